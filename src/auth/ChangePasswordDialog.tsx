import { HttpError, PasswordInput, useTranslate } from 'react-admin';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { COMMON_PASSWORD_MESSAGE } from '../../contract/accountMessages';
import { keepEmptyText } from '../ui/forms';
import { useAccountApi, useAccountRequest } from './accountApi';
import { AuthForm } from './AuthCard';
import { authResolver } from './authResolver';

/**
 * The messages of the shared password rules (contract/user.ts) and of the server's answer, as
 * i18n keys: the same rule reads the same on every account screen, in the user's language.
 */
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'ra.validation.required',
  'At least 8 characters': 'app.account.password.too_short',
  'At most 128 characters': 'app.account.password.too_long',
  [COMMON_PASSWORD_MESSAGE]: 'app.account.password.too_common',
  'Wrong password': 'app.account.password.wrong_current',
};
const keyOf = (message: string) => MESSAGE_KEYS[message] ?? message;

const schemaResolver = authResolver('changePasswordResolver');

const resolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await schemaResolver(values as never, context, options as never);
  const errors: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(result.errors as Record<string, FieldError>)) {
    errors[field] = typeof error?.message === 'string' ? { ...error, message: keyOf(error.message) } : error;
  }
  return { values: result.values, errors } as never;
};

const emptyForm = { current_password: '', password: '', password_confirmation: '' };

/**
 * DESIGN.md §5 `POST /api/password`: the signed-in user chooses a new password. The server
 * checks the current one (422 under its field, 429 once throttled like a sign-in), keeps this
 * session and ends the user's other ones, which the success message says.
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-password-title">{translate('app.account.password.title')}</DialogTitle>
      {/* Inside the dialog, so that each opening starts a fresh form. */}
      <ChangePasswordForm onClose={onClose} />
    </Dialog>
  );
};

const ChangePasswordForm = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const api = useAccountApi();
  const { loading, error, message, submit } = useAccountRequest(
    async ({ current_password, password }: typeof emptyForm) => {
      try {
        return await api.changePassword({ current_password, password });
      } catch (failure) {
        if (failure instanceof HttpError && failure.status === 429) throw new Error(translate('app.account.password.throttled'));
        throw failure;
      }
    },
  );

  const send = async (values: Partial<typeof emptyForm>) => {
    const fieldErrors = await submit(values);
    return fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, keyOf(text)]));
  };

  return (
    <>
      <DialogContent>
        {message !== null ? (
          <Alert severity="success" role="status">
            {translate('app.account.password.changed')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.account.password.subtitle')}
            </Typography>
            <AuthForm onSubmit={send} resolver={resolver} defaultValues={emptyForm} error={error} loading={loading} submitLabel="app.account.password.submit">
              <PasswordInput
                source="current_password"
                label="app.account.password.current"
                parse={keepEmptyText}
                autoComplete="current-password"
                autoFocus
                fullWidth
              />
              <PasswordInput source="password" label="app.auth.new_password" parse={keepEmptyText} autoComplete="new-password" fullWidth helperText="app.account.password.rules" />
              <PasswordInput source="password_confirmation" label="app.auth.password_confirmation" parse={keepEmptyText} autoComplete="new-password" fullWidth />
            </AuthForm>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(message !== null ? 'ra.action.close' : 'ra.action.cancel')}</Button>
      </DialogActions>
    </>
  );
};
