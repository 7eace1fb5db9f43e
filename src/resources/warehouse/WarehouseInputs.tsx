import { BooleanInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { warehouseInput } from '../../../contract/locations';
import { keepEmptyText } from '../../ui/forms';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const warehouseResolver = zodResolver(warehouseInput);

export const warehouseDefaults = { code: '', name: '', active: true };

/** The form body shared by create and edit. */
export const WarehouseInputs = () => (
  <>
    <TextInput source="code" parse={keepEmptyText} helperText="app.locations.code_help" />
    <TextInput source="name" parse={keepEmptyText} />
    <TextInput source="address" multiline minRows={2} />
    <BooleanInput source="active" />
  </>
);
