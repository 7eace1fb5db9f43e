import { useCanAccess, useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { LowStockCard } from './LowStockCard';
import { StockValueCard } from './StockValueCard';
import { useStockDashboard } from './useStockDashboard';

const StockCards = () => {
  const translate = useTranslate();
  const { data, error } = useStockDashboard();
  if (error) return <Alert severity="error">{translate('app.stock_hub.dashboard.load_error', { message: error.message })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
      <LowStockCard data={data} />
      <StockValueCard data={data} />
    </Box>
  );
};

/**
 * DESIGN.md §3: the dashboard shows each user only what they may read, so the stock
 * widgets, and their request, exist only with view_stock_hub.
 */
export const StockWidgets = () => {
  const { canAccess } = useCanAccess({ resource: 'stock-hub', action: 'list' });
  return canAccess ? <StockCards /> : null;
};
