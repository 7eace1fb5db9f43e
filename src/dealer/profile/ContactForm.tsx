import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Stack, TextField } from '@mui/material';
import { dealerProfileInput, type DealerProfile } from '../../../contract/dealerPortal';
import { useDealerNotify } from '../layout/DealerNotify';
import { DealerApiError, dealerFetch } from '../session/dealerApi';
import { storeDealer } from '../session/dealerSession';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './fieldErrors';
import { PROFILE_QUERY_KEY } from './profileQuery';
import { LoadingButton } from '../../ui/LoadingButton';

type Contact = Record<'contact_person_name' | 'phone' | 'address', string>;

const contactOf = (profile: DealerProfile): Contact => ({
  contact_person_name: profile.contact_person_name ?? '',
  phone: profile.phone ?? '',
  address: profile.address ?? '',
});

/**
 * What the dealer may change of itself (PUT /api/dealer/profile, at the version it read); the
 * header follows the new name. A save from a stale copy (staff changed the profile meanwhile) is
 * refused: the dealer is told, keeps what they typed, and the next save goes on the current profile.
 */
export const ContactForm = ({ profile }: { profile: DealerProfile }) => {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Contact>(() => contactOf(profile));
  // What the form was filled from: only the fields the dealer changed are sent.
  const [base, setBase] = useState<Contact>(() => contactOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: async (contact: Contact) => {
      const changed = Object.fromEntries(Object.entries(contact).filter(([name, value]) => value !== base[name as keyof Contact]));
      return (await dealerFetch<DealerProfile>('/profile', { method: 'PUT', body: { ...changed, version: profile.version } })).json;
    },
    onSuccess: (saved) => {
      storeDealer(window.localStorage, saved);
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      setValues(contactOf(saved));
      setBase(contactOf(saved));
      notify('app.dealer.profile.saved', 'success');
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      const current = error instanceof DealerApiError && error.status === 409 ? (error.body as { current?: DealerProfile }).current : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      else notify(current ? 'app.dealer.profile.stale' : error.message, 'error');
      if (!current) return;
      // The fields the dealer did not touch show the current values; what they typed stays.
      const now = contactOf(current);
      setValues((typed) => Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value === base[name as keyof Contact] ? now[name as keyof Contact] : value])) as Contact);
      setBase(now);
      queryClient.setQueryData(PROFILE_QUERY_KEY, current);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dealerProfileInput.safeParse({ ...values, version: profile.version });
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
