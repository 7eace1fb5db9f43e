import type { ReactNode } from 'react';
import { Form, LinkBase, useTranslate, type FormProps } from 'react-admin';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { loadAuthSchemas } from './authResolver';
import { AuthFrame, type AuthLayout } from './AuthFrame';
import { LanguageMenu } from '../ui/LanguageMenu';
import { LoadingButton } from '../ui/LoadingButton';

/** A public staff page (SPEC.md §2 "Public layout"): its title and content in one of the three layouts, no app layout. */
export const AuthCard = ({
  layout = 'card',
  title,
  subtitle,
  children,
}: {
  layout?: AuthLayout;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <AuthFrame layout={layout}>
      {/* Issue 32: the language can be chosen before signing in. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -1, mb: 1 }}>
        <LanguageMenu />
      </Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate(subtitle)}
        </Typography>
      )}
      {children}
    </AuthFrame>
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
 * reads 'Loading ...' and is disabled while the request runs (SPEC.md §4). Its resolver is an
 * authResolver, whose schemas it fetches once the person starts on the form.
 */
export const AuthForm = ({
  error,
  loading,
  submitLabel,
  children,
  ...form
}: Pick<FormProps, 'onSubmit' | 'resolver' | 'defaultValues'> & { error: string | null; loading: boolean; submitLabel: string; children: ReactNode }) => {
  const translate = useTranslate();
  // The form's checks are a chunk of their own, fetched at the person's first key or click in
  // the form (the resolver waits for it, if a submit comes first): the page shows without it.
  const load = () => void loadAuthSchemas();
  return (
    <Box onKeyDownCapture={load} onPointerDownCapture={load}>
      <Form {...form} noValidate>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
        <LoadingButton type="submit" variant="contained" fullWidth loading={loading} sx={{ mt: 2 }}>
          {translate(submitLabel)}
        </LoadingButton>
      </Form>
    </Box>
  );
};
