import {
  DataTable,
  DateInput,
  FilterLiveForm,
  ListBase,
  Pagination,
  ReferenceField,
  SelectInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { MOVEMENT_KINDS, type StockMovement } from '../../../contract/stock';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { DeltaField, MovementActorField, MovementKindField, MovementSourceField } from './MovementFields';
import { LocaleDateField } from '../../ui/localeFormat';

/** The fixed part of a movement history: whose movements it lists. */
export type MovementFilter = { product_id: number } | { rack_id: number } | { warehouse_id: number };

const Column = DataTable.Col<StockMovement>;
const NumberColumn = DataTable.NumberCol<StockMovement>;
const sortable = sortableIn(COLLECTIONS['stock-movements']);
const kindChoices = MOVEMENT_KINDS.map((kind) => ({ id: kind, name: `app.stock_hub.kinds.${kind}` }));

/**
 * The date inputs pick days in the user's time zone; the API compares instants, so "from"
 * is the start of that day and "to" its end, both in local time.
 */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00`).toISOString() : '');
const dayEnd = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : '');

const MovementFilters = () => (
  <FilterLiveForm>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <SelectInput source="kind" choices={kindChoices} helperText={false} fullWidth={false} sx={{ minWidth: 200 }} />
      <DateInput source="created_at_gte" parse={dayStart} helperText={false} fullWidth={false} />
      <DateInput source="created_at_lte" parse={dayEnd} helperText={false} fullWidth={false} />
    </Box>
  </FilterLiveForm>
);

const NoMovements = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.stock_hub.no_movements')}</Typography>;
};

/** Product references are shown to users who may read products, as DESIGN.md §3 asks. */
const MovementTable = ({ showProduct, showRack }: { showProduct: boolean; showRack: boolean }) => {
  const { canAccess: canReadProducts } = useCanAccess({ resource: 'products', action: 'list' });
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<NoMovements />} size="small">
      <Column source="created_at" {...sortable('created_at')}>
        <LocaleDateField source="created_at" showTime />
      </Column>
      {showProduct && canReadProducts && (
        <Column source="product_id" {...sortable('product_id')}>
          <ReferenceField source="product_id" reference="products" link="show" />
        </Column>
      )}
      {showRack && <Column source="path" {...sortable('path')} />}
      <Column source="kind" field={MovementKindField} {...sortable('kind')} />
      <Column source="delta" field={DeltaField} align="right" {...sortable('delta')} />
      <NumberColumn source="balance_after" {...sortable('balance_after')} />
      <Column source="source_label" field={MovementSourceField} {...sortable('source_label')} />
      <Column source="actor_name" field={MovementActorField} {...sortable('actor_name')} />
    </DataTable>
  );
};

/**
 * DESIGN.md §6 "Stock hub": the movement history of a product, a rack or a warehouse, newest
 * first, paged and filtered (kind, date range) on the server. Its page and filters are its
 * own, never the URL's, so it can sit inside another list or a dialog.
 */
export const MovementHistory = ({ filter }: { filter: MovementFilter }) => (
  <ListBase
    resource="stock-movements"
    filter={filter}
    sort={defaultSortOf(COLLECTIONS['stock-movements'])}
    perPage={10}
    disableSyncWithLocation
    storeKey={false}
  >
    <MovementFilters />
    <MovementTable showProduct={!('product_id' in filter)} showRack={!('rack_id' in filter)} />
    <Pagination rowsPerPageOptions={[10, 25, 50]} />
  </ListBase>
);
