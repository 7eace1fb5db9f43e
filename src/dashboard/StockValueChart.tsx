import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useMoneyFormat } from '../ui/localeFormat';
import type { StockDashboard } from '../../contract/stock';

/**
 * A horizontal bar chart of stock value per warehouse, without a chart library: each bar is
 * a list item whose text (warehouse and value) is what assistive technology reads; the
 * bar itself is decoration, scaled to the largest value.
 */
export const StockValueChart = ({ rows, label }: { rows: StockDashboard['value_by_warehouse']; label: string }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const largest = Math.max(...rows.map((row) => row.value), 0);
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Box component="li" key={row.warehouse_id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2">
                <strong>{row.code}</strong> {row.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {money.format(row.value)}
              </Typography>
            </Box>
            <Box aria-hidden sx={{ mt: 0.5, height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${largest > 0 ? (row.value / largest) * 100 : 0}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'right', fontWeight: 600 }}>
        {translate('app.stock_hub.dashboard.value_total', { value: money.format(total) })}
      </Typography>
    </>
  );
};
