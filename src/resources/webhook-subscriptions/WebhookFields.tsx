import { useFieldValue, useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { Box, Chip, Stack } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { turnedOffReason, type WebhookSubscription } from '../../../contract/integrations';
import { toMessageLocale } from '../../../contract/messages';
import { useEventTypeLabel } from './eventTypes';

/** How many event types it is sent. */
export const EventCountField = (props: FieldProps) => {
  const translate = useTranslate();
  const events = useFieldValue({ ...props, source: props.source ?? 'events' }) as string[] | undefined;
  return <span>{translate('app.webhooks.event_count', { smart_count: events?.length ?? 0 })}</span>;
};

/** Why the server turned it off, in the reader's language (a record from before the facts were kept: the server's English sentence). */
export function useTurnedOffReason(record: WebhookSubscription | undefined): string | null {
  const [locale] = useLocaleState();
  if (!record?.disabled_reason) return null;
  return record.disabled_because ? turnedOffReason(record.disabled_because, toMessageLocale(locale)) : record.disabled_reason;
}

/** On, off, or turned off by the server (a warning chip; its reason on hover and on the show page). */
export const ActiveField = (_props: FieldProps) => {
  const translate = useTranslate();
  const record = useRecordContext<WebhookSubscription>();
  const reason = useTurnedOffReason(record);
  if (!record) return null;
  if (reason) {
    return <Chip size="small" color="warning" icon={<WarningIcon />} label={translate('app.webhooks.turned_off')} title={reason} />;
  }
  return record.active ? (
    <Chip size="small" color="success" variant="outlined" label={translate('resources.webhook-subscriptions.fields.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.webhooks.inactive')} />
  );
};

/** The URL, broken anywhere rather than widening the page. */
export const UrlField = (props: FieldProps) => {
  const url = useFieldValue({ ...props, source: props.source ?? 'url' }) as string | undefined;
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', wordBreak: 'break-all' }}>
      {url}
    </Box>
  );
};

/** Its event types by name, the type itself on hover. */
export const EventTypesField = (props: FieldProps) => {
  const labelOf = useEventTypeLabel();
  const events = useFieldValue({ ...props, source: props.source ?? 'events' }) as string[] | undefined;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(events ?? []).map((type) => (
        <Chip key={type} size="small" label={labelOf(type)} title={type} />
      ))}
    </Stack>
  );
};
