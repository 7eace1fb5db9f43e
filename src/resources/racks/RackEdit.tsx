import { Edit, SimpleForm } from 'react-admin';
import { RackInputs, rackResolver } from './RackInputs';

// Pessimistic: a duplicate code (422), a stale version and a refused delete (409) must reach the user.
export const RackEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={rackResolver} sx={{ maxWidth: 600 }}>
      <RackInputs />
    </SimpleForm>
  </Edit>
);
