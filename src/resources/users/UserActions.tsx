import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useUpdate, type HttpError } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { User } from '../../../contract/access';

/** Shows why the server refused; a 422 names the field at fault (an active user needs a role). */
export function useNotifyServerError() {
  const notify = useNotify();
  return (error: unknown) => {
    const fieldErrors: unknown = (error as HttpError | undefined)?.body?.errors;
    const first = fieldErrors && typeof fieldErrors === 'object' ? Object.values(fieldErrors)[0] : undefined;
    const message = typeof first === 'string' ? first : (error instanceof Error && error.message) || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

/**
 * Disables an account (the server ends its sessions at once) or enables a disabled one.
 * Disabling oneself is refused by the server (409); its reason is shown.
 */
export const UserStatusButton = () => {
  const notify = useNotify();
  const notifyError = useNotifyServerError();
  const record = useRecordContext<User>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<User>();
  if (!record || !canAccess) return null;
  const disabling = record.status !== 'disabled';
  const action = disabling ? 'disable' : 'enable';
  const confirm = () =>
    update(
      'users',
      { id: record.id, data: { status: disabling ? 'disabled' : 'active' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`app.users.${action}d`, { type: 'success' }),
        onError: notifyError,
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button label={`app.users.${action}`} color={disabling ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {disabling ? <BlockIcon /> : <CheckCircleIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.users.${action}_title`}
        content={`app.users.${action}_content`}
        titleTranslateOptions={{ name: record.full_name }}
        confirm={`app.users.${action}`}
        confirmColor={disabling ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Mails the user a reset link (202); the administrator never sees or sets a password. */
export const PasswordResetButton = () => {
  const notify = useNotify();
  const notifyError = useNotifyServerError();
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const [open, setOpen] = useState(false);
  const sendReset = useMutation<{ message: string }, HttpError, User>({
    mutationFn: (user) => dataProvider.action<{ message: string }>('users', user.id, 'password-reset'),
    onSuccess: ({ message }) => notify(message || 'app.users.password_reset_sent', { type: 'success', messageArgs: { _: message } }),
    onError: notifyError,
    onSettled: () => setOpen(false),
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label="app.users.password_reset" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={sendReset.isPending}
        title="app.users.password_reset_title"
        content="app.users.password_reset_content"
        titleTranslateOptions={{ email: record.email }}
        confirm="app.users.password_reset_send"
        onConfirm={() => sendReset.mutate(record)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
