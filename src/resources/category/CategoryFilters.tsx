import { SearchInput } from 'react-admin';

/** Categories are searched by name and description (contract/categories.ts). */
export const categoryFilters = [<SearchInput key="q" source="q" alwaysOn />];
