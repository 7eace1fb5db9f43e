import { useState } from 'react';
import { PasswordInput, useLocation, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { keepEmptyText } from '../ui/forms';
import { useAccountApi, useAccountRequest } from './accountApi';
import { AuthCard, AuthForm, AuthLinks } from './AuthCard';
import { authResolver } from './authResolver';

// The token comes from the link, not from a field: the form checks only the new password.
const resolver = authResolver('resetPasswordResolver');
const emptyForm = { password: '', password_confirmation: '' };

const signInLink = [{ to: '/', label: 'app.auth.back_to_sign_in' }] as const;
const newLinkLinks = [
  { to: '/forgot-password', label: 'app.auth.ask_new_link' },
  { to: '/', label: 'app.auth.back_to_sign_in' },
] as const;

/**
 * DESIGN.md §5: sets a new password from the mailed link (`?token=`). Shown whether or not
 * someone is signed in here: the link may be for another account than the open session.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const api = useAccountApi();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [linkRefused, setLinkRefused] = useState(false);
  const { loading, error, message, submit } = useAccountRequest(
    ({ password }: typeof emptyForm) => api.resetPassword({ token, password }),
    // A 422 on the token means the link is unknown, used or expired: no field can fix that.
    (errors) => {
      if (!errors.token) return false;
      setLinkRefused(true);
      return true;
    },
  );

  if (!token || linkRefused) {
    return (
      <AuthCard title="app.auth.reset_title">
        <Alert severity="error" role="alert">
          {translate('app.auth.invalid_link')}
        </Alert>
        <AuthLinks links={newLinkLinks} />
      </AuthCard>
    );
  }

  if (message) {
    return (
      <AuthCard title="app.auth.reset_title">
        <Alert severity="success" role="status">
          {message}
        </Alert>
        <AuthLinks links={signInLink} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="app.auth.reset_title" subtitle="app.auth.reset_subtitle">
      <AuthForm onSubmit={submit} resolver={resolver} defaultValues={emptyForm} error={error} loading={loading} submitLabel="app.auth.reset_submit">
        <PasswordInput source="password" label="app.auth.new_password" parse={keepEmptyText} autoComplete="new-password" autoFocus fullWidth />
        <PasswordInput
          source="password_confirmation"
          label="app.auth.password_confirmation"
          parse={keepEmptyText}
          autoComplete="new-password"
          fullWidth
        />
      </AuthForm>
      <AuthLinks links={signInLink} />
    </AuthCard>
  );
};
