import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { roomInput } from '../../../contract/locations';
import { keepEmptyText } from '../../ui/forms';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const roomResolver = zodResolver(roomInput);

export const roomDefaults = { code: '', name: '' };

/** The form body shared by create and edit. */
export const RoomInputs = () => (
  <>
    <ReferenceInput source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }}>
      <AutocompleteInput />
    </ReferenceInput>
    <TextInput source="code" parse={keepEmptyText} helperText="app.locations.code_help" />
    <TextInput source="name" parse={keepEmptyText} />
  </>
);
