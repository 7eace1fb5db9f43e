import { DataTable, DateField, List } from 'react-admin';
import { orders, type Order } from '../../../contract/orders';
import { defaultSortOf, MONEY, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { OrderStatusField } from './OrderFields';
import { useOrderFilters } from './OrderFilters';
import { OrderSettingsButton } from './OrderSettingsButton';

const Column = DataTable.Col<Order>;
const NumberColumn = DataTable.NumberCol<Order>;
const sortable = sortableIn(orders);

// No bulk delete: an order is never deleted, it is cancelled (DESIGN.md §6).
export const OrderList = () => {
  const filters = useOrderFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <OrderSettingsButton />
        </ListActions>
      }
      sort={defaultSortOf(orders)}
      perPage={25}
      // The toolbar (Create and Settings) stays when there is no order yet.
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="number" {...sortable('number')} />
        {/* Sorting by dealer would order by its id, which means nothing to a reader. */}
        <Column source="dealer_name" disableSort />
        <Column source="created_at" {...sortable('created_at')}>
          <DateField source="created_at" showTime />
        </Column>
        <Column source="status" field={OrderStatusField} {...sortable('status')} />
        <NumberColumn source="line_count" {...sortable('line_count')} />
        <NumberColumn source="total" options={MONEY} {...sortable('total')} />
      </DataTable>
    </List>
  );
};
