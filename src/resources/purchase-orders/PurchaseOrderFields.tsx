import {
  FunctionField,
  TextField,
  
  useLocaleState,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { Box, Grid, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { PO_STATUSES, RECEIVABLE_PO_STATUSES, type PurchaseOrder } from '../../../contract/purchaseOrders';
import type { Warehouse } from '../../../contract/locations';
import { LocaleDateField, useMoneyFormat, useQuantityFormat } from '../../ui/localeFormat';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';
import { FieldSection } from '../shared/FieldSection';
import { ReadableReference } from '../stock-adjustments/StockAdjustmentFields';
import { StatusHistory } from '../../ui/StatusHistory';
import { DocumentSection } from './DocumentSection';
import { StatusField } from '../../ui/StatusChip';

export const statusChoices = PO_STATUSES.map((status) => ({ id: status, name: `app.purchase_orders.status.${status}` }));

export const PurchaseOrderStatusField = (props: FieldProps) => <StatusField kind="purchase_order" {...props} />;

/** Today as YYYY-MM-DD in the user's time zone: expected dates are calendar days. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Goods still awaited after their expected day (DESIGN.md §6: only ordered ones are awaited). */
export function isOverdue(po: Pick<PurchaseOrder, 'status' | 'expected_date'>, today = localToday()): boolean {
  return po.expected_date != null && RECEIVABLE_PO_STATUSES.includes(po.status) && po.expected_date < today;
}

/** The expected date, in red with a marker when the goods are late. */
export const ExpectedDateField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext<PurchaseOrder>();
  if (!record) return null;
  if (!isOverdue(record)) return <LocaleDateField source="expected_date" emptyText="—" />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 500 }}>
      <EventBusyIcon fontSize="small" aria-hidden />
      <LocaleDateField source="expected_date" sx={{ color: 'inherit', fontWeight: 'inherit' }} />
      <Box component="span">({translate('app.purchase_orders.overdue')})</Box>
    </Box>
  );
};

/** Takes FieldProps so show layouts label it from its source. */
export const SupplierReference = (_props: FieldProps) => (
  <ReadableReference source="supplier_id" reference="suppliers">
    <TextField source="company_name" />
  </ReadableReference>
);

export const warehouseLabel = (warehouse: Pick<Warehouse, 'code' | 'name'>) => `${warehouse.code} — ${warehouse.name}`;

export const WarehouseReference = (_props: FieldProps) => (
  <ReadableReference source="warehouse_id" reference="warehouse">
    <FunctionField<Warehouse> render={warehouseLabel} />
  </ReadableReference>
);

/** The lines as ordered, with what has arrived so far and what is still awaited. */
export const PurchaseOrderLinesTable = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoneyFormat();
  const quantity = useQuantityFormat();
  const record = useRecordContext<PurchaseOrder>();
  if (!record?.lines) return null;
  const count = new Intl.NumberFormat(locale);
  const field = (name: string) => translate(`resources.purchase-orders.fields.lines.${name}`);
  const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <Box sx={{ overflowX: 'auto', px: 2 }}>
      <Table size="small" aria-label={translate('app.purchase_orders.sections.lines')} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell {...numeric}>{field('line_no')}</TableCell>
            <TableCell>{field('sku')}</TableCell>
            <TableCell>{field('name')}</TableCell>
            <TableCell {...numeric}>{field('quantity')}</TableCell>
            <TableCell {...numeric}>{field('received')}</TableCell>
            <TableCell {...numeric}>{field('remaining')}</TableCell>
            <TableCell {...numeric}>{field('unit_cost')}</TableCell>
            <TableCell {...numeric}>{field('line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.lines.map((line) => {
            const remaining = Math.max(line.quantity - line.received, 0);
            return (
              <TableRow key={line.id}>
                <TableCell {...numeric} {...labelled(field('line_no'))}>
                  {line.line_no}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} {...labelled(field('sku'))}>
                  {line.sku}
                </TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell {...numeric} {...labelled(field('quantity'))}>{quantity(line.quantity, line.unit)}</TableCell>
                <TableCell {...numeric} {...labelled(field('received'))}>
                  {count.format(line.received)}
                </TableCell>
                <TableCell {...numeric} sx={{ ...numeric.sx, fontWeight: remaining > 0 ? 600 : undefined }} {...labelled(field('remaining'))}>
                  {count.format(remaining)}
                </TableCell>
                <TableCell {...numeric} {...labelled(field('unit_cost'))}>
                  {money.format(line.unit_cost)}
                </TableCell>
                <TableCell {...numeric} {...labelled(field('line_total'))}>
                  {money.format(line.line_total)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={7} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {translate('app.purchase_orders.total')}
            </TableCell>
            <TableCell {...numeric} sx={{ ...numeric.sx, fontWeight: 600, color: 'text.primary' }}>
              {money.format(record.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/** The read-only document: what the show page and the edit route of a non-draft show. */
export const PurchaseOrderDetails = () => (
  <Grid container>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.purchase_orders.sections.header">
        <TextField source="number" />
        <PurchaseOrderStatusField source="status" />
        <SupplierReference source="supplier_id" />
        <WarehouseReference source="warehouse_id" />
        <ExpectedDateField source="expected_date" />
      </FieldSection>
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.purchase_orders.sections.record">
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <TextField source="created_by_name" emptyText="—" />
        <LocaleDateField source="created_at" showTime />
        <LocaleDateField source="updated_at" showTime />
      </FieldSection>
    </Grid>
    <Grid size={12}>
      <DocumentSection title="app.purchase_orders.sections.lines">
        <PurchaseOrderLinesTable />
      </DocumentSection>
    </Grid>
    <Grid size={12}>
      <StatusHistory statusLabels="app.purchase_orders.status" />
    </Grid>
  </Grid>
);
