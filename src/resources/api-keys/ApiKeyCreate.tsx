import { useState } from 'react';
import { SimpleForm, useRedirect, useTranslate } from 'react-admin';
import type { ApiKeyCreated } from '../../../contract/integrations';
import { Create } from '../shared/ResourcePage';
import { OnceSecretDialog } from '../shared/OnceSecretDialog';
import { apiKeyDefaults, ApiKeyInputs, apiKeyResolver, endOfDay } from './ApiKeyInputs';

type KeyForm = { name: string; permissions: string[]; expires_at: string | null };

/** Made, the key's secret is shown once; the person goes on to the key's page only after saying they have copied it. */
export const ApiKeyCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <>
      <Create<KeyForm>
        transform={(data: KeyForm) => ({ ...data, expires_at: endOfDay(data.expires_at) })}
        mutationOptions={{ onSuccess: (data: unknown) => setCreated(data as ApiKeyCreated) }}
      >
        <SimpleForm noValidate resolver={apiKeyResolver} defaultValues={apiKeyDefaults} sx={{ maxWidth: 720 }}>
          <ApiKeyInputs />
        </SimpleForm>
      </Create>
      <OnceSecretDialog
        secret={created?.secret ?? null}
        title={translate('app.api_keys.created_title', { name: created?.name ?? '' })}
        lead={translate('app.api_keys.created_lead')}
        label={translate('resources.api-keys.fields.secret')}
        onDone={() => {
          const id = created?.id;
          setCreated(null);
          redirect('show', 'api-keys', id);
        }}
      />
    </>
  );
};
