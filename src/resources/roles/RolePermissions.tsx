import { useState } from 'react';
import {
  Loading,
  LinkBase,
  Title,
  useCanAccess,
  useDataProvider,
  useGetOne,
  useNotify,
  useParams,
  useTranslate,
  type HttpError,
  type Identifier,
} from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Role } from '../../../contract/access';
import { ALL_PERMISSIONS, type Permission } from '../../../contract/permissions';
import { usePrivilege } from '../shared/usePrivilege';
import { PermissionMatrix } from './PermissionMatrix';
import { permissionList, sameTicks, ticksOf } from './matrixTicks';

/**
 * The editor for one role. `edited` is null until the user ticks something, so an untouched
 * matrix follows the role as fetched; once edited, a refetch (after a 409) keeps the ticks.
 */
const RolePermissionsEditor = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canEdit, isPending: accessPending } = useCanAccess({ resource: 'roles', action: 'edit' });
  const { data: role, isPending, isFetching, error } = useGetOne<Role>('roles', { id: Number(id) });
  const privilege = usePrivilege();
  const [edited, setEdited] = useState<Set<Permission> | null>(null);

  const refetchRoles = () => queryClient.invalidateQueries({ queryKey: ['roles'] });
  const save = useMutation<Role, HttpError, { version: number; permissions: Permission[] }>({
    mutationFn: (body) => dataProvider.action<Role>('roles', id, 'permissions', body, 'PUT'),
    onSuccess: (updated) => {
      setEdited(ticksOf(updated.permissions));
      notify('app.roles.matrix.saved', { type: 'success' });
      refetchRoles();
    },
    onError: (saveError) => {
      // The last holder of manage_roles, or a stale version: say why and keep the ticks; the
      // refetch brings the current version, so saving again is the user's deliberate choice.
      const message = saveError.message || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
      if (saveError.status === 409) refetchRoles();
    },
  });

  if (isPending || accessPending || !privilege.known) return <Loading />;
  if (error || !role) return <Alert severity="error">{error?.message ?? translate('ra.notification.item_doesnt_exist')}</Alert>;

  const saved = ticksOf(role.permissions);
  const ticks = edited ?? saved;
  const dirty = !sameTicks(ticks, saved);
  // Issue 32: a role holding what the user lacks is not theirs to change; on their own, they tick only what they hold.
  const beyond = privilege.beyond(role.permissions);
  const readOnly = !canEdit || beyond.length > 0;
  const grantable = (permission: Permission) => privilege.beyond(permission).length === 0;

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('app.roles.matrix.title', { name: role.name })} />
      <Card>
        <CardHeader title={role.name} subheader={role.description || translate('app.roles.matrix.subtitle')} />
        {readOnly ? (
          <Alert severity="info" sx={{ mx: 2 }}>
            {canEdit ? translate('app.privilege.role_beyond_you', { name: role.name, permissions: beyond.join(', ') }) : translate('app.roles.matrix.read_only')}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {translate('app.roles.matrix.write_implies_read')}
            {privilege.beyond(ALL_PERMISSIONS.join(',')).length > 0 && ` ${translate('app.privilege.matrix_own_only')}`}
          </Typography>
        )}
        <CardContent>
          <PermissionMatrix ticks={ticks} onChange={setEdited} readOnly={readOnly || save.isPending} grantable={grantable} />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          {!readOnly && (
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!dirty || save.isPending || isFetching}
              onClick={() => save.mutate({ version: role.version, permissions: permissionList(ticks) })}
            >
              {translate('ra.action.save')}
            </Button>
          )}
          <Button component={LinkBase} to={`/roles/${id}/show`} disabled={save.isPending}>
            {translate(readOnly ? 'ra.action.back' : 'ra.action.cancel')}
          </Button>
          {dirty && (
            <Typography variant="body2" color="warning.main">
              {translate('app.roles.matrix.unsaved')}
            </Typography>
          )}
        </CardActions>
      </Card>
    </Box>
  );
};

/** `/roles/:id/permissions` (SPEC.md §2): a fresh editor per role, so no ticks leak between roles. */
export const RolePermissions = () => {
  const { id } = useParams<{ id?: string }>();
  return id ? <RolePermissionsEditor key={id} id={id} /> : null;
};
