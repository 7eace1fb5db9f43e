import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { stockCountDefaults, StockCountInputs, stockCountResolver } from './StockCountInputs';

export const StockCountCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate mode="onChange" resolver={stockCountResolver} defaultValues={stockCountDefaults}>
      <StockCountInputs autoFocus />
    </SimpleForm>
  </Create>
);
