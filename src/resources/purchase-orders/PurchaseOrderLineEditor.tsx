import {
  ArrayInput,
  Button,
  ReferenceInput,
  SimpleFormIterator,
  useDataProvider,
  useSimpleFormIterator,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Product } from '../../../contract/products';
import { useProductScansIntoLines } from '../../scan/useProductScansIntoLines';
import { useMoneyFormat } from '../../ui/localeFormat';
import { NumberInput } from '../../ui/NumberInput';
import { FreshAutocompleteInput } from '../stock-adjustments/FreshAutocompleteInput';
import { productLabel } from '../stock-adjustments/StockAdjustmentFields';

interface LineValues {
  product_id?: number | null;
  quantity?: number | null;
  unit_cost?: number | null;
}

/** Money is in cents on the server (numeric(12,2)); rounding here shows what it will store. */
const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function lineTotal(line: LineValues | undefined): number {
  const quantity = typeof line?.quantity === 'number' ? line.quantity : 0;
  const cost = typeof line?.unit_cost === 'number' ? line.unit_cost : 0;
  return roundMoney(quantity * cost);
}

export function documentTotal(lines: readonly LineValues[] | undefined): number {
  return roundMoney((lines ?? []).reduce((sum, line) => sum + lineTotal(line), 0));
}

const AddLineButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.purchase_orders.add_line" onClick={() => add()} variant="outlined">
      <AddIcon />
    </Button>
  );
};

/** Choosing a product proposes what it usually costs; the buyer may change it. */
const LineProductInput = ({ source }: { source: string }) => {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source={source} reference="products" filter={{ active: true }} sort={{ field: 'sku', order: 'ASC' }}>
      <FreshAutocompleteInput
        optionText={productLabel}
        autoHighlight
        sx={{ flex: '3 1 260px' }}
        onChange={(_value, product) => {
          if (product && typeof product === 'object') setValue(getSource('unit_cost'), Number((product as Product).cost), { shouldDirty: true, shouldValidate: true });
        }}
      />
    </ReferenceInput>
  );
};

const LineTotal = () => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const { getSource } = useSourceContext();
  const [quantity, unitCost] = useWatch({ name: [getSource('quantity'), getSource('unit_cost')] }) as [number | null, number | null];
  return (
    <Box sx={{ flex: '0 0 140px', alignSelf: { sm: 'center' }, mb: { sm: 2.5 }, textAlign: { sm: 'right' } }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('resources.purchase-orders.fields.lines.line_total')}
      </Typography>
      <Typography variant="body2">{money.format(lineTotal({ quantity, unit_cost: unitCost }))}</Typography>
    </Box>
  );
};

/** The sum of the lines as typed; the server computes the stored total the same way. */
export const LiveTotal = () => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const lines = useWatch({ name: 'lines' }) as LineValues[] | undefined;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, width: '100%', pr: 6 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.purchase_orders.total')}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {money.format(documentTotal(lines))}
      </Typography>
    </Box>
  );
};

/** A handheld scanner's products go on the lines (issue 20 item 3), a new one at what it usually costs, as when chosen. */
const LineScans = () => {
  const dataProvider = useDataProvider();
  useProductScansIntoLines(async (product) => ({ unit_cost: Number((await dataProvider.getOne<Product>('products', { id: product.id })).data.cost) }));
  return null;
};

// react-admin shows a line's remove button on hover only, which keeps it from the keyboard.
const iteratorSx = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

/** One row per product: what is ordered, how many, at what cost, and what that line comes to. */
export const PurchaseOrderLineEditor = () => (
  <ArrayInput source="lines" label="app.purchase_orders.sections.lines">
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
      <LineProductInput source="product_id" />
      <NumberInput source="quantity" kind="quantity" min={1} sx={{ flex: '0 0 130px' }} />
      <NumberInput source="unit_cost" kind="money" sx={{ flex: '0 0 150px' }} />
      <LineTotal />
    </SimpleFormIterator>
  </ArrayInput>
);
