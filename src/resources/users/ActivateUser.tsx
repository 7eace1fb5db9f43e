import { useState } from 'react';
import {
  Form,
  required,
  SaveButton,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { User } from '../../../contract/access';
import { useNotifyServerError } from './UserActions';
import { RoleChoiceInput } from './userPrivilege';

/**
 * Activates a pending account. An active user must hold a role (the API answers 422 on
 * role_id otherwise), so the dialog asks for one, starting from the role it may already have.
 */
export const ActivateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyServerError();
  const record = useRecordContext<User>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<User>();
  if (!record) return null;

  const activate = async ({ role_id }: { role_id?: number | null }) => {
    try {
      await update(
        'users',
        { id: record.id, data: { status: 'active', role_id }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.users.activated', { type: 'success' });
      setOpen(false);
    } catch (error) {
      const fieldErrors = (error as HttpError).body?.errors;
      if (fieldErrors) return fieldErrors;
      notifyError(error);
    }
  };

  return (
    <>
      <Button size="small" variant="contained" color="warning" startIcon={<HowToRegIcon />} onClick={() => setOpen(true)}>
        {translate('app.users.activate')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="activate-user-title" fullWidth maxWidth="xs">
        <Form record={{ role_id: record.role_id ?? null }} onSubmit={activate} noValidate>
          <DialogTitle id="activate-user-title">{translate('app.users.activate_title', { name: record.full_name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.users.activate_content')}</DialogContentText>
            <RoleChoiceInput validate={required()} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton label="app.users.activate" icon={<HowToRegIcon />} alwaysEnable={!isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

/** A pending account registered itself from /register and waits for an administrator. */
export const PendingUserNotice = () => {
  const translate = useTranslate();
  const record = useRecordContext<User>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  if (record?.status !== 'pending') return null;
  return (
    <Alert severity="warning" sx={{ m: 2, alignItems: 'center' }} action={canAccess ? <ActivateButton /> : undefined}>
      {translate('app.users.pending_notice')}
    </Alert>
  );
};
