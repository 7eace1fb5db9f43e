import { Navigate, TextInput } from 'react-admin';
import { Alert } from '@mui/material';
import { isSignedIn } from '../providers/session';
import { keepEmptyText } from '../ui/forms';
import { useAccountApi, useAccountRequest } from './accountApi';
import { AuthCard, AuthForm, AuthLinks } from './AuthCard';
import { layoutPath, type AuthLayout } from './AuthFrame';
import { authResolver } from './authResolver';

const resolver = authResolver('forgotPasswordResolver');
const emptyForm = { email: '' };

const signInLink = [{ to: '/', label: 'app.auth.back_to_sign_in' }] as const;

/**
 * DESIGN.md §5: asks for a reset link. The answer never says whether the email has an account.
 * The same form in each of the three layouts; its link to registering keeps the layout.
 */
export const ForgotPasswordPage = ({ layout = 'card' }: { layout?: AuthLayout }) => {
  const api = useAccountApi();
  const { loading, error, message, submit } = useAccountRequest(({ email }: typeof emptyForm) => api.forgotPassword({ email }));

  if (isSignedIn(window.localStorage)) return <Navigate to="/dashboard" replace />;

  if (message) {
    return (
      <AuthCard layout={layout} title="app.auth.forgot_title">
        <Alert severity="success" role="status">
          {message}
        </Alert>
        <AuthLinks links={signInLink} />
      </AuthCard>
    );
  }

  return (
    <AuthCard layout={layout} title="app.auth.forgot_title" subtitle="app.auth.forgot_subtitle">
      <AuthForm onSubmit={submit} resolver={resolver} defaultValues={emptyForm} error={error} loading={loading} submitLabel="app.auth.forgot_submit">
        <TextInput source="email" type="email" label="app.auth.email" parse={keepEmptyText} autoComplete="email" autoFocus fullWidth />
      </AuthForm>
      <AuthLinks links={[...signInLink, { to: layoutPath('/register', layout), label: 'app.auth.register_link' }]} />
    </AuthCard>
  );
};
