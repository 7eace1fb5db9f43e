import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { ProductInputs, productResolver } from './ProductInputs';

// Pessimistic: the server's 422 field errors and 409 version conflicts must reach the form
// before the user leaves it.
export const ProductEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={productResolver}>
      <ProductInputs />
    </SimpleForm>
  </EditWithHistory>
);
