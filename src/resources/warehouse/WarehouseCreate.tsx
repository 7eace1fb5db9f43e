import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { warehouseDefaults, WarehouseInputs, warehouseResolver } from './WarehouseInputs';

export const WarehouseCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={warehouseResolver} defaultValues={warehouseDefaults} sx={{ maxWidth: 600 }}>
      <WarehouseInputs />
    </SimpleForm>
  </Create>
);
