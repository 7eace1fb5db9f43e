import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';

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
