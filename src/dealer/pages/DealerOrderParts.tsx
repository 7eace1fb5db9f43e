import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography, type ChipProps } from '@mui/material';
import type { OrderStatus, OrderWorkOrderSummary } from '../../schema/orders';
import type { WorkOrderStatus } from '../../schema/workshop';
import { JobCardProgress } from '../../resources/shared/JobCardProgress';

const ORDER_COLORS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'primary',
  dispatched: 'secondary',
  delivered: 'success',
  cancelled: 'default',
};

const WORK_ORDER_COLORS: Record<WorkOrderStatus, ChipProps['color']> = {
  open: 'info',
  in_progress: 'primary',
  completed: 'success',
  closed: 'default',
  cancelled: 'default',
};

/** The same colours and words as the staff side, so both read an order's state alike. */
export const OrderStatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={ORDER_COLORS[status]} label={translate(`app.orders.status.${status}`, { _: status })} />;
};

/** Narrow cells, so the form's two tables fit side by side and on a phone. */
export const compactCells = { '& .MuiTableCell-root': { px: 1 } } as const;

export const PageTitle = ({ children, actions }: { children: ReactNode; actions?: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
    <Typography variant="h5" component="h1">
      {children}
    </Typography>
    {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
  </Box>
);

/** A failed read says why and offers to try again rather than leaving an empty page. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const translate = useTranslate();
  const message = error instanceof Object && 'message' in error ? String(error.message) : '';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dealer_pages.retry')}
        </Button>
      }
    >
      {translate('app.dealer_pages.load_error', { message })}
    </Alert>
  );
};

type WorkshopRow = OrderWorkOrderSummary & { order_id?: number; order_number?: string };

/** Work orders with their job-card progress; with `showOrder`, each names (and links) its order. */
export const WorkOrdersTable = ({ workOrders, showOrder = false, label }: { workOrders: WorkshopRow[]; showOrder?: boolean; label: string }) => {
  const translate = useTranslate();
  const head = (field: string) => translate(`resources.orders.fields.work_orders.${field}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {showOrder && <TableCell>{translate('app.dealer_pages.fields.order')}</TableCell>}
            <TableCell>{head('number')}</TableCell>
            <TableCell>{head('title')}</TableCell>
            <TableCell>{head('status')}</TableCell>
            <TableCell>{head('progress')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workOrders.map((workOrder) => (
            <TableRow key={workOrder.id}>
              {showOrder && (
                <TableCell>
                  <Link component={RouterLink} to={`/dealer/view-order/${workOrder.order_id}`}>
                    {workOrder.order_number}
                  </Link>
                </TableCell>
              )}
              <TableCell>{workOrder.number}</TableCell>
              <TableCell>{workOrder.title}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={WORK_ORDER_COLORS[workOrder.status as WorkOrderStatus] ?? 'default'}
                  label={translate(`app.orders.work_orders.status.${workOrder.status}`, { _: workOrder.status })}
                />
              </TableCell>
              <TableCell>
                <JobCardProgress workOrder={workOrder} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
