import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';
import type { DealerOrder } from '../../../contract/dealerPortal';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { StatusHistory } from '../../ui/StatusHistory';
import { dealerOrderQuery, hasStatus, useDealerSettings } from './dealerQueries';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';
import { LoadError, PageTitle, WorkOrdersTable } from './DealerOrderParts';
import { DealerOrderPrint } from './DealerOrderPrint';
import { StatusChip } from '../../ui/StatusChip';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const OrderLines = ({ order }: { order: DealerOrder }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const head = (name: string) => translate(`resources.orders.fields.lines.${name}`);
  const totals: [string, number][] = [
    [translate('app.orders.subtotal'), order.subtotal],
    [translate('app.orders.tax', { rate: order.tax_rate }), order.tax],
    [translate('app.orders.total'), order.total],
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.orders.sections.lines')} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{head('line_no')}</TableCell>
            <TableCell>{head('sku')}</TableCell>
            <TableCell>{head('name')}</TableCell>
            <TableCell align="right">{head('quantity')}</TableCell>
            <TableCell align="right">{head('unit_price')}</TableCell>
            <TableCell align="right">{head('line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell {...labelled(head('line_no'))}>{line.line_no}</TableCell>
              <TableCell {...labelled(head('sku'))}>{line.sku}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right" {...labelled(head('quantity'))}>{format.quantity(line.quantity, line.unit)}</TableCell>
              <TableCell align="right" {...labelled(head('unit_price'))}>
                {format.money(line.unit_price)}
              </TableCell>
              <TableCell align="right" {...labelled(head('line_total'))}>
                {format.money(line.line_total)}
              </TableCell>
            </TableRow>
          ))}
          {totals.map(([label, amount], index) => (
            <TableRow key={label} className="total-row">
              <TableCell colSpan={5} align="right" sx={{ border: 0, fontWeight: index === totals.length - 1 ? 700 : 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ border: 0, fontWeight: index === totals.length - 1 ? 700 : 400 }}>
                {format.money(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Issue 6: one of the dealer's orders: lines, totals, its path through the statuses, its workshop jobs. */
export const DealerViewOrderPage = () => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const { data: order, error, refetch } = useQuery(dealerOrderQuery(id));
  const { data: settings } = useDealerSettings();
  const notFound = hasStatus(error, 404);

  useEffect(() => {
    if (notFound) navigate('/dealer/404', { replace: true });
  }, [notFound, navigate]);

  if (error) return notFound ? null : <LoadError error={error} onRetry={() => void refetch()} />;
  if (!order) return <Skeleton variant="rounded" height={320} aria-label={translate('ra.page.loading')} />;

  return (
    <Box>
      <PageTitle
        actions={
          <>
            <Button component={RouterLink} to="/dealer/orders" startIcon={<ArrowBackIcon />}>
              {translate('app.dealer_pages.view.back')}
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('app.documents.print')}
            </Button>
            <Button variant="contained" component={RouterLink} to={`/dealer/form?reorder=${order.id}`} startIcon={<ReplayIcon />}>
              {translate('app.dealer_pages.view.reorder')}
            </Button>
          </>
        }
      >
        {translate('app.dealer_pages.view.title', { number: order.number })}
      </PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <StatusChip kind="order" status={order.status} />
        <Typography color="text.secondary">{translate('app.dealer_pages.view.placed', { date: format.dateTime(order.created_at) })}</Typography>
      </Box>
      <Section title={translate('app.orders.sections.lines')}>
        <OrderLines order={order} />
        {order.notes && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('resources.orders.fields.notes')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
          </Box>
        )}
      </Section>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <RecordContextProvider value={order}>
          <StatusHistory statusLabels="app.orders.status" />
        </RecordContextProvider>
      </Card>
      <Section title={translate('app.orders.sections.work_orders')}>
        {order.work_orders.length ? (
          <WorkOrdersTable workOrders={order.work_orders} label={translate('app.orders.sections.work_orders')} />
        ) : (
          <Typography color="text.secondary">{translate('app.dealer_pages.view.no_work_orders')}</Typography>
        )}
      </Section>
      <DealerOrderPrint order={order} settings={settings} />
    </Box>
  );
};
