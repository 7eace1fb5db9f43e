import { BooleanField, DataTable, List, ReferenceField } from 'react-admin';
import { products, type Product } from '../../schema/products';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, MONEY, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { useProductFilters } from './ProductFilters';

const Column = DataTable.Col<Product>;
const NumberColumn = DataTable.NumberCol<Product>;
const sortable = sortableIn(products);

export const ProductList = () => {
  const bulkActions = useBulkDeleteActions();
  const filters = useProductFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List filters={filters} actions={<ListActions />} sort={defaultSortOf(products)} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulkActions}>
        <Column source="sku" {...sortable('sku')} />
        <Column source="name" {...sortable('name')} />
        <Column source="category_id" {...sortable('category_id')}>
          <ReferenceField source="category_id" reference="category" link="show" />
        </Column>
        <NumberColumn source="dealer_price" options={MONEY} {...sortable('dealer_price')} />
        <NumberColumn source="cost" options={MONEY} {...sortable('cost')} />
        <NumberColumn source="on_hand" {...sortable('on_hand')} />
        <NumberColumn source="reorder_level" {...sortable('reorder_level')} />
        <Column source="active" field={BooleanField} align="center" {...sortable('active')} />
      </DataTable>
    </List>
  );
};
