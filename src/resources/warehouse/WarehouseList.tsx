import { BooleanField, DataTable, NumberField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Warehouse } from '../../../contract/locations';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { warehouseFilters } from './WarehouseFilters';
import { Named, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<Warehouse>;
const NumberColumn = DataTable.NumberCol<Warehouse>;
const sortable = sortableIn(COLLECTIONS.warehouses);

export const WarehouseList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List
      filters={warehouseFilters}
      actions={
        <ListActions>
          <ImportButton kinds={['locations']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS.warehouses)}
      perPage={25}
      // The toolbar (Create, Import) stays when the list is empty: an import is how a list starts.
      empty={false}
    >
      <PhoneOr<Warehouse>
        phone={{
          primaryText: (warehouse) => `${warehouse.code} — ${warehouse.name}`,
          secondaryText: (warehouse) => warehouse.address,
          tertiaryText: (
            <Named source="rack_count">
              <NumberField source="rack_count" />
            </Named>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="code" {...sortable('code')} />
          <Column source="name" {...sortable('name')} />
          <Column source="address" {...sortable('address')} />
          <Column source="active" field={BooleanField} align="center" {...sortable('active')} />
          <NumberColumn source="room_count" {...sortable('room_count')} />
          <NumberColumn source="rack_count" {...sortable('rack_count')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
