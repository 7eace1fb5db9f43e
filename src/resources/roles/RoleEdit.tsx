import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { RoleInputs, roleResolver } from './RoleInputs';

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const RoleEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={roleResolver} sx={{ maxWidth: 600 }}>
      <RoleInputs />
    </SimpleForm>
  </EditWithHistory>
);
