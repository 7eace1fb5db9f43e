import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { WebhookInputs, webhookResolver } from './WebhookInputs';

// Pessimistic: a refused address (422) and a stale version (409) must reach the person.
export const WebhookEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={webhookResolver}>
      <WebhookInputs />
    </SimpleForm>
  </EditWithHistory>
);
