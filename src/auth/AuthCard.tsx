import type { ReactNode } from 'react';
import { Form, LinkBase, useTranslate, type FormProps } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';

/** The public staff pages' frame (SPEC.md §2 "Public layout"): one centred card, no app layout. */
export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {translate(subtitle)}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

/** Links from one public page to the others, under its form. */
export const AuthLinks = ({ links }: { links: readonly { to: string; label: string }[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      {links.map(({ to, label }) => (
        <Link key={to} component={LinkBase} to={to} variant="body2">
          {translate(label)}
        </Link>
      ))}
    </Stack>
  );
};

/**
 * The form of a public page: the server's error above the fields, and a submit button that
 * reads 'Loading ...' and is disabled while the request runs (SPEC.md §4).
 */
export const AuthForm = ({
  error,
  loading,
  submitLabel,
  children,
  ...form
}: Pick<FormProps, 'onSubmit' | 'resolver' | 'defaultValues'> & { error: string | null; loading: boolean; submitLabel: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Form {...form} noValidate>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 2 }}>
        {translate(loading ? 'app.auth.loading' : submitLabel)}
      </Button>
    </Form>
  );
};
