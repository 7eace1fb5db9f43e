import { Navigate, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { isSignedIn } from '../providers/session';
import { keepEmptyText } from '../ui/forms';
import { useAccountApi, useAccountRequest } from './accountApi';
import { AuthCard, AuthForm, AuthLinks } from './AuthCard';
import type { AuthLayout } from './AuthFrame';
import { authResolver } from './authResolver';

const resolver = authResolver('registerResolver');
const emptyForm = { full_name: '', email: '', password: '', password_confirmation: '' };
type Registration = typeof emptyForm;

const signInLink = [{ to: '/', label: 'app.auth.back_to_sign_in' }] as const;

/**
 * DESIGN.md §4/§5: a visitor asks for a staff account. It is created pending, without a role,
 * until an administrator activates it; the server answers the same whether or not the email
 * was known, so the page does too. The same form in each of the three layouts.
 */
export const RegisterPage = ({ layout = 'card' }: { layout?: AuthLayout }) => {
  const translate = useTranslate();
  const api = useAccountApi();
  const { loading, error, message, submit } = useAccountRequest(({ full_name, email, password }: Registration) =>
    api.register({ full_name, email, password }),
  );

  if (isSignedIn(window.localStorage)) return <Navigate to="/dashboard" replace />;

  if (message) {
    return (
      <AuthCard layout={layout} title="app.auth.register_title">
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <Alert severity="info">{translate('app.auth.register_pending')}</Alert>
        <AuthLinks links={signInLink} />
      </AuthCard>
    );
  }

  return (
    <AuthCard layout={layout} title="app.auth.register_title" subtitle="app.auth.register_subtitle">
      <AuthForm onSubmit={submit} resolver={resolver} defaultValues={emptyForm} error={error} loading={loading} submitLabel="app.auth.register_submit">
        <TextInput source="full_name" label="app.auth.full_name" parse={keepEmptyText} autoComplete="name" autoFocus fullWidth />
        <TextInput source="email" type="email" label="app.auth.email" parse={keepEmptyText} autoComplete="email" fullWidth />
        <PasswordInput source="password" label="app.auth.password" parse={keepEmptyText} autoComplete="new-password" fullWidth />
        <PasswordInput
          source="password_confirmation"
          label="app.auth.password_confirmation"
          parse={keepEmptyText}
          autoComplete="new-password"
          fullWidth
        />
      </AuthForm>
      <AuthLinks links={[{ to: '/', label: 'app.auth.have_account' }]} />
    </AuthCard>
  );
};
