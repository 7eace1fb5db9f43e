import { EditButton, ReferenceField, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import type { User } from '../../../contract/access';
import { Grid } from '@mui/material';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { PendingUserNotice } from './ActivateUser';
import { PasswordResetButton, UserStatusButton } from './UserActions';
import { UserStatusField } from './UserStatusField';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';
import { UserBeyondNotice, useUserAccess } from './userPrivilege';

/**
 * Issue 32: an account holding more than the signed-in user offers them no change (its notice
 * says why); on one's own account, no disabling and no deleting.
 */
const UserShowActions = () => {
  const { own, changeable } = useUserAccess(useRecordContext<User>());
  if (!changeable) return <TopToolbar />;
  return (
    <TopToolbar>
      {!own && <UserStatusButton />}
      <PasswordResetButton />
      <EditButton />
      {!own && <DeleteDocumentButton />}
    </TopToolbar>
  );
};

export const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <PendingUserNotice />
    <UserBeyondNotice />
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.users.sections.identity">
          <TextField source="full_name" />
          <TextField source="email" />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.users.sections.access">
          <ReferenceField source="role_id" reference="roles" link="show" emptyText="—" />
          <UserStatusField source="status" />
          <LocaleDateField source="last_sign_in_at" showTime emptyText="app.users.never" />
          <LocaleDateField source="created_at" showTime />
          <LocaleDateField source="updated_at" showTime />
        </FieldSection>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
