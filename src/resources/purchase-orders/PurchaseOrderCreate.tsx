import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { purchaseOrderDefaults, PurchaseOrderInputs, purchaseOrderResolver } from './PurchaseOrderInputs';

// Validates as the user types (mode onChange): a wrong line shows at once, not on Save.
export const PurchaseOrderCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate mode="onChange" resolver={purchaseOrderResolver} defaultValues={purchaseOrderDefaults}>
      <PurchaseOrderInputs autoFocus />
    </SimpleForm>
  </Create>
);
