import { useState } from 'react';
import { Title } from 'react-admin';
import { Alert, Box, Button, Chip, FormControlLabel, Checkbox, FormGroup, FormLabel, Stack, Typography } from '@mui/material';
import { showToast } from '../../../ui/Toasts';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { DEMO_TOAST_MS } from '../../toast';
import { FileField, Section, SwitchField, TextValue, type SectionProps, type SetField } from './formParts';
import { ProductFormAside } from './ProductFormAside';
import { BRANDS, CATEGORIES, COLOURS, IMAGE_HINT, SIZES, UNITS, emptyProductForm, sampleProductForm, type ProductFormValues } from './productFormModel';

export const DEMO_SAVE_MESSAGE = 'Demo only: nothing was saved';

const ProductInformation = ({ values, set }: SectionProps) => (
  <Section title="Product Information">
    <TextValue name="name" values={values} set={set} label="Product Name" required />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <DemoSelect label="Category" required options={CATEGORIES} value={values.category} onChange={(event) => set('category', event.target.value)} />
      <DemoSelect label="Brand" placeholder="Select Brand" options={BRANDS} value={values.brand} onChange={(event) => set('brand', event.target.value)} />
      <DemoSelect label="Unit" placeholder="Select Unit" options={UNITS} value={values.unit} onChange={(event) => set('unit', event.target.value)} description="Unit (e.g. kg, pcs)" />
      <TextValue name="weightKg" values={values} set={set} label="Weight (In Kg)" type="number" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} />
      <TextValue name="minPurchaseQty" values={values} set={set} label="Minimum Purchase Qty" type="number" required slotProps={{ htmlInput: { min: 1 } }} />
      <TextValue name="barcode" values={values} set={set} label="Barcode" />
    </Box>
    <TextValue name="tags" values={values} set={set} label="Tags" helperText="Comma-separated; used to find the product" />
    {values.tags.trim() && (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Tags">
        {values.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
          .map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
      </Stack>
    )}
    <SwitchField label="Refundable" checked={values.refundable} onChange={(checked) => set('refundable', checked)} />
  </Section>
);

const ChoiceList = ({ label, options, chosen, onChange }: { label: string; options: string[]; chosen: string[]; onChange: (chosen: string[]) => void }) => (
  <Box>
    <FormLabel component="legend">{label}</FormLabel>
    <FormGroup row aria-label={label}>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={option}
          control={<Checkbox checked={chosen.includes(option)} onChange={(event) => onChange(event.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option))} />}
        />
      ))}
    </FormGroup>
  </Box>
);

const ProductVariation = ({ values, set }: SectionProps) => {
  const variants = values.colours.flatMap((colour) => (values.sizes.length ? values.sizes.map((size) => `${colour}-${size}`) : [colour]));
  return (
    <Section title="Product Variation">
      <ChoiceList label="Colours" options={COLOURS} chosen={values.colours} onChange={(chosen) => set('colours', chosen)} />
      <ChoiceList label="Sizes" options={SIZES} chosen={values.sizes} onChange={(chosen) => set('sizes', chosen)} />
      <Typography variant="body2" color="text.secondary">
        {variants.length ? `Variants: ${variants.join(', ')}` : 'Choose colours and sizes to make variants.'}
      </Typography>
    </Section>
  );
};

interface ProductFormProps {
  mode: 'add' | 'edit';
}

/** SPEC.md §2 "Demo product form": every field of §3; Save Product and Update Product do nothing, and say so. */
export const ProductForm = ({ mode }: ProductFormProps) => {
  const [values, setValues] = useState<ProductFormValues>(mode === 'edit' ? sampleProductForm : emptyProductForm);
  const set: SetField = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const title = mode === 'edit' ? 'Edit Product' : 'Add New Product';
  return (
    <Box
      component="form"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        showToast(DEMO_SAVE_MESSAGE, { type: 'info', autoClose: DEMO_TOAST_MS });
      }}
      sx={{ my: 2 }}
    >
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        This is a template demo: the form checks nothing and stores nothing.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <ProductInformation values={values} set={set} />
          <Section title="Product Images">
            <FileField label="Gallery Images (600x600)" accept="image/*" multiple helperText={IMAGE_HINT} />
            <FileField label="Thumbnail Image (600x600)" accept="image/*" helperText="This image is visible in all product boxes. Use 600x600 sizes image." />
          </Section>
          <Section title="Product price + stock">
            <TextValue name="unitPrice" values={values} set={set} label="Unit price ($)" type="number" required slotProps={{ htmlInput: { min: 0, step: '0.01' } }} />
          </Section>
          <ProductVariation values={values} set={set} />
          <Section title="Product Description">
            <DemoTextarea label="Description" rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} />
          </Section>
          <Section title="PDF Specification">
            <FileField label="Specification PDF" accept="application/pdf" helperText="A PDF file of the product's specification." />
          </Section>
          <Section title="SEO Meta Tags">
            <TextValue name="metaTitle" values={values} set={set} label="Meta Title" />
            <DemoTextarea label="Meta Description" value={values.metaDescription} onChange={(event) => set('metaDescription', event.target.value)} />
            <FileField label="Meta Image" accept="image/*" />
          </Section>
        </Box>
        <ProductFormAside values={values} set={set} />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained">
          {mode === 'edit' ? 'Update Product' : 'Save Product'}
        </Button>
      </Stack>
    </Box>
  );
};
