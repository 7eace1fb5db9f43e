import { SearchInput } from 'react-admin';

/** Categories are searched by name and description (src/schema/categories.ts). */
export const categoryFilters = [<SearchInput key="q" source="q" alwaysOn />];
