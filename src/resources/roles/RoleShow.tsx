import {
  EditButton,
  NumberField,
  TextField,
  TopToolbar,
  LinkBase,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Button, Grid } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import PeopleIcon from '@mui/icons-material/People';
import type { Role } from '../../../contract/access';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { RolePermissionsField } from './RolePermissionsField';
import { RoleBeyondNotice, useRoleAccess } from './rolePrivilege';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

/** Opens the permission matrix; read-only there without manage_roles. */
const PermissionsButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<Role>();
  if (!record) return null;
  return (
    <Button component={LinkBase} to={`/roles/${record.id}/permissions`} size="small" startIcon={<KeyIcon />}>
      {translate('app.roles.permissions')}
    </Button>
  );
};

/** Opens the user list filtered on this role. */
const ShowUsersButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<Role>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'list' });
  if (!record || !canAccess) return null;
  const filter = encodeURIComponent(JSON.stringify({ role_id: record.id }));
  return (
    <Button component={LinkBase} to={`/users?filter=${filter}`} size="small" startIcon={<PeopleIcon />}>
      {translate('app.roles.show_users')}
    </Button>
  );
};

/** A role holding more than the signed-in user: its matrix opens read-only, and no edit or delete (issue 32). */
const RoleShowActions = () => {
  const { changeable } = useRoleAccess(useRecordContext<Role>());
  return (
    <TopToolbar>
      <PermissionsButton />
      <ShowUsersButton />
      {changeable && <EditButton />}
      {changeable && <DeleteDocumentButton />}
    </TopToolbar>
  );
};

export const RoleShow = () => (
  <Show actions={<RoleShowActions />}>
    <RoleBeyondNotice />
    <Grid container>
      <Grid size={{ xs: 12, md: 5 }}>
        <FieldSection title="app.roles.sections.role">
          <TextField source="name" />
          <TextField source="description" emptyText="—" />
          <NumberField source="user_count" />
          <LocaleDateField source="created_at" showTime />
          <LocaleDateField source="updated_at" showTime />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FieldSection title="app.roles.sections.permissions">
          <RolePermissionsField />
        </FieldSection>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
