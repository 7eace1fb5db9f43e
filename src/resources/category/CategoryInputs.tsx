import { AutocompleteInput, ReferenceInput, TextInput, useRecordContext } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput, type Category } from '../../../contract/categories';
import { keepEmptyText } from '../../ui/forms';

export const categoryResolver = zodResolver(categoryInput);

export const categoryDefaults = { name: '' };

/**
 * The form body shared by create and edit. Editing, the parent picker leaves out the category
 * itself and every category under it: no choice it offers makes a cycle (the server refuses one too).
 */
export const CategoryInputs = () => {
  const record = useRecordContext<Category>();
  const filter = record?.id ? { exclude_branch: record.id } : {};
  return (
    <>
      <TextInput source="name" parse={keepEmptyText} />
      <ReferenceInput source="parent_id" reference="category" sort={{ field: 'lineage', order: 'ASC' }} filter={filter}>
        <AutocompleteInput optionText="path" helperText="app.category.parent_help" />
      </ReferenceInput>
      <TextInput source="description" multiline minRows={3} />
    </>
  );
};
