import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslate } from 'react-admin';
import { Box, Skeleton } from '@mui/material';
import { CurrencyProvider } from '../../ui/localeFormat';
import { useDealerSettings } from '../pages/dealerQueries';
import { DealerHeader } from './DealerHeader';
import { useDealerLive } from '../session/dealerLive';

/** The signed-in portal: the dealer header above the page; every amount in the business's currency. */
export const DealerLayout = () => {
  const translate = useTranslate();
  const { data: settings } = useDealerSettings();
  const live = useDealerLive();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <DealerHeader live={live} />
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
        <CurrencyProvider currency={settings?.currency}>
          {/* The pages away from the first screen load on their first visit (src/dealer/DealerApp.tsx). */}
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={translate('ra.page.loading')} />}>
            <Outlet />
          </Suspense>
        </CurrencyProvider>
      </Box>
    </Box>
  );
};
