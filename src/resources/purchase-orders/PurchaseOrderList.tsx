import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { PurchaseOrder } from '../../../contract/purchaseOrders';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { MoneyField, useMoneyFormat } from '../../ui/localeFormat';
import { ListActions } from '../shared/ListActions';
import { ExpectedDateField, isOverdue, PurchaseOrderStatusField } from './PurchaseOrderFields';
import { usePurchaseOrderFilters } from './PurchaseOrderFilters';
import { ReorderButton } from './ReorderDialog';
import { Parts, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<PurchaseOrder>;
const sortable = sortableIn(COLLECTIONS['purchase-orders']);

/** Late deliveries stand out in the list as well as by their date. */
const rowSx = (record: PurchaseOrder) => (isOverdue(record) ? { backgroundColor: 'rgba(211, 47, 47, 0.06)' } : {});

// No bulk delete: only drafts can be deleted, one at a time from their page. The toolbar stays
// when there is no purchase order yet, so the reorder preview can make the first ones.
export const PurchaseOrderList = () => {
  const filters = usePurchaseOrderFilters();
  const money = useMoneyFormat();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <ReorderButton />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS['purchase-orders'])}
      perPage={25}
      empty={false}
    >
      <PhoneOr<PurchaseOrder>
        phone={{
          primaryText: (order) => <Parts>{[order.number, order.supplier_name]}</Parts>,
          secondaryText: (order) => <Parts>{[order.warehouse_name, <ExpectedDateField key="expected" source="expected_date" />]}</Parts>,
          tertiaryText: (
            <>
              <PurchaseOrderStatusField source="status" /> <MoneyField source="total" />
            </>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false} rowSx={rowSx}>
          <Column source="number" {...sortable('number')} />
          <Column source="supplier_name" {...sortable('supplier_name')} />
          <Column source="warehouse_name" {...sortable('warehouse_name')} />
          <Column source="expected_date" field={ExpectedDateField} {...sortable('expected_date')} />
          <Column source="status" field={PurchaseOrderStatusField} {...sortable('status')} />
          <DataTable.NumberCol<PurchaseOrder> source="total" {...money.props} {...sortable('total')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
