import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { USER_STATUSES, userInput, type User } from '../../../contract/access';
import { FormSection } from '../shared/FormSection';
import { keepEmptyText } from '../../ui/forms';
import { RoleChoiceInput, useUserAccess } from './userPrivilege';

export const userResolver = zodResolver(userInput);

export const userDefaults = { full_name: '', email: '', status: 'active' };

export const statusChoices = USER_STATUSES.map((status) => ({ id: status, name: `app.users.status.${status}` }));

/**
 * The form body shared by create and edit. No password: the user chooses it from a reset link.
 * On one's own record the role and status are read-only; an account holding more than the
 * signed-in user is read-only whole (issue 32).
 */
export const UserInputs = () => {
  const record = useRecordContext<User>();
  const { own, changeable } = useUserAccess(record);
  const locked = !changeable;
  return (
    <>
      <FormSection title="app.users.sections.identity">
        <TextInput source="full_name" parse={keepEmptyText} disabled={locked} />
        <TextInput source="email" type="email" parse={keepEmptyText} disabled={locked} />
      </FormSection>
      <FormSection title="app.users.sections.access">
        <RoleChoiceInput disabled={locked || own} helperText={own ? 'app.privilege.own_access' : 'app.users.role_help'} />
        <SelectInput source="status" choices={statusChoices} disabled={locked || own} helperText={own ? 'app.privilege.own_access' : undefined} />
      </FormSection>
    </>
  );
};
