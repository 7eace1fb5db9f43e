import { AutocompleteInput, FormDataConsumer, ReferenceInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { rackInput } from '../../../contract/locations';
import { keepEmptyText } from '../../ui/forms';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const rackResolver = zodResolver(rackInput);

export const rackDefaults = { code: '' };

/**
 * The form body shared by create and edit. Room codes repeat across warehouses, so the
 * warehouse narrows the room choices; the schema keeps it out of the saved body.
 */
export const RackInputs = () => (
  <>
    <ReferenceInput source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }}>
      <AutocompleteInput helperText="app.locations.rack_warehouse_help" />
    </ReferenceInput>
    <FormDataConsumer<{ warehouse_id?: number | null }>>
      {({ formData }) => (
        <ReferenceInput
          source="room_id"
          reference="rooms"
          sort={{ field: 'code', order: 'ASC' }}
          filter={formData.warehouse_id ? { warehouse_id: formData.warehouse_id } : {}}
        >
          <AutocompleteInput />
        </ReferenceInput>
      )}
    </FormDataConsumer>
    <TextInput source="code" parse={keepEmptyText} helperText="app.locations.code_help" />
    <TextInput source="name" />
  </>
);
