import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { DEALER_LOGIN_PATH } from '../session/dealerApi';
import { LanguageMenu } from '../../ui/LanguageMenu';

/** The portal's signed-out pages (forgot and reset password): one card, centred, as wide as a phone allows. */
export const DealerAuthCard = ({ title, subtitle, children, links = [] }: { title: string; subtitle?: string; children: ReactNode; links?: { to: string; label: string }[] }) => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {/* The language can be chosen here too, as on the sign-in page. */}
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
          <Stack spacing={1} sx={{ mt: 3 }}>
            {[...links, { to: DEALER_LOGIN_PATH, label: 'app.dealer_account.back_to_sign_in' }].map((link) => (
              <MuiLink key={link.to} component={Link} to={link.to} variant="body2">
                {translate(link.label)}
              </MuiLink>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
