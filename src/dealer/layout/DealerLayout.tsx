import { Outlet } from 'react-router';
import { Box } from '@mui/material';
import { DealerHeader } from './DealerHeader';

/** The signed-in portal: the dealer header above the page. */
export const DealerLayout = () => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
    <DealerHeader />
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Outlet />
    </Box>
  </Box>
);
