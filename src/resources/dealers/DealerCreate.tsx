import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { dealerDefaults, DealerInputs, dealerResolver } from './DealerInputs';

export const DealerCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={dealerResolver} defaultValues={dealerDefaults} sx={{ maxWidth: 900 }}>
      <DealerInputs />
    </SimpleForm>
  </Create>
);
