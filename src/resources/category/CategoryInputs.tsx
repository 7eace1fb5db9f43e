import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput } from '../../../contract/categories';
import { keepEmptyText } from '../shared/forms';

export const categoryResolver = zodResolver(categoryInput);

export const categoryDefaults = { name: '' };

/** The form body shared by create and edit. */
export const CategoryInputs = () => (
  <>
    <TextInput source="name" parse={keepEmptyText} />
    <ReferenceInput source="parent_id" reference="category" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <TextInput source="description" multiline minRows={3} />
  </>
);
