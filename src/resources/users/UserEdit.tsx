import { ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { PendingUserNotice } from './ActivateUser';
import { UserInputs, userResolver } from './UserInputs';

const UserEditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

// Pessimistic: field errors (422: an active user without a role) and 409s (a stale version,
// disabling oneself) must reach the user. The notice sits outside the form: its dialog has a form of its own.
export const UserEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show" actions={<UserEditActions />}>
    <PendingUserNotice />
    <SimpleForm noValidate resolver={userResolver} sx={{ maxWidth: 720 }}>
      <UserInputs />
    </SimpleForm>
  </EditWithHistory>
);
