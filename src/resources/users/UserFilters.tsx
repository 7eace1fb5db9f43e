import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { statusChoices } from './UserInputs';

/** The filters the API declares for users (contract/access.ts), plus `q`. */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="role_id" source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];
