import { SearchInput } from 'react-admin';

/** Roles are searched by name and description (contract/access.ts). */
export const roleFilters = [<SearchInput key="q" source="q" alwaysOn />];
