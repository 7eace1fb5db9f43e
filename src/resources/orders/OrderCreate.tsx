import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { orderDefaults, OrderInputs, orderResolver } from './OrderInputs';
import { useSettings } from '../../providers/settings';

// Validates as the user types (mode onChange): a wrong line shows at once, not on Save.
// The order will copy today's tax rate, so the preview uses it.
export const OrderCreate = () => {
  const { data: settings } = useSettings();
  return (
    <Create redirect="show">
      <SimpleForm noValidate mode="onChange" resolver={orderResolver} defaultValues={orderDefaults}>
        <OrderInputs autoFocus taxRate={settings?.tax_rate} />
      </SimpleForm>
    </Create>
  );
};
