import { useMemo } from 'react';
import { DateInput, InputHelperText, TextInput, useInput, useTranslate } from 'react-admin';
import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiKeyInput } from '../../../contract/integrations';
import { AREAS, type Permission } from '../../../contract/permissions';
import { keepEmptyText } from '../../ui/forms';
import { PermissionMatrix } from '../roles/PermissionMatrix';
import { permissionList } from '../roles/matrixTicks';
import { usePrivilege } from '../shared/usePrivilege';

/** The form holds the day picked (YYYY-MM-DD); it is sent as the end of that day (`endOfDay`), the instant the API takes. */
export const apiKeyResolver = zodResolver(apiKeyInput.extend({ expires_at: z.string().nullable().optional() }));

export const apiKeyDefaults = { name: '', permissions: [], expires_at: null };

/** The day picked is the last day the key works: it stops at the end of it, in the person's time zone. */
export const endOfDay = (day: string | null | undefined): string | null => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);

/**
 * DESIGN.md §3, §5 "Integrations": a key holds at most its maker's permissions. The role matrix,
 * with only the areas the maker reaches and only their own boxes tickable.
 */
const KeyPermissionsInput = () => {
  const translate = useTranslate();
  const privilege = usePrivilege();
  const { field, fieldState } = useInput<Permission[]>({ source: 'permissions' });
  const ticks = useMemo(() => new Set<Permission>(field.value ?? []), [field.value]);
  const held = (permission: Permission) => privilege.known && privilege.beyond(permission).length === 0;
  const areas = AREAS.filter((area) => held(area.read));
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={!!error} sx={{ my: 1, width: '100%' }}>
      <FormLabel component="legend">{translate('resources.api-keys.fields.permissions')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{translate('app.api_keys.permissions_help')}</FormHelperText>
      {areas.length ? (
        <Box sx={{ maxWidth: 640 }}>
          <PermissionMatrix ticks={ticks} onChange={(next) => field.onChange(permissionList(next))} readOnly={false} grantable={held} areas={areas} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.api_keys.no_grantable')}
        </Typography>
      )}
      {error && (
        <FormHelperText sx={{ mx: 0 }}>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
};

/** A key is made once and never edited: its name, its permissions, perhaps a last day. */
export const ApiKeyInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.api_keys.intro')}
      </Typography>
      <TextInput source="name" parse={keepEmptyText} />
      <KeyPermissionsInput />
      <DateInput source="expires_at" helperText="app.api_keys.expires_help" />
    </>
  );
};
