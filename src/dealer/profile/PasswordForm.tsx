import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { dealerPasswordInput } from '../../../contract/dealerPortal';
import { passwordConfirmation } from '../../ui/passwordConfirmation';
import { PasswordFields } from '../layout/PasswordField';
import { useDealerNotify } from '../layout/DealerNotify';
import { dealerFetch } from '../session/dealerApi';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './fieldErrors';
import { LoadingButton } from '../../ui/LoadingButton';

const passwordChange = dealerPasswordInput.extend(passwordConfirmation.shape).refine(passwordConfirmation.matches, passwordConfirmation.mismatch);
const emptyForm = { current_password: '', password: '', password_confirmation: '' };
type PasswordChange = typeof emptyForm;

const FIELDS = [
  { name: 'current_password', label: 'app.dealer.profile.current_password', autoComplete: 'current-password' },
  { name: 'password', label: 'app.auth.new_password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'app.auth.password_confirmation', autoComplete: 'new-password' },
] as const;

/** POST /api/dealer/password: the dealer's other sessions end, this one stays. */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const [values, setValues] = useState<PasswordChange>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useMutation({
    mutationFn: ({ current_password, password }: PasswordChange) => dealerFetch('/password', { method: 'POST', body: { current_password, password } }),
    onSuccess: () => {
      setValues(emptyForm);
      notify('app.dealer.profile.password_changed', 'success');
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else notify(error.message, 'error');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordChange.safeParse(values);
    setErrors(checked.success ? {} : zodFieldErrors(checked.error));
    if (checked.success) change.mutate(values);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <PasswordFields fields={FIELDS} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
      <LoadingButton type="submit" variant="contained" loading={change.isPending}>
        {translate('app.dealer.profile.change_password')}
      </LoadingButton>
    </Box>
  );
};
