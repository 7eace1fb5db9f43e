import {
  BooleanField,
  EditButton,
  FunctionField,
  Link,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Box, Grid, Typography } from '@mui/material';
import { LocaleDateField, MoneyField } from '../../ui/localeFormat';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { ProductLabelButton } from '../shared/labels/LabelDialog';
import type { Product } from '../../../contract/products';
import { ProductImage } from './ProductImage';
import { unitChoices } from './ProductInputs';
import { ProductStock } from './ProductStock';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

const ProductShowActions = () => (
  <TopToolbar>
    <ProductLabelButton />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

const ImageSection = () => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ px: 2, pt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ pb: 1, fontWeight: 600 }}>
        {translate('app.products.sections.image')}
      </Typography>
      <ProductImage />
    </Box>
  );
};

/**
 * Every field is a direct child of its section, so the section labels it; a field the user
 * may not read (the supplier, without view_suppliers) is left out rather than wrapped. The
 * category's name comes with the product, so a user who may not open categories still reads it.
 */
export const ProductShow = () => {
  const [locale] = useLocaleState();
  const { canAccess: canReadSuppliers } = useCanAccess({ resource: 'suppliers', action: 'list' });
  const { canAccess: canReadCategories } = useCanAccess({ resource: 'category', action: 'show' });
  return (
    <Show actions={<ProductShowActions />}>
      <Grid container>
        <Grid size={{ xs: 12, md: 6 }}>
          <FieldSection title="app.products.sections.identity">
            <TextField source="sku" />
            <TextField source="name" />
            <FunctionField<Product>
              source="category_id"
              render={(product) =>
                canReadCategories ? <Link to={`/category/${product.category_id}/show`}>{product.category_name}</Link> : product.category_name
              }
            />
            <SelectField source="unit" choices={unitChoices} />
            <TextField source="barcode" emptyText="—" />
            {canReadSuppliers && (
              <ReferenceField source="preferred_supplier_id" reference="suppliers" link="show" emptyText="—">
                <TextField source="company_name" />
              </ReferenceField>
            )}
            <BooleanField source="active" />
          </FieldSection>
          <FieldSection title="app.products.sections.pricing">
            <MoneyField source="dealer_price" />
            <MoneyField source="cost" />
          </FieldSection>
          <FieldSection title="app.products.sections.details">
            <TextField source="description" emptyText="—" />
            <LocaleDateField source="created_at" showTime />
            <LocaleDateField source="updated_at" showTime />
          </FieldSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageSection />
          <FieldSection title="app.products.sections.stock">
            <NumberField source="on_hand" locales={locale} />
            <NumberField source="reserved" locales={locale} />
            <NumberField source="available" locales={locale} />
            <NumberField source="reorder_level" locales={locale} />
            <BooleanField source="low_stock" />
          </FieldSection>
        </Grid>
      </Grid>
      <ProductStock />
      <HistoryPanel />
    </Show>
  );
};
