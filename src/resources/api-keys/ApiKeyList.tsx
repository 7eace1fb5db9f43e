import { DataTable, TextField } from 'react-admin';
import type { ApiKey } from '../../../contract/integrations';
import { COLLECTIONS } from '../../../contract/resources';
import { List } from '../shared/ResourcePage';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { Named, Parts, PhoneOr } from '../shared/PhoneList';
import { ExpiryField, LastUsedField, LastUsedText, PermissionCountField, PrefixField } from './ApiKeyFields';
import { apiKeyFilters } from './ApiKeyFilters';

const Column = DataTable.Col<ApiKey>;
const sortable = sortableIn(COLLECTIONS['api-keys']);

// No bulk delete: revoking says what it does to the scripts, one key at a time (ApiKeyShow).
export const ApiKeyList = () => (
  <List filters={apiKeyFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['api-keys'])} perPage={25}>
    <PhoneOr<ApiKey>
      phone={{
        primaryText: (key) => key.name,
        secondaryText: (
          <Parts>
            <PrefixField source="prefix" />
            <PermissionCountField source="permissions" />
            <TextField source="created_by_name" />
          </Parts>
        ),
        tertiaryText: (
          <Named source="last_used_at">
            <LastUsedText source="last_used_at" />
          </Named>
        ),
      }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="name" {...sortable('name')} />
        <Column source="prefix" field={PrefixField} {...sortable('prefix')} />
        <Column source="permissions" field={PermissionCountField} disableSort />
        <Column source="expires_at" field={ExpiryField} {...sortable('expires_at')} />
        <Column source="last_used_at" field={LastUsedField} {...sortable('last_used_at')} />
        <Column source="created_by_name" disableSort />
      </DataTable>
    </PhoneOr>
  </List>
);
