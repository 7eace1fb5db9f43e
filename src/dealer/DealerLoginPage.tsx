import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { PasswordField } from './layout/PasswordField';
import { signInDealer } from './session/dealerAuth';
import { useDealerSignedIn } from './session/dealerSession';
import { LanguageMenu } from '../ui/LanguageMenu';
import { LoadingButton } from '../ui/LoadingButton';

const DASHBOARD_PATH = '/dealer/dashboard';

/** SPEC.md §2 "Dealer public layout": /dealer and /dealer/login; a signed-in dealer goes on to the dashboard. */
export const DealerLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useDealerSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A session that ended leaves no cached records behind; cleared here, once the signed-in
  // pages are gone, so nothing on screen refetches without a session.
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);

  if (signedIn && !loading) return <Navigate to={DASHBOARD_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      await signInDealer({ email, password });
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setLoading(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          {/* Issue 32: the language can be chosen before signing in. */}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -1, mb: 1 }}>
            <LanguageMenu />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.dealer.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.dealer.login.subtitle')}
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label={translate('app.auth.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="username"
              autoFocus
              required
              fullWidth
              margin="normal"
            />
            <PasswordField
              label={translate('app.auth.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
            />
            <LoadingButton type="submit" variant="contained" fullWidth loading={loading} sx={{ mt: 2 }}>
              {translate('app.auth.sign_in')}
            </LoadingButton>
            <MuiLink component={Link} to="/dealer/forgot-password" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
              {translate('app.dealer_account.forgot_link')}
            </MuiLink>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
