import { EditButton, ReferenceField, Show, TextField, TopToolbar } from 'react-admin';
import { Grid } from '@mui/material';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { PendingUserNotice } from './ActivateUser';
import { PasswordResetButton, UserStatusButton } from './UserActions';
import { UserStatusField } from './UserStatusField';
import { LocaleDateField } from '../shared/localeFormat';
import { DeleteDocumentButton } from '../shared/DocumentActions';

const UserShowActions = () => (
  <TopToolbar>
    <UserStatusButton />
    <PasswordResetButton />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

export const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <PendingUserNotice />
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
