import { Create, SimpleForm } from 'react-admin';
import { dealerDefaults, DealerInputs, dealerResolver } from './DealerInputs';

export const DealerCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={dealerResolver} defaultValues={dealerDefaults} sx={{ maxWidth: 900 }}>
      <DealerInputs />
    </SimpleForm>
  </Create>
);
