import { DataTable, List } from 'react-admin';
import { categories, type Category } from '../../../contract/categories';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { categoryFilters } from './CategoryFilters';

const Column = DataTable.Col<Category>;
const NumberColumn = DataTable.NumberCol<Category>;
const sortable = sortableIn(categories);

export const CategoryList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={categoryFilters} actions={<ListActions />} sort={defaultSortOf(categories)} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulkActions}>
        <Column source="name" {...sortable('name')} />
        <NumberColumn source="product_count" {...sortable('product_count')} />
        <Column source="description" {...sortable('description')} />
      </DataTable>
    </List>
  );
};
