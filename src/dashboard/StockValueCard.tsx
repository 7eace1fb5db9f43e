import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { StockDashboard } from '../../contract/stock';

// STYLE.md: charts are lazy-loaded, so the dashboard's first paint does not wait for them.
const StockValueChart = lazy(() => import('./StockValueChart').then((module) => ({ default: module.StockValueChart })));

const ChartSkeleton = () => <Skeleton variant="rectangular" height={120} />;

/** DESIGN.md §6 "Stock hub": what the stock on hand is worth at cost, per warehouse. */
export const StockValueCard = ({ data }: { data: StockDashboard | undefined }) => {
  const translate = useTranslate();
  const title = translate('app.stock_hub.dashboard.value_title');
  const rows = data?.value_by_warehouse ?? [];
  return (
    <Card component="section" aria-labelledby="stock-value-title">
      <CardContent>
        <Typography id="stock-value-title" variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {translate('app.stock_hub.dashboard.value_subtitle')}
        </Typography>
        {!data ? (
          <ChartSkeleton />
        ) : rows.length === 0 ? (
          <Typography>{translate('app.stock_hub.dashboard.no_value')}</Typography>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <StockValueChart rows={rows} label={title} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
};
