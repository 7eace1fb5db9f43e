import { DataTable, NumberField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Role } from '../../../contract/access';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ticksOf } from './matrixTicks';
import { roleFilters } from './RoleFilters';
import { Named, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<Role>;
const NumberColumn = DataTable.NumberCol<Role>;
const sortable = sortableIn(COLLECTIONS.roles);

export const RoleList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={roleFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS.roles)} perPage={25}>
      <PhoneOr<Role>
        phone={{
          primaryText: (role) => role.name,
          secondaryText: (role) => role.description,
          tertiaryText: (
            <Named source="user_count">
              <NumberField source="user_count" />
            </Named>
          ),
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="name" {...sortable('name')} />
          <Column source="description" {...sortable('description')} />
          <NumberColumn source="user_count" {...sortable('user_count')} />
          <Column source="permission_count" align="right" disableSort render={(record) => ticksOf(record.permissions).size} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
