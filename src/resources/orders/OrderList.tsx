import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Order } from '../../../contract/orders';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { OrderStatusField } from './OrderFields';
import { useOrderFilters } from './OrderFilters';
import { OrderSettingsButton } from './OrderSettingsButton';
import { Parts, PhoneOr } from '../shared/PhoneList';
import { LocaleDateField, MoneyField, useMoneyFormat } from '../../ui/localeFormat';

const Column = DataTable.Col<Order>;
const NumberColumn = DataTable.NumberCol<Order>;
const sortable = sortableIn(COLLECTIONS.orders);

// No bulk delete: an order is never deleted, it is cancelled (DESIGN.md §6).
export const OrderList = () => {
  const filters = useOrderFilters();
  const money = useMoneyFormat();
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
      sort={defaultSortOf(COLLECTIONS.orders)}
      perPage={25}
      // The toolbar (Create and Settings) stays when there is no order yet.
      empty={false}
    >
      <PhoneOr<Order>
        phone={{
          primaryText: (order) => <Parts>{[order.number, order.dealer_name]}</Parts>,
          secondaryText: <LocaleDateField source="created_at" showTime />,
          tertiaryText: (
            <>
              <OrderStatusField source="status" /> <MoneyField source="total" />
            </>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" {...sortable('number')} />
          {/* Sorting by dealer would order by its id, which means nothing to a reader. */}
          <Column source="dealer_name" disableSort />
          <Column source="created_at" {...sortable('created_at')}>
            <LocaleDateField source="created_at" showTime />
          </Column>
          <Column source="status" field={OrderStatusField} {...sortable('status')} />
          <NumberColumn source="line_count" {...sortable('line_count')} />
          <NumberColumn source="total" {...money.props} {...sortable('total')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
