import { useId, useState } from 'react';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Form,
  PasswordInput,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { portalPasswordInput, type Dealer } from '../../../contract/dealers';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf } from '../../ui/forms';

// The mismatch message is an i18n key: react-admin translates error messages under inputs.
const portalPasswordForm = portalPasswordInput
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'app.dealers.password_mismatch' });

type PortalPasswordValues = z.infer<typeof portalPasswordForm>;

const resolver = zodResolver(portalPasswordForm);
const emptyValues: PortalPasswordValues = { password: '', confirm: '' };


const PortalPasswordDialog = ({ dealer, title, onClose }: { dealer: Dealer; title: string; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();

  const submit = async (values: Partial<PortalPasswordValues>) => {
    try {
      await dataProvider.action('dealers', dealer.id, 'portal-password', { password: values.password });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
    notify('app.dealers.portal_password_saved', { type: 'success' });
    // The dealer's "password set" flag and its history changed on the server.
    await queryClient.invalidateQueries({ queryKey: ['dealers'] });
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* An empty record: the dialog must not take the dealer's fields as its form values. */}
      <Form record={{}} defaultValues={emptyValues} resolver={resolver} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {dealer.portal_email
              ? translate('app.dealers.portal_password_help', { email: dealer.portal_email })
              : translate('app.dealers.portal_password_no_email')}
          </DialogContentText>
          <PasswordInput source="password" label="app.dealers.new_password" autoComplete="new-password" fullWidth />
          <PasswordInput source="confirm" label="app.dealers.confirm_password" autoComplete="new-password" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton icon={<KeyIcon />} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * Sets or resets the dealer's portal password (DESIGN.md §6 "Catalogue"): only for users who
 * may edit dealers (manage_customers). The password is sent once and never shown back.
 */
export const PortalPasswordButton = () => {
  const { canAccess } = useCanAccess({ resource: 'dealers', action: 'edit' });
  return canAccess ? <PortalPasswordAction /> : null;
};

/**
 * The button itself, for the edit page, which only users who may edit dealers reach: asking
 * for the access a second time from within react-admin's Edit kept that page loading forever.
 */
export const PortalPasswordAction = () => {
  const dealer = useRecordContext<Dealer>();
  const [open, setOpen] = useState(false);
  if (!dealer) return null;

  const title = dealer.has_portal_password ? 'app.dealers.reset_portal_password' : 'app.dealers.set_portal_password';
  return (
    <>
      <Button label={title} onClick={() => setOpen(true)}>
        <KeyIcon />
      </Button>
      {open && <PortalPasswordDialog dealer={dealer} title={title} onClose={() => setOpen(false)} />}
    </>
  );
};
