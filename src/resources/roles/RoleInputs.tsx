import { TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { roleInput } from '../../../contract/access';
import { keepEmptyText } from '../../ui/forms';

export const roleResolver = zodResolver(roleInput);

export const roleDefaults = { name: '' };

/** The form body shared by create and edit; permissions have their own screen, the matrix. */
export const RoleInputs = ({ disabled = false }: { disabled?: boolean }) => (
  <>
    <TextInput source="name" parse={keepEmptyText} disabled={disabled} />
    <TextInput source="description" multiline minRows={3} disabled={disabled} />
  </>
);
