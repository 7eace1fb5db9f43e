import { useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import type { Role } from '../../../contract/access';
import { usePrivilege } from '../shared/usePrivilege';

// Issue 32, DESIGN.md §3: a role holding a permission the signed-in user lacks is read-only for
// them (rename, delete, its matrix). The server refuses the same (services/privilege.ts).

/** The permissions of this role the signed-in user lacks; `changeable` once known and none. */
export function useRoleAccess(record: Pick<Role, 'permissions'> | undefined) {
  const privilege = usePrivilege();
  const beyond = record ? privilege.beyond(record.permissions) : [];
  return { beyond, changeable: privilege.known && beyond.length === 0 };
}

/** Says why a role is read-only for the signed-in user. */
export const RoleBeyondNotice = () => {
  const translate = useTranslate();
  const record = useRecordContext<Role>();
  const { beyond } = useRoleAccess(record);
  if (!record || !beyond.length) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.privilege.role_beyond_you', { name: record.name, permissions: beyond.join(', ') })}
    </Alert>
  );
};
