import {
  ArrayField,
  DataTable,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  useCanAccess,
  
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { Box, Grid } from '@mui/material';
import { ORDER_STATUSES, type Order, type OrderLine, type OrderStatus } from '../../../contract/orders';
import { Named, PhoneOr } from '../shared/PhoneList';
import { FieldSection } from '../shared/FieldSection';
import { StatusField } from '../../ui/StatusChip';
import { LocaleDateField, MoneyField, useMoneyFormat } from '../../ui/localeFormat';

/** getOne's lines also say what is available of their product now (on hand − reserved). */

export const statusChoices = ORDER_STATUSES.map((status) => ({ id: status, name: `app.orders.status.${status}` }));
export const placedByChoices = (['staff', 'dealer'] as const).map((by) => ({ id: by, name: `app.orders.placed_by.${by}` }));

export const OrderStatusField = (props: FieldProps) => <StatusField kind="order" {...props} />;

/** The dealer's name, linked to the dealer for users who may read dealers (DESIGN.md §3). */
export const DealerField = (_props: FieldProps) => {
  const { canAccess } = useCanAccess({ resource: 'dealers', action: 'show' });
  if (!canAccess) return <TextField source="dealer_name" />;
  return (
    <ReferenceField source="dealer_id" reference="dealers" link="show">
      <TextField source="company_name" />
    </ReferenceField>
  );
};

/** Available stock matters only while the order still has to be reserved or picked. */
const showsAvailable = (status: OrderStatus | undefined) => status === 'pending' || status === 'confirmed';

/** Short lines stand out: confirming would be refused for them. */
const AvailableField = (_props: FieldProps) => {
  const line = useRecordContext<OrderLine>();
  if (line?.available == null) return '—';
  const short = line.available < line.quantity;
  return (
    <Box component="span" sx={short ? { color: 'warning.main', fontWeight: 600 } : undefined}>
      <NumberField source="available" />
    </Box>
  );
};

const LineColumn = DataTable.Col<OrderLine>;
const LineNumberColumn = DataTable.NumberCol<OrderLine>;
const label = (field: string) => `resources.orders.fields.lines.${field}`;

export const OrderLinesTable = () => {
  const record = useRecordContext<Order>();
  const money = useMoneyFormat();
  return (
    <ArrayField source="lines" label={false}>
      <PhoneOr<OrderLine>
        phone={{
          rowClick: false,
          primaryText: (line) => `${line.sku} — ${line.name}`,
          secondaryText: (
            <>
              <NumberField source="quantity" /> × <MoneyField source="unit_price" />
              {showsAvailable(record?.status) && (
                <>
                  {' · '}
                  <Named source="lines.available">
                    <AvailableField source="available" />
                  </Named>
                </>
              )}
            </>
          ),
          tertiaryText: <MoneyField source="line_total" />,
        }}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <LineNumberColumn source="line_no" label={label('line_no')} disableSort />
          <LineColumn source="sku" label={label('sku')} disableSort />
          <LineColumn source="name" label={label('name')} disableSort />
          <LineNumberColumn source="quantity" label={label('quantity')} disableSort />
          <LineNumberColumn source="unit_price" label={label('unit_price')} {...money.props} disableSort />
          <LineNumberColumn source="line_total" label={label('line_total')} {...money.props} disableSort />
          {showsAvailable(record?.status) && <LineColumn source="available" label={label('available')} field={AvailableField} align="right" disableSort />}
        </DataTable>
      </PhoneOr>
    </ArrayField>
  );
};

/** The totals as the server computed them from the copied prices and tax rate. */
export const OrderTotals = () => {
  const translate = useTranslate();
  const record = useRecordContext<Order>();
  if (!record) return null;
  return (
    <TotalsBox
      rows={[
        [translate('app.orders.subtotal'), record.subtotal],
        [translate('app.orders.tax', { rate: record.tax_rate }), record.tax],
        [translate('app.orders.total'), record.total],
      ]}
    />
  );
};

/** Label–amount rows aligned right, the last one (the total) in bold. */
export const TotalsBox = ({ rows }: { rows: [string, number | null][] }) => {
  const money = useMoneyFormat();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, m: 2 }}>
      {rows.map(([name, amount], index) => {
        const last = index === rows.length - 1;
        return (
          <Box key={name} sx={{ display: 'contents', '& > *': { m: 0, fontWeight: last ? 700 : 400 } }}>
            <dt>{name}</dt>
            <Box component="dd" sx={{ textAlign: 'right' }}>
              {amount == null ? '—' : money.format(amount)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};

/** The order's header: who it is for, where it stands, who placed it and when. */
export const OrderHeader = () => (
  <Grid container>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.orders.sections.header">
        <TextField source="number" />
        <DealerField source="dealer_id" />
        <OrderStatusField source="status" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
      </FieldSection>
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.orders.sections.dates">
        <SelectField source="placed_by" choices={placedByChoices} />
        <TextField source="created_by_name" emptyText="—" />
        <LocaleDateField source="created_at" showTime />
        <LocaleDateField source="updated_at" showTime />
      </FieldSection>
    </Grid>
  </Grid>
);
