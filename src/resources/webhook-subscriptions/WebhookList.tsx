import { DataTable, TextField } from 'react-admin';
import type { WebhookSubscription } from '../../../contract/integrations';
import { COLLECTIONS } from '../../../contract/resources';
import { List } from '../shared/ResourcePage';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { Parts, PhoneOr } from '../shared/PhoneList';
import { ActiveField, EventCountField, UrlField } from './WebhookFields';
import { webhookFilters } from './WebhookFilters';

const Column = DataTable.Col<WebhookSubscription>;
const sortable = sortableIn(COLLECTIONS['webhook-subscriptions']);

export const WebhookList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={webhookFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['webhook-subscriptions'])} perPage={25}>
      <PhoneOr<WebhookSubscription>
        phone={{
          primaryText: <UrlField source="url" />,
          secondaryText: (
            <Parts>
              <EventCountField source="events" />
              <TextField source="description" />
            </Parts>
          ),
          tertiaryText: <ActiveField source="active" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="url" field={UrlField} {...sortable('url')} />
          <Column source="description" disableSort />
          <Column source="events" field={EventCountField} disableSort />
          <Column source="active" field={ActiveField} {...sortable('active')} />
          <Column source="created_by_name" disableSort />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
