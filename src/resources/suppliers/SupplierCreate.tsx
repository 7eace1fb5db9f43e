import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { supplierDefaults, SupplierInputs, supplierResolver } from './SupplierInputs';

export const SupplierCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={supplierResolver} defaultValues={supplierDefaults} sx={{ maxWidth: 900 }}>
      <SupplierInputs />
    </SimpleForm>
  </Create>
);
