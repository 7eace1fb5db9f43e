import { Outlet } from 'react-router';
import { Box } from '@mui/material';
import { CurrencyProvider } from '../../resources/shared/localeFormat';
import { useDealerSettings } from '../pages/dealerQueries';
import { DealerHeader } from './DealerHeader';

/** The signed-in portal: the dealer header above the page; every amount in the business's currency. */
export const DealerLayout = () => {
  const { data: settings } = useDealerSettings();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <DealerHeader />
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
        <CurrencyProvider currency={settings?.currency}>
          <Outlet />
        </CurrencyProvider>
      </Box>
    </Box>
  );
};
