import { useState } from 'react';
import { Confirm, TextField, TopToolbar, useCanAccess, useDeleteController, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Grid } from '@mui/material';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import type { ApiKey } from '../../../contract/integrations';
import { ActionButton } from '../../ui/DocumentActions';
import { LocaleDateField } from '../../ui/localeFormat';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { Show } from '../shared/ResourcePage';
import { PermissionAreas } from '../roles/RolePermissionsField';
import { ExpiryField, LastUsedField, PrefixField } from './ApiKeyFields';

/** Revoking is deleting: the next request with the key is refused (401), so the dialog says so. */
const RevokeButton = () => {
  const record = useRecordContext<ApiKey>();
  const { canAccess } = useCanAccess({ resource: 'api-keys', action: 'delete', record });
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource: 'api-keys',
    mutationMode: 'pessimistic',
    successMessage: 'app.api_keys.revoked',
    mutationOptions: { onSettled: () => setOpen(false) },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <ActionButton label="app.api_keys.revoke" color="error" onClick={() => setOpen(true)}>
        <KeyOffIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.api_keys.revoke_title"
        titleTranslateOptions={{ name: record.name }}
        content="app.api_keys.revoke_content"
        confirm="app.api_keys.revoke"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const KeyPermissions = () => {
  const translate = useTranslate();
  const record = useRecordContext<ApiKey>();
  return record ? <PermissionAreas permissions={record.permissions} label={translate('resources.api-keys.fields.permissions')} /> : null;
};

const Immutable = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2, mb: 0 }}>
      {translate('app.api_keys.immutable')}
    </Alert>
  );
};

export const ApiKeyShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RevokeButton />
      </TopToolbar>
    }
  >
    <Immutable />
    <Grid container>
      <Grid size={{ xs: 12, md: 5 }}>
        <FieldSection title="app.api_keys.section">
          <TextField source="name" />
          <PrefixField source="prefix" />
          <ExpiryField source="expires_at" />
          <LastUsedField source="last_used_at" />
          <TextField source="created_by_name" emptyText="—" />
          <LocaleDateField source="created_at" showTime />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FieldSection title="resources.api-keys.fields.permissions">
          <KeyPermissions />
        </FieldSection>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
