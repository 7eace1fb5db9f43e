import type React from 'react';
import { BooleanField, FunctionField, TextField, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { Alert, Box, Grid } from '@mui/material';
import { STOCK_COUNT_STATUSES, type StockCount } from '../../../contract/stockCounts';
import { FieldSection } from '../shared/FieldSection';
import { LocaleDateField } from '../../ui/localeFormat';
import { StatusField as DocumentStatusField } from '../../ui/StatusChip';
import { ReadableReference, WarehouseReference } from '../stock-adjustments/StockAdjustmentFields';

export const statusChoices = STOCK_COUNT_STATUSES.map((status) => ({ id: status, name: `app.stock_counts.status.${status}` }));

export const StatusField = (props: FieldProps) => <DocumentStatusField kind="stock_count" {...props} />;

/** "12 / 40": lines counted of the lines to count. */
export const ProgressField = (_props: FieldProps) => <FunctionField<StockCount> render={(count) => (count.status === 'draft' ? '—' : `${count.counted_count} / ${count.line_count}`)} />;

/** The products a count is limited to, by number: every product when none were chosen. */
const ProductsField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext<StockCount>();
  const ids = record?.product_ids ?? [];
  return <>{ids.length ? translate('app.stock_counts.products_count', { smart_count: ids.length }) : translate('app.stock_counts.all_products')}</>;
};

/** The link to the adjustment a posted count wrote. */
const AdjustmentField = (_props: FieldProps) => (
  <ReadableReference source="adjustment_id" reference="stock-adjustments">
    <TextField source="number" />
  </ReadableReference>
);

/** A count's header: what it counts, who opened it, and where it stands. */
export const StockCountDetails = () => (
  <Box sx={{ p: 2 }}>
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.stock_counts.sections.scope">
          <TextField source="scope_path" />
          <WarehouseReference source="warehouse_id" />
          <ProductsField source="product_ids" />
          <BooleanField source="blind" />
          <TextField source="note" emptyText="—" />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.stock_counts.sections.progress">
          <StatusField source="status" />
          <ProgressField source="counted_count" />
          <TextField source="created_by_name" emptyText="—" />
          <LocaleDateField source="started_at" showTime emptyText="—" />
          <LocaleDateField source="posted_at" showTime emptyText="—" />
          <TextField source="posted_by_name" emptyText="—" />
          <AdjustmentField source="adjustment_id" />
        </FieldSection>
      </Grid>
    </Grid>
  </Box>
);

/** Where the count stands, in a sentence: what to do next, or what posting it did. */
export const StatusNotice = ({ action }: { action?: React.ReactNode }) => {
  const translate = useTranslate();
  const count = useRecordContext<StockCount>();
  if (!count) return null;
  const text =
    count.status === 'posted'
      ? count.adjustment_number
        ? translate('app.stock_counts.posted_notice', { number: count.adjustment_number })
        : translate('app.stock_counts.posted_no_variance')
      : translate(`app.stock_counts.${count.status}_notice`);
  return (
    // The next step goes under the sentence, so a phone keeps the sentence readable.
    <Alert severity={count.status === 'cancelled' ? 'warning' : count.status === 'posted' ? 'success' : 'info'} sx={{ m: 2 }}>
      {text}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Alert>
  );
};
