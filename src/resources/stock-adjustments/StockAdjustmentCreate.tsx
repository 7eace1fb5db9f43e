import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { stockAdjustmentDefaults, StockAdjustmentInputs, stockAdjustmentResolver } from './StockAdjustmentInputs';

// Validates as the user types (mode onChange): a wrong line shows at once, not on Save.
export const StockAdjustmentCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate mode="onChange" resolver={stockAdjustmentResolver} defaultValues={stockAdjustmentDefaults}>
      <StockAdjustmentInputs autoFocus />
    </SimpleForm>
  </Create>
);
