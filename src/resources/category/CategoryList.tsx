import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Category } from '../../../contract/categories';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { Named, Parts, PhoneOr } from '../shared/PhoneList';
import { categoryFilters } from './CategoryFilters';
import { CategoryTreeCell } from './CategoryTree';

const Column = DataTable.Col<Category>;
const NumberColumn = DataTable.NumberCol<Category>;
const sortable = sortableIn(COLLECTIONS.categories);

// Issue 18 item 3: the default order is the tree (lineage), sorted, filtered and paged by the server.
export const CategoryList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List
      filters={categoryFilters}
      actions={
        <ListActions>
          <ImportButton kinds={['categories']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS.categories)}
      perPage={25}
      // The toolbar (Create, Import) stays when the list is empty: an import is how a list starts.
      empty={false}
    >
      <PhoneOr<Category>
        phone={{
          primaryText: <CategoryTreeCell />,
          secondaryText: (category) => (
            <Parts>{[<Named key="count" source="product_count">{category.product_count}</Named>, category.description]}</Parts>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="lineage" label="resources.category.fields.path" {...sortable('lineage')}>
            <CategoryTreeCell />
          </Column>
          <NumberColumn source="product_count" {...sortable('product_count')} />
          <Column source="description" {...sortable('description')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
