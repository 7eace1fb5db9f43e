import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** Rooms are searched by code and name, and filtered by warehouse (contract/locations.ts). */
export const roomFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
];
