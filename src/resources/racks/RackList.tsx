import { DataTable, ReferenceField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Rack } from '../../../contract/locations';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { ListActions } from '../shared/ListActions';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { HoldsStockField } from '../room-rack/HoldsStockMarker';
import { rackFilters } from './RackFilters';
import { PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<Rack>;
const sortable = sortableIn(COLLECTIONS.racks);

export const RackList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={rackFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS.racks)} perPage={25}>
      <PhoneOr<Rack>
        phone={{
          primaryText: (rack) => rack.path,
          secondaryText: (rack) => rack.name,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="path" {...sortable('path')} />
          <Column source="code" {...sortable('code')} />
          <Column source="name" {...sortable('name')} />
          <Column source="room_id" {...sortable('room_id')}>
            <ReferenceField source="room_id" reference="rooms" link="show" />
          </Column>
          <Column source="holds_stock" {...sortable('holds_stock')}>
            <HoldsStockField />
          </Column>
        </DataTable>
      </PhoneOr>
    </List>
  );
};
