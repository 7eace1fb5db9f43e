import type { ReactNode } from 'react';
import {
  ArrayField,
  DataTable,
  FunctionField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  useCanAccess,
  useFieldValue,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { Box, Grid, Typography } from '@mui/material';
import { translateEnglish } from '../../../contract/messages';
import { ADJUSTMENT_REASONS, ADJUSTMENT_STATUSES, type AdjustmentLine } from '../../../contract/stock';
import type { Product } from '../../../contract/products';
import type { Warehouse } from '../../../contract/locations';
import { FieldSection } from '../shared/FieldSection';
import { StatusField as DocumentStatusField } from '../../ui/StatusChip';
import { LocaleDateField } from '../../ui/localeFormat';

export const reasonChoices = ADJUSTMENT_REASONS.map((reason) => ({ id: reason, name: `app.stock_adjustments.reasons.${reason}` }));
export const statusChoices = ADJUSTMENT_STATUSES.map((status) => ({ id: status, name: `app.stock_adjustments.status.${status}` }));

/** How products and warehouses read in pickers and tables: the code people type, then the name. */
export const productLabel = (product: Pick<Product, 'sku' | 'name'>) => `${product.sku} — ${product.name}`;
export const warehouseLabel = (warehouse: Pick<Warehouse, 'code' | 'name'>) => `${warehouse.code} — ${warehouse.name}`;

export const StatusField = (props: FieldProps) => <DocumentStatusField kind="stock_adjustment" {...props} />;

/**
 * A reference the user may not be allowed to read: SPEC.md §4 sends a 403 to /404, so the
 * screen never asks for it and shows the bare id instead (DESIGN.md §3).
 */
export const ReadableReference = ({
  source,
  reference,
  children,
}: {
  source: string;
  reference: string;
  children?: ReactNode;
}) => {
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  const value = useFieldValue({ source }) as number | null | undefined;
  if (value == null) return '—';
  if (!canAccess) return `#${value}`;
  return (
    <ReferenceField source={source} reference={reference} link="show">
      {children}
    </ReferenceField>
  );
};

/** Takes FieldProps so show layouts and tables label it from its source. */
export const WarehouseReference = (_props: FieldProps) => (
  <ReadableReference source="warehouse_id" reference="warehouse">
    <FunctionField<Warehouse> render={warehouseLabel} />
  </ReadableReference>
);

/** "+5" or "−3": the sign is what the line does to the rack. */
export const SignedQuantityField = (_props: FieldProps) => {
  const line = useRecordContext<AdjustmentLine>();
  if (!line) return null;
  return (
    <Box component="span" sx={{ color: line.quantity < 0 ? 'error.main' : 'success.main', fontWeight: 500 }}>
      <NumberField source="quantity" options={{ signDisplay: 'always' }} />
    </Box>
  );
};

const LineColumn = DataTable.Col<AdjustmentLine>;

/** The lines of an adjustment, read-only. A line without its own reason takes the adjustment's. */
export const LinesTable = () => (
  <ArrayField source="lines" label={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.NumberCol<AdjustmentLine> source="line_no" label="resources.stock-adjustments.fields.lines.line_no" disableSort />
      <LineColumn source="product_id" label="resources.stock-adjustments.fields.lines.product_id" disableSort>
        <ReadableReference source="product_id" reference="products">
          <FunctionField<Product> render={productLabel} />
        </ReadableReference>
      </LineColumn>
      <LineColumn source="rack_id" label="resources.stock-adjustments.fields.lines.rack_id" disableSort>
        <ReadableReference source="rack_id" reference="racks">
          <TextField source="path" />
        </ReadableReference>
      </LineColumn>
      <LineColumn source="quantity" label="resources.stock-adjustments.fields.lines.quantity" align="right" disableSort>
        <SignedQuantityField source="quantity" />
      </LineColumn>
      <LineColumn source="reason" label="resources.stock-adjustments.fields.lines.reason" disableSort>
        <SelectField source="reason" choices={reasonChoices} emptyText="app.stock_adjustments.same_reason" />
      </LineColumn>
    </DataTable>
  </ArrayField>
);

/** The stocktake whose variances the adjustment posted, if it is one (issue 20). */
const StockCountLink = (_props: FieldProps) => {
  const record = useRecordContext<{ stock_count_id: number | null }>();
  if (!record?.stock_count_id) return '—';
  return (
    <ReadableReference source="stock_count_id" reference="stock-counts">
      <TextField source="number" />
    </ReadableReference>
  );
};

/** The note; one the server wrote ("Stocktake SC-000003") is in the catalogue and read in the reader's language (issue 32). */
const NoteField = (_props: FieldProps) => {
  const note = useRecordContext<{ note: string | null }>()?.note;
  const [locale] = useLocaleState();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {note ? translateEnglish(note, locale) : '—'}
    </Typography>
  );
};

/** The header and lines of an adjustment, as the show page and a read-only edit route show them. */
export const StockAdjustmentDetails = () => {
  const translate = useTranslate();
  return (
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.stock_adjustments.sections.header">
          <TextField source="number" />
          <StatusField source="status" />
          <WarehouseReference source="warehouse_id" />
          <SelectField source="reason" choices={reasonChoices} />
          <NoteField source="note" />
          <StockCountLink source="stock_count_id" />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.stock_adjustments.sections.posting">
          <TextField source="created_by_name" emptyText="—" />
          <LocaleDateField source="created_at" showTime />
          <TextField source="posted_by_name" emptyText="—" />
          <LocaleDateField source="posted_at" showTime emptyText="—" />
        </FieldSection>
      </Grid>
      <Grid size={12} component="section" aria-label={translate('app.stock_adjustments.sections.lines')}>
        <FieldSection title="app.stock_adjustments.sections.lines">
          <LinesTable />
        </FieldSection>
      </Grid>
    </Grid>
  );
};
