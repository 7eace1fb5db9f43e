import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { SupplierInputs, supplierResolver } from './SupplierInputs';

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const SupplierEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={supplierResolver} sx={{ maxWidth: 900 }}>
      <SupplierInputs />
    </SimpleForm>
  </EditWithHistory>
);
