import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** Categories are searched by path and description (contract/categories.ts); "Brakes" finds its subcategories too. */
export const categoryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="parent_id" source="parent_id" reference="category" sort={{ field: 'lineage', order: 'ASC' }}>
    <AutocompleteInput optionText="path" />
  </ReferenceInput>,
];
