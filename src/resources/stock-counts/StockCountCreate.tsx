import { Create, SimpleForm } from 'react-admin';
import { stockCountDefaults, StockCountInputs, stockCountResolver } from './StockCountInputs';

export const StockCountCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate mode="onChange" resolver={stockCountResolver} defaultValues={stockCountDefaults}>
      <StockCountInputs autoFocus />
    </SimpleForm>
  </Create>
);
