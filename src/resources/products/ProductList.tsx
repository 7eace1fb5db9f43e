import type { MouseEvent } from 'react';
import { DataTable, Link, NumberField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Product } from '../../../contract/products';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { BulkProductLabelsButton } from '../shared/labels/LabelDialog';
import { Named, Parts, PhoneOr } from '../shared/PhoneList';
import { YesNoField } from '../shared/YesNoField';
import { useProductFilters } from './ProductFilters';
import { MoneyField, useMoneyFormat } from '../../ui/localeFormat';

const Column = DataTable.Col<Product>;
const NumberColumn = DataTable.NumberCol<Product>;
const sortable = sortableIn(COLLECTIONS.products);

export const ProductList = () => {
  const bulkActions = useBulkDeleteActions();
  const money = useMoneyFormat();
  const readable = useProductFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!readable) return null;
  const { filters, categoryLinks } = readable;
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <ImportButton kinds={['products', 'prices']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS.products)}
      perPage={25}
      // The toolbar (Create, Import) stays when the list is empty: an import is how a list starts.
      empty={false}
    >
      <PhoneOr<Product>
        phone={{
          primaryText: (product) => `${product.sku} — ${product.name}`,
          secondaryText: (product) => (
            <Parts>
              {[
                product.category_name,
                <Named key="on_hand" source="on_hand">
                  <NumberField source="on_hand" />
                </Named>,
              ]}
            </Parts>
          ),
          tertiaryText: <MoneyField source="dealer_price" />,
        }}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={
            <>
              <BulkProductLabelsButton />
              {bulkActions}
            </>
          }
        >
          <Column source="sku" {...sortable('sku')} />
          <Column source="name" {...sortable('name')} />
          <Column
            source="category_id"
            {...sortable('category_id')}
            // The name comes with the product (one lookup per row would cost more than the table).
            render={(product) =>
              categoryLinks ? (
                <Link to={`/category/${product.category_id}/show`} onClick={(e: MouseEvent) => e.stopPropagation()}>
                  {product.category_name}
                </Link>
              ) : (
                product.category_name
              )
            }
          />
          <NumberColumn source="dealer_price" {...money.props} {...sortable('dealer_price')} />
          <NumberColumn source="cost" {...money.props} {...sortable('cost')} />
          <NumberColumn source="on_hand" {...sortable('on_hand')} />
          <NumberColumn source="reorder_level" {...sortable('reorder_level')} />
          <Column source="active" field={YesNoField} align="center" {...sortable('active')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
