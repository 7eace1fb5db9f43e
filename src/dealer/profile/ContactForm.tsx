import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Stack, TextField } from '@mui/material';
import { dealerProfileInput, type DealerProfile } from '../../../contract/dealerPortal';
import { useDealerNotify } from '../layout/DealerNotify';
import { dealerFetch } from '../session/dealerApi';
import { storeDealer } from '../session/dealerSession';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './fieldErrors';
import { PROFILE_QUERY_KEY } from './profileQuery';
import { LoadingButton } from '../../layout/notifications/LoadingButton';

type Contact = Record<'contact_person_name' | 'phone' | 'address', string>;

const contactOf = (profile: DealerProfile): Contact => ({
  contact_person_name: profile.contact_person_name ?? '',
  phone: profile.phone ?? '',
  address: profile.address ?? '',
});

/** What the dealer may change of itself (PUT /api/dealer/profile); the header follows the new name. */
export const ContactForm = ({ profile }: { profile: DealerProfile }) => {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Contact>(() => contactOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: async (contact: Contact) => (await dealerFetch<DealerProfile>('/profile', { method: 'PUT', body: contact })).json,
    onSuccess: (saved) => {
      storeDealer(window.localStorage, saved);
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      setValues(contactOf(saved));
      notify('app.dealer.profile.saved', 'success');
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else notify(error.message, 'error');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dealerProfileInput.safeParse(values);
    setErrors(checked.success ? {} : zodFieldErrors(checked.error));
    if (checked.success) save.mutate(values);
  };

  const field = (name: keyof Contact, extra: { multiline?: boolean; autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={translate(`resources.dealers.fields.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] != null}
      helperText={errors[name] ? translate(errors[name], { _: errors[name] }) : ' '}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1}>
        {field('contact_person_name', { autoComplete: 'name' })}
        {field('phone', { autoComplete: 'tel' })}
        {field('address', { multiline: true, autoComplete: 'street-address' })}
      </Stack>
      <LoadingButton type="submit" variant="contained" loading={save.isPending}>
        {translate('app.dealer.profile.save')}
      </LoadingButton>
    </Box>
  );
};
