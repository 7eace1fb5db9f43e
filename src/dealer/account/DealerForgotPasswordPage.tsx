import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, TextField } from '@mui/material';
import { LoadingButton } from '../../ui/LoadingButton';
import { dealerFetch } from '../session/dealerApi';
import { serverFieldErrors } from '../profile/fieldErrors';
import { DealerAuthCard } from './DealerAuthCard';

/**
 * DESIGN.md §5 "Auth (dealers)", issue 32: asks for a link to choose a new portal password. The
 * answer is the same whether or not the email signs in anywhere, so the page says the same too.
 */
export const DealerForgotPasswordPage = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => dealerFetch('/forgot-password', { method: 'POST', body: { email: email.trim() } }),
    onError: (error) => setFieldError(serverFieldErrors(error)?.email ?? null),
  });

  if (ask.isSuccess) {
    return (
      <DealerAuthCard title="app.dealer_account.forgot_title">
        <Alert severity="success" role="status">
          {translate('app.dealer_account.sent')}
        </Alert>
      </DealerAuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(email.trim() ? null : 'app.dealer_account.email_required');
    if (email.trim()) ask.mutate();
  };

  return (
    <DealerAuthCard title="app.dealer_account.forgot_title" subtitle="app.dealer_account.forgot_subtitle">
      <Box component="form" onSubmit={submit} noValidate>
        {ask.isError && !fieldError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {ask.error.message}
          </Alert>
        )}
        <TextField
          label={translate('app.auth.email')}
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ? translate(fieldError, { _: fieldError }) : ' '}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          margin="normal"
        />
        <LoadingButton type="submit" variant="contained" fullWidth loading={ask.isPending} sx={{ mt: 1 }}>
          {translate('app.dealer_account.send_link')}
        </LoadingButton>
      </Box>
    </DealerAuthCard>
  );
};
