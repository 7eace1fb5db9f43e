import { SearchInput } from 'react-admin';

/** Keys are searched by name and prefix (contract/integrations.ts). */
export const apiKeyFilters = [<SearchInput key="q" source="q" alwaysOn />];
