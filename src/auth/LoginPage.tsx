import { useEffect, useState } from 'react';
import { Navigate, PasswordInput, TextInput, useAuthProvider, useInput, useNavigate, useResetStore, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, FormControlLabel } from '@mui/material';
import { isSignedIn } from '../providers/session';
import { keepEmptyText } from '../ui/forms';
import { AuthCard, AuthForm, AuthLinks } from './AuthCard';
import { clearLocked } from '../providers/screenLock';
import { authResolver } from './authResolver';

const resolver = authResolver('loginResolver');
const emptyCredentials = { email: '', password: '', remember: false };
const accountLinks = [
  { to: '/register', label: 'app.auth.register_link' },
  { to: '/forgot-password', label: 'app.auth.forgot_link' },
] as const;

type Credentials = typeof emptyCredentials;

/** "Remember me": the server then sets cookies that outlive the browser (DESIGN.md §5). */
const RememberMeInput = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'remember' });
  return (
    <FormControlLabel
      control={<Checkbox name={field.name} checked={field.value === true} onChange={(_, checked) => field.onChange(checked)} onBlur={field.onBlur} />}
      label={translate('app.account.remember_me')}
    />
  );
};

/** DESIGN.md §4: `/` is the staff login; a signed-in user goes on to the dashboard. */
export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetStore = useResetStore();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = isSignedIn(window.localStorage);

  // SPEC.md §4: a session that ended leaves no state behind (cached records, list filters, a
  // lock screen's mark). Done here, once the signed-in pages are gone, so nothing on screen
  // refetches without a session.
  useEffect(() => {
    if (signedIn) return;
    queryClient.clear();
    resetStore();
    clearLocked(window.localStorage);
  }, [signedIn, queryClient, resetStore]);

  if (signedIn) return <Navigate to="/dashboard" replace />;

  const submit = async (values: Partial<Credentials>) => {
    setLoading(true);
    setError(null);
    try {
      await authProvider?.login(values);
      // This page lives inside react-admin's routes, which keep the "not signed in" answer
      // they got for it; they must ask again before the dashboard opens.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setLoading(false);
    }
  };

  return (
    <AuthCard title="app.auth.title" subtitle="app.auth.subtitle">
      <AuthForm onSubmit={submit} resolver={resolver} defaultValues={emptyCredentials} error={error} loading={loading} submitLabel="app.auth.sign_in">
        <TextInput source="email" type="email" label="app.auth.email" parse={keepEmptyText} autoComplete="username" autoFocus fullWidth />
        <PasswordInput source="password" label="app.auth.password" parse={keepEmptyText} autoComplete="current-password" fullWidth />
        <RememberMeInput />
      </AuthForm>
      <AuthLinks links={accountLinks} />
    </AuthCard>
  );
};
