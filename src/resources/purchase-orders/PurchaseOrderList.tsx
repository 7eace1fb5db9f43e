import { DataTable, List } from 'react-admin';
import { purchaseOrders, type PurchaseOrder } from '../../../contract/purchaseOrders';
import { defaultSortOf, MONEY, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ExpectedDateField, isOverdue, PurchaseOrderStatusField } from './PurchaseOrderFields';
import { usePurchaseOrderFilters } from './PurchaseOrderFilters';
import { SuggestReorderButton } from './SuggestReorderButton';

const Column = DataTable.Col<PurchaseOrder>;
const sortable = sortableIn(purchaseOrders);

/** Late deliveries stand out in the list as well as by their date. */
const rowSx = (record: PurchaseOrder) => (isOverdue(record) ? { backgroundColor: 'rgba(211, 47, 47, 0.06)' } : {});

// No bulk delete: only drafts can be deleted, one at a time from their page. The toolbar stays
// when there is no purchase order yet, so "Suggest reorder" can make the first ones.
export const PurchaseOrderList = () => {
  const filters = usePurchaseOrderFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <SuggestReorderButton />
        </ListActions>
      }
      sort={defaultSortOf(purchaseOrders)}
      perPage={25}
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false} rowSx={rowSx}>
        <Column source="number" {...sortable('number')} />
        <Column source="supplier_name" {...sortable('supplier_name')} />
        <Column source="warehouse_name" {...sortable('warehouse_name')} />
        <Column source="expected_date" field={ExpectedDateField} {...sortable('expected_date')} />
        <Column source="status" field={PurchaseOrderStatusField} {...sortable('status')} />
        <DataTable.NumberCol<PurchaseOrder> source="total" options={MONEY} {...sortable('total')} />
      </DataTable>
    </List>
  );
};
