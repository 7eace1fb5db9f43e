import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { I18nContextProvider, StoreContextProvider, localStorageStore, useTranslate } from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Box, Button, CssBaseline, ThemeProvider, Typography, createTheme, useMediaQuery } from '@mui/material';
import { buildThemes } from '../ui/themes';
import { lazyPage } from '../ui/lazyPage';
import { i18nProvider, openInLocale, withLocaleInUse } from '../providers/i18nProvider';
import { DEALER_STORE_NAME } from '../providers/locales';
import { DealerLoginPage } from './DealerLoginPage';
import { DealerLayout } from './layout/DealerLayout';
import { DealerNotifyProvider, useDealerNotify } from './layout/DealerNotify';
import { DealerDashboardPage } from './pages/DealerDashboardPage';
import { DealerOrderFormPage } from './pages/DealerOrderFormPage';
import { DealerOrdersPage } from './pages/DealerOrdersPage';
import { DealerGuard } from './session/DealerGuard';
import { DEALER_NOT_FOUND_PATH } from './session/dealerApi';
import { bindDealerNavigation } from './session/dealerNavigation';

// The staff app's palettes, chosen for 4.5:1 contrast (src/ui/themes.ts).
const themes = buildThemes({ skin: 'default', isRTL: false });

/**
 * The portal has no theme switch of its own: it follows the phone's or computer's light or dark
 * setting. Only the theme in use is built (a phone's first screen pays for one).
 */
function useDeviceTheme() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return useMemo(() => createTheme(prefersDark ? themes.dark : themes.light), [prefersDark]);
}

// The dashboard, the order form and the order list are in the portal's first download; the
// order's page (with its print layout) and the profile (with the schema library its forms
// validate with) load on their first visit, under the layout's placeholder (issue 21).
const DealerViewOrderPage = lazyPage(() => import('./pages/DealerViewOrderPage'), 'DealerViewOrderPage');
const DealerProfilePage = lazyPage(() => import('./profile/DealerProfilePage'), 'DealerProfilePage');
// Signed-out pages of a password reset (issue 32): rare visits, loaded when opened.
const DealerForgotPasswordPage = lazyPage(() => import('./account/DealerForgotPasswordPage'), 'DealerForgotPasswordPage');
const DealerResetPasswordPage = lazyPage(() => import('./account/DealerResetPasswordPage'), 'DealerResetPasswordPage');

/** The portal's own preferences (its language), kept in the browser apart from the staff app's. */
const dealerStore = withLocaleInUse(localStorageStore('1', DEALER_STORE_NAME));

/** Settled once the portal's language is loaded; main.tsx draws the portal after it (issue 32: no English first). */
export const dealerLocaleReady = openInLocale(dealerStore);

/**
 * The portal's own cache (SPEC.md §7: kept 60 s; no refetch on focus or reconnect). A page whose
 * data the live stream marked changed reads it again when it opens (src/dealer/session/dealerLive.ts).
 */
function createDealerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: (query) => query.state.isInvalidated, retry: false },
    },
  });
}

/** Lets the API client, built outside React, navigate and toast within the portal. */
const DealerNavigationBridge = () => {
  const navigate = useNavigate();
  const notify = useDealerNotify();
  useEffect(() => bindDealerNavigation((path) => void navigate(path, { replace: true }), notify), [navigate, notify]);
  return null;
};

const DealerNotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {translate('app.dealer.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.dealer.not_found')}</Typography>
      <Button component={Link} to="/dealer" variant="contained">
        {translate('app.dealer.back')}
      </Button>
    </Box>
  );
};

/** The dealer portal, mounted at /dealer/* (SPEC.md §2); unknown dealer paths go to /dealer/404 (DESIGN.md §4). */
export const DealerApp = () => {
  const [queryClient] = useState(createDealerQueryClient);
  const theme = useDeviceTheme();
  return (
    <StoreContextProvider value={dealerStore}>
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <DealerNotifyProvider>
              <DealerNavigationBridge />
              <Routes>
                <Route index element={<DealerLoginPage />} />
                <Route path="login" element={<DealerLoginPage />} />
                <Route path="forgot-password" element={<Suspense fallback={null}><DealerForgotPasswordPage /></Suspense>} />
                <Route path="reset-password" element={<Suspense fallback={null}><DealerResetPasswordPage /></Suspense>} />
                <Route element={<DealerGuard />}>
                  <Route element={<DealerLayout />}>
                    <Route path="dashboard" element={<DealerDashboardPage />} />
                    <Route path="form" element={<DealerOrderFormPage />} />
                    <Route path="orders" element={<DealerOrdersPage />} />
                    <Route path="view-order/:id" element={<DealerViewOrderPage />} />
                    <Route path="profile" element={<DealerProfilePage />} />
                  </Route>
                </Route>
                <Route path="404" element={<DealerNotFoundPage />} />
                <Route path="*" element={<Navigate to={DEALER_NOT_FOUND_PATH} replace />} />
              </Routes>
            </DealerNotifyProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
};
