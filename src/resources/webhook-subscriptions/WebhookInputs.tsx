import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { webhookSubscriptionInput } from '../../../contract/integrations';
import { keepEmptyText } from '../../ui/forms';
import { EventTypesInput } from './EventTypesInput';

export const webhookResolver = zodResolver(webhookSubscriptionInput);

export const webhookDefaults = { url: '', description: null, events: [], active: true };

/** The form body shared by create and edit. */
export const WebhookInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.webhooks.intro')}
      </Typography>
      <TextInput source="url" parse={keepEmptyText} type="url" sx={{ maxWidth: 640 }} />
      <TextInput source="description" multiline minRows={2} sx={{ maxWidth: 640 }} />
      <BooleanInput source="active" />
      <EventTypesInput />
    </>
  );
};
