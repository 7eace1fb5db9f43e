import { ShowButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import type { User } from '../../../contract/access';
import { EditWithHistory } from '../shared/EditWithHistory';
import { PendingUserNotice } from './ActivateUser';
import { UserInputs, userResolver } from './UserInputs';
import { UserBeyondNotice, useUserAccess } from './userPrivilege';

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
    <UserBeyondNotice />
    <UserForm />
  </EditWithHistory>
);

/** An account holding more than the signed-in user shows read-only, without a Save button (issue 32). */
const UserForm = () => {
  const { changeable } = useUserAccess(useRecordContext<User>());
  return (
    <SimpleForm noValidate resolver={userResolver} sx={{ maxWidth: 720 }} toolbar={changeable ? undefined : false}>
      <UserInputs />
    </SimpleForm>
  );
};
