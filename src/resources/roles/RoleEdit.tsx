import { SimpleForm, useRecordContext } from 'react-admin';
import type { Role } from '../../../contract/access';
import { EditWithHistory } from '../shared/EditWithHistory';
import { RoleInputs, roleResolver } from './RoleInputs';
import { RoleBeyondNotice, useRoleAccess } from './rolePrivilege';

/** A role holding more than the signed-in user shows read-only, without a Save button (issue 32). */
const RoleForm = () => {
  const { changeable } = useRoleAccess(useRecordContext<Role>());
  return (
    <SimpleForm noValidate resolver={roleResolver} sx={{ maxWidth: 600 }} toolbar={changeable ? undefined : false}>
      <RoleInputs disabled={!changeable} />
    </SimpleForm>
  );
};

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const RoleEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <RoleBeyondNotice />
    <RoleForm />
  </EditWithHistory>
);
