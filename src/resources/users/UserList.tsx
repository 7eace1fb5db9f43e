import { DataTable, ReferenceField } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { User } from '../../../contract/access';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { userFilters } from './UserFilters';
import { UserStatusField } from './UserStatusField';
import { PhoneOr } from '../shared/PhoneList';
import { LocaleDateField } from '../../ui/localeFormat';

const Column = DataTable.Col<User>;
const sortable = sortableIn(COLLECTIONS.users);

export const UserList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={userFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS.users)} perPage={25}>
      <PhoneOr<User>
        phone={{
          primaryText: (user) => user.full_name,
          secondaryText: (user) => user.email,
          tertiaryText: <UserStatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="full_name" {...sortable('full_name')} />
          <Column source="email" {...sortable('email')} />
          <Column source="role_id" {...sortable('role_id')}>
            <ReferenceField source="role_id" reference="roles" link="show" emptyText="—" />
          </Column>
          <Column source="status" field={UserStatusField} {...sortable('status')} />
          <Column source="last_sign_in_at" {...sortable('last_sign_in_at')}>
            <LocaleDateField source="last_sign_in_at" showTime emptyText="app.users.never" />
          </Column>
        </DataTable>
      </PhoneOr>
    </List>
  );
};
