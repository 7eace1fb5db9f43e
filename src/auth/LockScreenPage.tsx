import { useEffect, type MouseEvent } from 'react';
import { LinkBase, Navigate, PasswordInput, useAuthProvider, useLocation, useNavigate, useTranslate } from 'react-admin';
import type { To } from 'react-router';
import { Avatar, Link, Stack, Typography } from '@mui/material';
import { displayName } from '../providers/authProvider';
import { isSignedIn, readUser } from '../providers/session';
import { keepEmptyText } from '../ui/forms';
import { useAccountApi, useAccountRequest } from './accountApi';
import { AuthCard, AuthForm } from './AuthCard';
import type { AuthLayout } from './AuthFrame';
import { clearLocked, LOCKED_KEY, markLocked } from '../providers/screenLock';
import { authResolver } from './authResolver';

const resolver = authResolver('unlockResolver');
const emptyForm = { password: '' };
const DEFAULT_RETURN = '/dashboard';

/** "Ada Lovelace" → "AL"; one word gives one letter. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word[0].toUpperCase()).join('');
}

/**
 * The lock screen (DESIGN.md §4/§5): opening it locks this sign-in on the server, so every
 * staff call answers 423 until the user's own password unlocks it; then it goes back to the
 * page the user locked (`state.from`). The browser keeps a mark of the lock, so a reload on
 * any staff page comes back here. Signed-out visitors go to the sign-in page.
 */
export const LockScreenPage = ({ layout = 'card' }: { layout?: AuthLayout }) => {
  const translate = useTranslate();
  const api = useAccountApi();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn(window.localStorage);
  const from: To = (location.state as { from?: To } | null)?.from ?? DEFAULT_RETURN;

  useEffect(() => {
    if (!signedIn) return;
    markLocked(window.localStorage, location.pathname);
    // The mark already keeps this browser here; a 401 has already taken the user to sign in.
    api.lock().catch(() => undefined);
  }, [signedIn, location.pathname, api]);

  // Unlocked, or signed out, in another tab of this browser: this one follows.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== LOCKED_KEY || event.newValue !== null) return;
      navigate(isSignedIn(window.localStorage) ? from : '/', { replace: true });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [navigate, from]);

  const { loading, error, submit } = useAccountRequest(async ({ password }: typeof emptyForm) => {
    await api.unlock({ password });
    clearLocked(window.localStorage);
    navigate(from, { replace: true });
    // Nothing to show here: the page has gone back to where the user was.
    return '';
  });

  if (!signedIn) return <Navigate to="/" replace />;

  const name = displayName(readUser(window.localStorage)?.full_name);

  const signInAsSomeoneElse = async (event: MouseEvent) => {
    event.preventDefault();
    await authProvider?.logout({});
    clearLocked(window.localStorage);
    navigate('/', { replace: true });
  };

  return (
    <AuthCard layout={layout} title="app.account.lock_title" subtitle="app.account.lock_subtitle">
      <Stack sx={{ alignItems: 'center', mb: 3 }} spacing={1}>
        <Avatar aria-hidden sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}>
          {initialsOf(name)}
        </Avatar>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      </Stack>
      <AuthForm onSubmit={submit} resolver={resolver} defaultValues={emptyForm} error={error} loading={loading} submitLabel="app.account.unlock">
        <PasswordInput source="password" label="app.auth.password" parse={keepEmptyText} autoComplete="current-password" autoFocus fullWidth />
      </AuthForm>
      <Link component={LinkBase} to="/" onClick={signInAsSomeoneElse} variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
        {translate('app.account.not_you')}
      </Link>
    </AuthCard>
  );
};
