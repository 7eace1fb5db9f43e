import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { RackInputs, rackResolver } from './RackInputs';

// Pessimistic: a duplicate code (422), a stale version and a refused delete (409) must reach the user.
export const RackEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={rackResolver} sx={{ maxWidth: 600 }}>
      <RackInputs />
    </SimpleForm>
  </EditWithHistory>
);
