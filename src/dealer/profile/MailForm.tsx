import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { DealerProfile } from '../../../contract/dealerPortal';
import type { MailLanguage } from '../../../contract/mails';
import { LoadingButton } from '../../ui/LoadingButton';
import { mailLanguageChoices } from '../../ui/mailLanguages';
import { useDealerNotify } from '../layout/DealerNotify';
import { DealerApiError, dealerFetch } from '../session/dealerApi';
import { storeDealer } from '../session/dealerSession';
import { PROFILE_QUERY_KEY } from './profileQuery';

type MailSettings = { language: MailLanguage; order_mails: boolean };

/**
 * Issue 36 item 3: the language of the dealer's mails and whether it is mailed about its orders
 * (PUT /api/dealer/profile, at the version it read). A stale copy is refused: the dealer is told
 * and the form shows the current settings.
 */
export const MailForm = ({ profile }: { profile: DealerProfile }) => {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MailSettings>({ language: profile.language, order_mails: profile.order_mails });

  const save = useMutation({
    mutationFn: async (settings: MailSettings) => (await dealerFetch<DealerProfile>('/profile', { method: 'PUT', body: { ...settings, version: profile.version } })).json,
    onSuccess: (saved) => {
      storeDealer(window.localStorage, saved);
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      notify('app.mails.portal.saved', 'success');
    },
    onError: (error) => {
      const current = error instanceof DealerApiError && error.status === 409 ? (error.body as { current?: DealerProfile }).current : undefined;
      notify(current ? 'app.dealer.profile.stale' : error.message, 'error');
      if (current) queryClient.setQueryData(PROFILE_QUERY_KEY, current);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <TextField
          select
          name="language"
          label={translate('app.mails.portal.language')}
          value={values.language}
          onChange={(event) => setValues((current) => ({ ...current, language: event.target.value as MailLanguage }))}
          helperText=" "
          fullWidth
        >
          {mailLanguageChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate(choice.name)}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <FormControlLabel
            control={<Switch name="order_mails" checked={values.order_mails} onChange={(event) => setValues((current) => ({ ...current, order_mails: event.target.checked }))} />}
            label={translate('app.mails.portal.order_mails')}
          />
          <FormHelperText sx={{ mt: 0, mb: 2 }}>{translate('app.mails.portal.order_mails_help')}</FormHelperText>
        </div>
      </Stack>
      <LoadingButton type="submit" variant="contained" loading={save.isPending}>
        {translate('app.dealer.profile.save')}
      </LoadingButton>
    </Box>
  );
};
