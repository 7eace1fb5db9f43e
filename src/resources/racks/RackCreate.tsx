import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { rackDefaults, RackInputs, rackResolver } from './RackInputs';

export const RackCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={rackResolver} defaultValues={rackDefaults} sx={{ maxWidth: 600 }}>
      <RackInputs />
    </SimpleForm>
  </Create>
);
