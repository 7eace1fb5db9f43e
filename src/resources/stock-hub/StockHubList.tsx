import { DataTable, NumberField, ReferenceField, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { List } from '../shared/ResourcePage';
import { Typography } from '@mui/material';
import type { StockHubRow } from '../../../contract/stock';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { LowStockField } from './LowStockField';
import { StockDrillDown } from './StockDrillDown';
import { useStockHubFilters } from './StockHubFilters';
import { Named, Parts, PhoneOr } from '../shared/PhoneList';
import { MoneyField, useMoneyFormat } from '../../ui/localeFormat';

const Column = DataTable.Col<StockHubRow>;
const NumberColumn = DataTable.NumberCol<StockHubRow>;
const sortable = sortableIn(COLLECTIONS['stock-hub']);

/** With a warehouse or room filter the API counts only that location's stock; the user must know. */
const LocationScopeCaption = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const scope = filterValues.room_id ? 'room' : filterValues.warehouse_id ? 'warehouse' : null;
  if (!scope) return null;
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, pt: 1 }} role="status">
      {translate(`app.stock_hub.scope_${scope}`)}
    </Typography>
  );
};

/** DESIGN.md §6 "Stock hub": stock per product; a row expands to its racks and movements. */
export const StockHubList = () => {
  const filters = useStockHubFilters();
  const money = useMoneyFormat();
  const { canAccess: canReadCategories } = useCanAccess({ resource: 'category', action: 'list' });
  const { canAccess: canReadProducts } = useCanAccess({ resource: 'products', action: 'show' });
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List filters={filters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['stock-hub'])} perPage={25}>
      <LocationScopeCaption />
      <PhoneOr<StockHubRow>
        phone={{
          // The product page shows the stock by rack and the movements the drill-down shows on a desktop.
          rowClick: canReadProducts ? (id) => `/products/${id}/show` : false,
          primaryText: (row) => `${row.sku} — ${row.name}`,
          secondaryText: (row) => (
            <Parts>
              {[
                <Named key="on_hand" source="on_hand">
                  <NumberField source="on_hand" />
                </Named>,
                <Named key="available" source="available">
                  <NumberField source="available" />
                </Named>,
                row.low_stock && <LowStockField key="low" />,
              ]}
            </Parts>
          ),
          tertiaryText: <MoneyField source="value" />,
        }}
      >
        <DataTable rowClick="expand" expand={<StockDrillDown />} bulkActionButtons={false}>
          <Column source="sku" cellSx={() => ({ whiteSpace: 'nowrap' })} {...sortable('sku')} />
          <Column source="name" {...sortable('name')} />
          {canReadCategories && (
            <Column source="category_id" {...sortable('category_id')}>
              <ReferenceField source="category_id" reference="category" link={false} />
            </Column>
          )}
          <NumberColumn source="on_hand" {...sortable('on_hand')} />
          <NumberColumn source="reserved" {...sortable('reserved')} />
          <NumberColumn source="available" {...sortable('available')} />
          <NumberColumn source="reorder_level" {...sortable('reorder_level')} />
          <Column source="low_stock" field={LowStockField} align="center" {...sortable('low_stock')} />
          <NumberColumn source="cost" {...money.props} {...sortable('cost')} />
          <NumberColumn source="value" {...money.props} {...sortable('value')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
