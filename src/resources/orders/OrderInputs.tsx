import {
  ArrayInput,
  Button,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  useGetMany,
  useGetOne,
  useRecordContext,
  useSimpleFormIterator,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { cents, fromCents, orderInput, orderTotals, type Order } from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import { useProductScansIntoLines } from '../../scan/useProductScansIntoLines';
import { FormSection } from '../shared/FormSection';
import { useMoneyFormat } from '../../ui/localeFormat';
import { NumberInput } from '../../ui/NumberInput';
import { FreshAutocompleteInput } from '../stock-adjustments/FreshAutocompleteInput';
import { TotalsBox } from './OrderFields';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const orderResolver = zodResolver(orderInput);

export const orderDefaults = { dealer_id: null, notes: null, lines: [{ product_id: null, quantity: 1 }] };

type FormLine = { product_id?: number | null; quantity?: number | null };

/** Each product reads as the user chooses it: code, name, dealer price and what is available now. */
function useProductOptionText() {
  const translate = useTranslate();
  const money = useMoneyFormat();
  return (product: Product) =>
    translate('app.orders.product_option', {
      sku: product.sku,
      name: product.name,
      price: money.format(product.dealer_price),
      available: product.available,
      smart_count: product.available,
    });
}

const AddLineButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.orders.add_line" onClick={() => add()} variant="outlined">
      <AddIcon />
    </Button>
  );
};

/**
 * What is available of the line's product beside its quantity. Only a warning: a pending
 * order may ask for more than is there; confirming it is what the server refuses.
 */
const LineAvailable = () => {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const [productId, quantity] = useWatch({ name: [getSource('product_id'), getSource('quantity')] }) as [number | null, number | null];
  const { data: product } = useGetOne<Product>('products', { id: productId! }, { enabled: productId != null });
  const available = product?.available;
  const short = available != null && typeof quantity === 'number' && quantity > available;
  // A fixed width, so the row does not shift when the hint appears.
  return (
    <Box role="status" sx={{ flex: '0 0 170px', alignSelf: { sm: 'center' }, mb: { sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {available != null && (
        <>
          {short && <WarningAmberIcon fontSize="small" color="warning" aria-hidden />}
          <Typography variant="body2" color={short ? 'warning.main' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
            {translate(short ? 'app.orders.only_available' : 'app.orders.available', { count: available, smart_count: available })}
          </Typography>
        </>
      )}
    </Box>
  );
};

/** A handheld scanner's products go on the lines (issue 20 item 3); the server prices them. */
const LineScans = () => {
  useProductScansIntoLines();
  return null;
};

// react-admin shows a line's remove button on hover only, which keeps it from the keyboard.
const iteratorSx = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

const OrderLineEditor = () => {
  const productOptionText = useProductOptionText();
  return (
    <ArrayInput source="lines" label="app.orders.sections.lines">
      <LineScans />
      <SimpleFormIterator
        inline
        fullWidth
        disableReordering
        disableClear
        getItemLabel={(index) => `${index + 1}.`}
        addButton={<AddLineButton />}
        sx={iteratorSx}
      >
        <ReferenceInput source="product_id" reference="products" filter={{ active: true }} sort={{ field: 'sku', order: 'ASC' }}>
          <FreshAutocompleteInput optionText={productOptionText} autoHighlight sx={{ flex: '3 1 360px' }} />
        </ReferenceInput>
        <NumberInput source="quantity" kind="quantity" min={1} sx={{ flex: '0 0 130px' }} />
        <LineAvailable />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * The totals the order will have, computed in cents as the server does: a line the order
 * already had keeps its price, a new one takes the product's dealer price now.
 */
const TotalsPreview = ({ taxRate }: { taxRate: number | undefined }) => {
  const translate = useTranslate();
  const order = useRecordContext<Partial<Order>>();
  const lines = (useWatch({ name: 'lines' }) as FormLine[] | undefined) ?? [];
  const ids = [...new Set(lines.map((line) => line.product_id).filter((id): id is number => typeof id === 'number'))];
  const { data: products } = useGetMany<Product>('products', { ids }, { enabled: ids.length > 0 });
  const prices = new Map((products ?? []).map((product) => [product.id, product.dealer_price]));
  for (const line of order?.lines ?? []) prices.set(line.product_id, line.unit_price);
  const lineTotals = lines.map((line) => {
    const price = line.product_id == null ? undefined : prices.get(line.product_id);
    const quantity = typeof line.quantity === 'number' && Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    return price == null ? 0 : fromCents(cents(price) * quantity);
  });
  const totals = orderTotals(lineTotals, taxRate ?? 0);
  return (
    <Box component="section" aria-label={translate('app.orders.sections.totals')} sx={{ alignSelf: 'stretch' }}>
      <TotalsBox
        rows={[
          [translate('app.orders.subtotal'), totals.subtotal],
          [taxRate == null ? translate('app.orders.tax_unknown') : translate('app.orders.tax', { rate: taxRate }), taxRate == null ? null : totals.tax],
          [translate('app.orders.total'), taxRate == null ? null : totals.total],
        ]}
      />
    </Box>
  );
};

/** The dealers who may order: active ones. */
const DealerInput = ({ autoFocus }: { autoFocus?: boolean }) => (
  <ReferenceInput source="dealer_id" reference="dealers" filter={{ status: 'active' }} sort={{ field: 'company_name', order: 'ASC' }}>
    <FreshAutocompleteInput optionText="company_name" autoHighlight autoFocus={autoFocus} />
  </ReferenceInput>
);

/** The form body shared by create and edit: the dealer, the lines, the totals to expect, notes. */
export const OrderInputs = ({ autoFocus, taxRate }: { autoFocus?: boolean; taxRate: number | undefined }) => (
  <>
    <FormSection title="app.orders.sections.header">
      <DealerInput autoFocus={autoFocus} />
    </FormSection>
    <OrderLineEditor />
    <TotalsPreview taxRate={taxRate} />
    <TextInput source="notes" multiline minRows={2} />
  </>
);
