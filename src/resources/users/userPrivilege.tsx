import { AutocompleteInput, ReferenceInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { Alert } from '@mui/material';
import type { Role, User } from '../../../contract/access';
import { usePrivilege } from '../shared/usePrivilege';

// Issue 32, DESIGN.md §3: on the user screens, only roles within the signed-in user's permissions
// are given, nobody changes their own role or status, and an account holding more than the
// signed-in user is read-only for them. The server refuses the same (services/privilege.ts).

/** How the signed-in user stands to this user record: `beyond` what it holds that they lack, `own` their own account. */
export function useUserAccess(record: Pick<User, 'id' | 'permissions'> | undefined) {
  const privilege = usePrivilege();
  const beyond = record ? privilege.beyond(record.permissions) : [];
  const own = record !== undefined && privilege.selfId !== undefined && String(record.id) === String(privilege.selfId);
  return { beyond, own, changeable: privilege.known && beyond.length === 0 };
}

/** Says why an account is read-only for the signed-in user. */
export const UserBeyondNotice = () => {
  const translate = useTranslate();
  const record = useRecordContext<User>();
  const { beyond } = useUserAccess(record);
  if (!record || !beyond.length) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.privilege.user_beyond_you', { name: record.full_name, permissions: beyond.join(', ') })}
    </Alert>
  );
};

/**
 * The role picker: a role holding permissions the signed-in user lacks is shown, disabled, with
 * the reason in its label. `disabled` when the record's role is not theirs to change.
 */
export const RoleChoiceInput = ({ disabled, helperText, validate }: { disabled?: boolean; helperText?: string; validate?: Validator }) => {
  const translate = useTranslate();
  const { beyond } = usePrivilege();
  const label = (role: Role) => (beyond(role.permissions).length ? translate('app.privilege.role_not_yours', { name: role.name }) : role.name);
  return (
    <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        optionText={label}
        getOptionDisabled={(role: Role) => beyond(role.permissions).length > 0}
        disabled={disabled}
        helperText={helperText}
        validate={validate}
      />
    </ReferenceInput>
  );
};
