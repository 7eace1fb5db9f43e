import { DataTable, NumberField, ReferenceField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Room } from '../../../contract/locations';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { ListActions } from '../shared/ListActions';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { HoldsStockField } from '../room-rack/HoldsStockMarker';
import { roomFilters } from './RoomFilters';
import { Named, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<Room>;
const NumberColumn = DataTable.NumberCol<Room>;
const sortable = sortableIn(COLLECTIONS.rooms);

export const RoomList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={roomFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS.rooms)} perPage={25}>
      <PhoneOr<Room>
        phone={{
          primaryText: (room) => `${room.code} — ${room.name}`,
          secondaryText: <ReferenceField source="warehouse_id" reference="warehouse" link={false} />,
          tertiaryText: (
            <Named source="rack_count">
              <NumberField source="rack_count" />
            </Named>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="warehouse_id" {...sortable('warehouse_id')}>
            <ReferenceField source="warehouse_id" reference="warehouse" link="show" />
          </Column>
          <Column source="code" {...sortable('code')} />
          <Column source="name" {...sortable('name')} />
          <NumberColumn source="rack_count" {...sortable('rack_count')} />
          <Column source="holds_stock" {...sortable('holds_stock')}>
            <HoldsStockField />
          </Column>
        </DataTable>
      </PhoneOr>
    </List>
  );
};
