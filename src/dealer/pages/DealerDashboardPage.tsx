import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { OPEN_ORDER_STATUSES } from '../../../contract/orderValues';
import type { DealerDashboard } from '../../../contract/dealerPortal';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { dealerFetch } from '../session/dealerApi';
import { DEALER_QUERY_ROOT } from './dealerQueries';
import { LoadError, PageTitle, WorkOrdersTable } from './DealerOrderParts';
import { SpendByMonthChart } from './SpendByMonthChart';
import { StatusChip } from '../../ui/StatusChip';

const Widget = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const OpenOrders = ({ counts }: { counts: DealerDashboard['open_by_status'] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {OPEN_ORDER_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Link component={RouterLink} to={`/dealer/orders?status=${status}`} underline="hover">
            {translate(`app.orders.status.${status}`)}
          </Link>
          <Typography sx={{ fontWeight: 600 }}>{counts[status] ?? 0}</Typography>
        </Box>
      ))}
    </Box>
  );
};

const RecentOrders = ({ orders }: { orders: DealerDashboard['recent_orders'] }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  if (!orders.length) return <Typography color="text.secondary">{translate('app.dealer_pages.dashboard.no_orders')}</Typography>;
  return (
    <List dense disablePadding>
      {orders.map((order) => (
        <ListItem key={order.id} disableGutters secondaryAction={<StatusChip kind="order" status={order.status} />}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/dealer/view-order/${order.id}`}>
                {order.number}
              </Link>
            }
            secondary={`${format.date(order.created_at)} · ${format.money(order.total)}`}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** Issue 6: where the dealer's orders stand, what it spent, and what the workshop is doing for it. */
export const DealerDashboardPage = () => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const { data, error, refetch } = useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'dashboard'],
    queryFn: async ({ signal }) => (await dealerFetch<DealerDashboard>('/dashboard', { signal })).json,
  });
  const t = (key: string) => translate(`app.dealer_pages.dashboard.${key}`);
  return (
    <Box>
      <PageTitle
        actions={
          <Button component={RouterLink} to="/dealer/form" variant="contained" startIcon={<AddShoppingCartIcon />}>
            {t('new_order')}
          </Button>
        }
      >
        {t('title')}
      </PageTitle>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={320} aria-label={translate('ra.page.loading')} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Widget title={t('open_orders')}>
              <OpenOrders counts={data.open_by_status} />
            </Widget>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Widget title={t('spend_this_month')}>
              <Typography variant="h4" component="p">
                {format.money(data.spend_this_month)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('spend_help')}
              </Typography>
            </Widget>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Widget title={t('recent_orders')}>
              <RecentOrders orders={data.recent_orders} />
            </Widget>
          </Grid>
          <Grid size={12}>
            <Widget title={t('spend_by_month')}>
              <SpendByMonthChart months={data.spend_by_month} />
            </Widget>
          </Grid>
          <Grid size={12}>
            <Widget title={t('workshop')}>
              {data.workshop.length ? (
                <WorkOrdersTable workOrders={data.workshop} showOrder label={t('workshop')} />
              ) : (
                <Typography color="text.secondary">{t('workshop_empty')}</Typography>
              )}
            </Widget>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
