import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { productDefaults, ProductInputs, productResolver } from './ProductInputs';

export const ProductCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={productResolver} defaultValues={productDefaults}>
      <ProductInputs />
    </SimpleForm>
  </Create>
);
