import { lazy, Suspense } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useDateFormat, useMoneyFormat } from '../ui/localeFormat';
import type { OrdersDashboard } from '../../contract/orders';
import { ORDER_STATUSES } from '../../contract/orderValues';
import type { WorkOrderStatus } from '../../contract/workshop';
import { StatusCountsCard } from './StatusCountsCard';
import { useOrdersDashboard } from './useBusinessDashboard';

// STYLE.md: charts are lazy-loaded, so the dashboard's first paint does not wait for them.
const OrdersPerDayChart = lazy(() => import('./OrdersPerDayChart').then((module) => ({ default: module.OrdersPerDayChart })));

/** The first day of this month, as a calendar date (YYYY-MM-DD). */
const monthStart = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};

/** Work orders still to be finished or closed; closed and cancelled ones are history. */
const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'in_progress', 'completed'];

const ChartSkeleton = () => <Skeleton variant="rectangular" height={140} />;

const RevenueCard = ({ data }: { data: OrdersDashboard | undefined }) => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const money = useMoneyFormat();
  const title = translate('app.dashboard.business.revenue_month');
  return (
    <Card component="section" aria-labelledby="revenue-month-title">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, height: '100%', boxSizing: 'border-box' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <PaymentsIcon fontSize="large" />
        </Box>
        <Box>
          <Typography id="revenue-month-title" component="h2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h4" component="p" aria-label={title}>
            {data ? money.format(data.revenue_this_month) : <Skeleton width={120} />}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.dashboard.business.revenue_month_subtitle', { date: date(monthStart()) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

const OrdersPerDayCard = ({ data }: { data: OrdersDashboard | undefined }) => {
  const translate = useTranslate();
  const title = translate('app.dashboard.business.orders_per_day');
  return (
    <Card component="section" aria-labelledby="orders-per-day-title" sx={{ gridColumn: { md: 'span 2' } }}>
      <CardContent>
        <Typography id="orders-per-day-title" variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {translate('app.dashboard.business.orders_per_day_subtitle')}
        </Typography>
        {data ? (
          <Suspense fallback={<ChartSkeleton />}>
            <OrdersPerDayChart days={data.orders_per_day} label={title} />
          </Suspense>
        ) : (
          <ChartSkeleton />
        )}
      </CardContent>
    </Card>
  );
};

const OrderCards = () => {
  const translate = useTranslate();
  const { data, error } = useOrdersDashboard();
  if (error) {
    return (
      <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
        {translate('app.dashboard.business.orders_error', { message: error.message })}
      </Alert>
    );
  }
  return (
    <>
      <RevenueCard data={data} />
      <OrdersPerDayCard data={data} />
      <StatusCountsCard
        title={translate('app.dashboard.business.orders_by_status')}
        statuses={ORDER_STATUSES}
        counts={data?.orders_by_status}
        labels="app.orders.status"
        resource="orders"
        empty={translate('app.dashboard.business.no_orders')}
      />
      <StatusCountsCard
        title={translate('app.dashboard.business.work_orders_by_status')}
        statuses={OPEN_WORK_ORDER_STATUSES}
        counts={data?.work_orders_by_status}
        labels="app.workorders.status"
        resource="workorders"
        empty={translate('app.dashboard.business.no_open_work_orders')}
      />
    </>
  );
};

/**
 * DESIGN.md §3: the dashboard shows each user only what they may read, so the order and
 * work order widgets, and their request, exist only with view_orders.
 */
export const OrderWidgets = () => {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'list' });
  return canAccess ? <OrderCards /> : null;
};
