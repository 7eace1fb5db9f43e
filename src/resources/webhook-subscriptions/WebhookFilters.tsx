import { NullableBooleanInput, SearchInput } from 'react-admin';

/** Webhooks are searched by URL and description, and filtered on or off (contract/integrations.ts). */
export const webhookFilters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" />];
