import { Link, Navigate, Route, Routes } from 'react-router';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { Box, Button, CssBaseline, Typography } from '@mui/material';
import { i18nProvider } from '../providers/i18nProvider';

/** The paths SPEC.md §2 gives the dealer portal; until it is built they say it is coming. */
const DEALER_PATHS = ['', 'login', 'dashboard', 'form', 'orders', 'profile', 'view-order/:id'];

const DealerPage = ({ text, withBackLink = false }: { text: string; withBackLink?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {translate('app.dealer.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {translate(text)}
      </Typography>
      {withBackLink && (
        <Button component={Link} to="/dealer" variant="contained">
          {translate('app.dealer.back')}
        </Button>
      )}
    </Box>
  );
};

/** The dealer portal, mounted at /dealer/*; unknown dealer paths go to /dealer/404 (DESIGN.md §4). */
export const DealerApp = () => (
  <I18nContextProvider value={i18nProvider}>
    <CssBaseline />
    <Routes>
      {DEALER_PATHS.map((path) => (
        <Route key={path} path={path} element={<DealerPage text="app.dealer.coming_soon" />} />
      ))}
      <Route path="404" element={<DealerPage text="app.dealer.not_found" withBackLink />} />
      <Route path="*" element={<Navigate to="/dealer/404" replace />} />
    </Routes>
  </I18nContextProvider>
);
