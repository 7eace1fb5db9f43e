import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { USER_STATUSES, userInput } from '../../../contract/access';
import { FormSection } from '../shared/FormSection';
import { keepEmptyText } from '../shared/forms';

export const userResolver = zodResolver(userInput);

export const userDefaults = { full_name: '', email: '', status: 'active' };

export const statusChoices = USER_STATUSES.map((status) => ({ id: status, name: `app.users.status.${status}` }));

/** The form body shared by create and edit. No password: the user chooses it from a reset link. */
export const UserInputs = () => (
  <>
    <FormSection title="app.users.sections.identity">
      <TextInput source="full_name" parse={keepEmptyText} />
      <TextInput source="email" type="email" parse={keepEmptyText} />
    </FormSection>
    <FormSection title="app.users.sections.access">
      <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" helperText="app.users.role_help" />
      </ReferenceInput>
      <SelectInput source="status" choices={statusChoices} />
    </FormSection>
  </>
);
