import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { WarehouseInputs, warehouseResolver } from './WarehouseInputs';

// Pessimistic: a duplicate code (422), a stale version and a refused delete (409) must reach the user.
export const WarehouseEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={warehouseResolver} sx={{ maxWidth: 600 }}>
      <WarehouseInputs />
    </SimpleForm>
  </EditWithHistory>
);
