import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import { useDateFormat } from '../../ui/localeFormat';

/** The start of the secret, as the person sees it in their script: "sk_ab12cd…". */
export const PrefixField = (props: FieldProps) => {
  const prefix = useFieldValue({ ...props, source: props.source ?? 'prefix' }) as string | undefined;
  return prefix ? (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
      {prefix}…
    </Typography>
  ) : null;
};

/** How many permissions the key holds (its show page has them by area). */
export const PermissionCountField = (props: FieldProps) => {
  const translate = useTranslate();
  const permissions = useFieldValue({ ...props, source: props.source ?? 'permissions' }) as string[] | undefined;
  return (
    <Typography component="span" variant="body2">
      {translate('app.api_keys.permission_count', { smart_count: permissions?.length ?? 0 })}
    </Typography>
  );
};

/** Whether the key's last moment has passed (read at each drawing: a list is not kept open for days). */
const isPast = (time: string) => Date.parse(time) <= Date.now();

/** Its expiry day, "No expiry", and an "Expired" chip once past. */
export const ExpiryField = (props: FieldProps) => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const expiresAt = useFieldValue({ ...props, source: props.source ?? 'expires_at' }) as string | null | undefined;
  if (!expiresAt) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.api_keys.no_expiry')}
      </Typography>
    );
  }
  const expired = isPast(expiresAt);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', typography: 'body2' }}>
      <span>{date(expiresAt)}</span>
      {expired && <Chip size="small" color="error" label={translate('app.api_keys.expired')} />}
    </Box>
  );
};

/** When a script last used the key (to the minute), or "Never", as plain text (a phone row's). */
export const LastUsedText = (props: FieldProps) => {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const lastUsed = useFieldValue({ ...props, source: props.source ?? 'last_used_at' }) as string | null | undefined;
  return <>{lastUsed ? dateTime(lastUsed) : translate('app.api_keys.never')}</>;
};

/** The same as a field, in the body text of the fields beside it. */
export const LastUsedField = (props: FieldProps) => (
  <Typography component="span" variant="body2">
    <LastUsedText {...props} />
  </Typography>
);
