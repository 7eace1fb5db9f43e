import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OrderWorkOrderSummary } from '../../../contract/orders';
import { JobCardProgress } from '../../ui/JobCardProgress';
import { StatusChip } from '../../ui/StatusChip';


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
                <StatusChip kind="work_order" status={workOrder.status} />
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
