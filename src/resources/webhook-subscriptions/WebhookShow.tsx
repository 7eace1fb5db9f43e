import { EditButton, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Grid } from '@mui/material';
import type { WebhookSubscription } from '../../../contract/integrations';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { LocaleDateField } from '../../ui/localeFormat';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { Show } from '../shared/ResourcePage';
import { DeliveryLog } from './DeliveryLog';
import { ActiveField, EventTypesField, UrlField, useTurnedOffReason } from './WebhookFields';

/** Why the server turned it off, and what to do. */
const TurnedOffNotice = () => {
  const translate = useTranslate();
  const reason = useTurnedOffReason(useRecordContext<WebhookSubscription>());
  if (!reason) return null;
  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
      {translate('app.webhooks.turned_off_alert', { reason })}
    </Alert>
  );
};

export const WebhookShow = () => (
  <Show
    actions={
      <DocumentToolbar>
        <EditButton />
        <DeleteDocumentButton />
      </DocumentToolbar>
    }
  >
    <TurnedOffNotice />
    <Grid container>
      <Grid size={{ xs: 12, md: 5 }}>
        <FieldSection title="app.webhooks.section">
          <UrlField source="url" />
          <TextField source="description" emptyText="—" />
          <ActiveField source="active" />
          <TextField source="created_by_name" emptyText="—" />
          <LocaleDateField source="created_at" showTime />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FieldSection title="resources.webhook-subscriptions.fields.events">
          <EventTypesField source="events" label={false} />
        </FieldSection>
      </Grid>
    </Grid>
    <DeliveryLog />
    <HistoryPanel />
  </Show>
);
