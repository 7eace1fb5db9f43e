import { useState } from 'react';
import { SimpleForm, useRedirect, useTranslate } from 'react-admin';
import type { WebhookSubscriptionCreated } from '../../../contract/integrations';
import { Create } from '../shared/ResourcePage';
import { OnceSecretDialog } from '../shared/OnceSecretDialog';
import { webhookDefaults, WebhookInputs, webhookResolver } from './WebhookInputs';

/** Made, the signing secret is shown once; then the webhook's page, where a test event can be sent. */
export const WebhookCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [created, setCreated] = useState<WebhookSubscriptionCreated | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data: unknown) => setCreated(data as WebhookSubscriptionCreated) }}>
        <SimpleForm noValidate resolver={webhookResolver} defaultValues={webhookDefaults}>
          <WebhookInputs />
        </SimpleForm>
      </Create>
      <OnceSecretDialog
        secret={created?.secret ?? null}
        title={translate('app.webhooks.created_title')}
        lead={translate('app.webhooks.created_lead')}
        label={translate('resources.webhook-subscriptions.fields.secret')}
        onDone={() => {
          const id = created?.id;
          setCreated(null);
          redirect('show', 'webhook-subscriptions', id);
        }}
      />
    </>
  );
};
