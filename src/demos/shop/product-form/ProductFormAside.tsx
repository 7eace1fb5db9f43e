import { Box, FormControl, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { DemoSelect } from '../../kit/fields';
import { Section, SwitchField, TextValue, type SectionProps } from './formParts';
import { AMOUNT_TYPES, FLASH_DEALS, STOCK_VISIBILITY, type ProductFormValues } from './productFormModel';

const AmountWithType = ({ label, amount, type, values, set }: SectionProps & { label: string; amount: 'vat' | 'tax' | 'flashDiscount'; type: 'vatType' | 'taxType' | 'flashDiscountType' }) => (
  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
    <TextValue name={amount} values={values} set={set} label={label} type="number" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} />
    <DemoSelect label={`${label} type`} options={AMOUNT_TYPES} value={values[type]} onChange={(event) => set(type, event.target.value)} />
  </Box>
);

/** The right-hand column: shipping, stock, deal switches, shipping time, VAT and tax. */
export const ProductFormAside = ({ values, set }: SectionProps) => (
  <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
    <Section title="Shipping Configuration">
      <SwitchField label="Free Shipping" checked={values.freeShipping} onChange={(checked) => set('freeShipping', checked)} />
      <SwitchField label="Flat Rate" checked={values.flatRate} onChange={(checked) => set('flatRate', checked)} />
      {values.flatRate && <TextValue name="flatRateCost" values={values} set={set} label="Shipping cost" type="number" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} />}
      <SwitchField label="Is Product Quantity Multiply" checked={values.quantityMultiply} onChange={(checked) => set('quantityMultiply', checked)} />
    </Section>
    <Section title="Low Stock Quantity Warning">
      <TextValue name="lowStockQty" values={values} set={set} label="Quantity" type="number" slotProps={{ htmlInput: { min: 0 } }} />
    </Section>
    <Section title="Stock Visibility State">
      <FormControl>
        <RadioGroup aria-label="Stock visibility" value={values.stockVisibility} onChange={(event) => set('stockVisibility', event.target.value as ProductFormValues['stockVisibility'])}>
          {STOCK_VISIBILITY.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
    </Section>
    <Section title="Cash On Delivery">
      <SwitchField label="Status" checked={values.cashOnDelivery} onChange={(checked) => set('cashOnDelivery', checked)} />
    </Section>
    <Section title="Featured">
      <SwitchField label="Status" checked={values.featured} onChange={(checked) => set('featured', checked)} />
    </Section>
    <Section title="Todays Deal">
      <SwitchField label="Status" checked={values.todaysDeal} onChange={(checked) => set('todaysDeal', checked)} />
    </Section>
    <Section title="Flash Deal">
      <DemoSelect label="Add To Flash" placeholder="Choose Flash Title" options={FLASH_DEALS} value={values.flashDealCategory} onChange={(event) => set('flashDealCategory', event.target.value)} />
      <AmountWithType label="Discount" amount="flashDiscount" type="flashDiscountType" values={values} set={set} />
    </Section>
    <Section title="Estimate Shipping Time">
      <TextValue name="shippingDays" values={values} set={set} label="Shipping Days" type="number" slotProps={{ htmlInput: { min: 0 } }} helperText="Days" />
    </Section>
    <Section title="VAT & Tax">
      <AmountWithType label="VAT" amount="vat" type="vatType" values={values} set={set} />
      <AmountWithType label="Tax" amount="tax" type="taxType" values={values} set={set} />
    </Section>
  </Box>
);
