import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useMoneyFormat } from '../../ui/localeFormat';
import { ContactForm } from './ContactForm';
import { MailForm } from './MailForm';
import { PasswordForm } from './PasswordForm';
import { profileQuery } from './profileQuery';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    // A region named by its title: the page has a Save in two of them (contact details, mails).
    <Card component="section" aria-label={translate(title)} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const ReadOnly = ({ label, value }: { label: string; value: string | null }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </div>
  );
};

/** Issue 6: the company as Stockyard keeps it (read-only), the contact details, the mails (issue 36) and the password. */
export const DealerProfilePage = () => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const profile = useQuery(profileQuery);

  if (profile.isPending) return <CircularProgress aria-label={translate('app.notifications.loading')} />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  const dealer = profile.data;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {translate('app.dealer.profile.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.dealer.profile.company">
            <Stack spacing={2}>
              <ReadOnly label="resources.dealers.fields.company_name" value={dealer.company_name} />
              <ReadOnly label="resources.dealers.fields.email" value={dealer.email} />
              <ReadOnly label="resources.dealers.fields.tax_id" value={dealer.tax_id} />
              <ReadOnly label="resources.dealers.fields.credit_limit" value={money.format(dealer.credit_limit)} />
              <Typography variant="body2" color="text.secondary">
                {translate('app.dealer.profile.company_help')}
              </Typography>
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.dealer.profile.contact">
            <ContactForm profile={dealer} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.mails.portal.title">
            <MailForm key={dealer.version} profile={dealer} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.dealer.profile.password">
            <PasswordForm />
          </Section>
        </Grid>
      </Grid>
    </Stack>
  );
};
