import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import { resetPasswordInput } from '../../../contract/user';
import { passwordConfirmation } from '../../ui/passwordConfirmation';
import { LoadingButton } from '../../ui/LoadingButton';
import { PasswordFields } from '../layout/PasswordField';
import { dealerFetch } from '../session/dealerApi';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../profile/fieldErrors';
import { DealerAuthCard } from './DealerAuthCard';

const FORGOT_PATH = '/dealer/forgot-password';
const newPassword = resetPasswordInput.omit({ token: true }).extend(passwordConfirmation.shape).refine(passwordConfirmation.matches, passwordConfirmation.mismatch);
const emptyForm = { password: '', password_confirmation: '' };

const FIELDS = [
  { name: 'password', label: 'app.auth.new_password' },
  { name: 'password_confirmation', label: 'app.auth.password_confirmation' },
] as const;

/**
 * DESIGN.md §5 "Auth (dealers)", issue 32: the page the reset mail links to (`?token=`). The link
 * works once; saving ends every portal session, so the dealer signs in again with the new password.
 */
export const DealerResetPasswordPage = () => {
  const translate = useTranslate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: () => dealerFetch('/reset-password', { method: 'POST', body: { token, password: values.password } }),
    onError: (error) => setErrors(serverFieldErrors(error) ?? {}),
  });

  // A 422 on the token: unknown, used or expired. No field can fix that; a new link can.
  if (!token || errors.token) {
    return (
      <DealerAuthCard title="app.dealer_account.reset_title" links={[{ to: FORGOT_PATH, label: 'app.dealer_account.ask_new_link' }]}>
        <Alert severity="error" role="alert">
          {translate('app.dealer_account.invalid_link')}
        </Alert>
      </DealerAuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <DealerAuthCard title="app.dealer_account.reset_title">
        <Alert severity="success" role="status">
          {translate('app.dealer_account.reset_done')}
        </Alert>
      </DealerAuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newPassword.safeParse(values);
    setErrors(checked.success ? {} : zodFieldErrors(checked.error));
    if (checked.success) reset.mutate();
  };

  return (
    <DealerAuthCard title="app.dealer_account.reset_title" subtitle="app.dealer_account.reset_subtitle">
      <Box component="form" onSubmit={submit} noValidate>
        {reset.isError && !Object.keys(errors).length && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {reset.error.message}
          </Alert>
        )}
        <PasswordFields fields={FIELDS} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} autoFocus />
        <LoadingButton type="submit" variant="contained" fullWidth loading={reset.isPending} sx={{ mt: 1 }}>
          {translate('app.dealer_account.save_password')}
        </LoadingButton>
      </Box>
    </DealerAuthCard>
  );
};
