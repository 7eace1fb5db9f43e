import { SimpleForm, type Identifier } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { roleDefaults, RoleInputs, roleResolver } from './RoleInputs';

// A new role holds no permission, so the next step is always its matrix.
const toMatrix = (_resource?: string, id?: Identifier) => `/roles/${id}/permissions`;

export const RoleCreate = () => (
  <Create redirect={toMatrix}>
    <SimpleForm noValidate resolver={roleResolver} defaultValues={roleDefaults} sx={{ maxWidth: 600 }}>
      <RoleInputs />
    </SimpleForm>
  </Create>
);
