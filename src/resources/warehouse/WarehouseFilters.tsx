import { NullableBooleanInput, SearchInput } from 'react-admin';

/** Warehouses are searched by code, name and address (contract/locations.ts). */
export const warehouseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" />,
];
