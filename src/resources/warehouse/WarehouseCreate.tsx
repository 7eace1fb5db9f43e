import { Create, SimpleForm } from 'react-admin';
import { warehouseDefaults, WarehouseInputs, warehouseResolver } from './WarehouseInputs';

export const WarehouseCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={warehouseResolver} defaultValues={warehouseDefaults} sx={{ maxWidth: 600 }}>
      <WarehouseInputs />
    </SimpleForm>
  </Create>
);
