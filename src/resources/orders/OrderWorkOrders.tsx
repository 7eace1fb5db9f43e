import { Button, LinkBase, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Order } from '../../../contract/orders';
import { JobCardProgress } from '../../ui/JobCardProgress';
import { StatusChip } from '../../ui/StatusChip';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';

/** Only a live order gets new workshop jobs; the server refuses a cancelled one (422). */
const CreateWorkOrderButton = ({ order }: { order: Order }) => {
  const { canAccess } = useCanAccess({ resource: 'workorders', action: 'create' });
  if (!canAccess || order.status === 'cancelled') return null;
  return (
    <Button component={LinkBase} to={`/workorders-create/${order.id}`} label="app.orders.work_orders.create">
      <AddIcon />
    </Button>
  );
};

/** Issue 5: the order view shows its work orders and how far their job cards are. */
export const OrderWorkOrders = () => {
  const translate = useTranslate();
  const order = useRecordContext<Order>();
  if (!order) return null;
  const workOrders = order.work_orders ?? [];
  const head = (field: string) => translate(`resources.orders.fields.work_orders.${field}`);
  return (
    <Box component="section" sx={{ pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.orders.sections.work_orders')}
        </Typography>
        <CreateWorkOrderButton order={order} />
      </Box>
      {workOrders.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.orders.work_orders.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('app.orders.sections.work_orders')} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{head('number')}</TableCell>
              <TableCell>{head('title')}</TableCell>
              <TableCell>{head('status')}</TableCell>
              <TableCell>{head('progress')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {workOrders.map((workOrder) => (
              <TableRow key={workOrder.id}>
                <TableCell>
                  <Link component={LinkBase} to={`/workorders-view/${workOrder.id}`}>
                    {workOrder.number}
                  </Link>
                </TableCell>
                <TableCell>{workOrder.title}</TableCell>
                <TableCell {...labelled(head('status'))}>
                  <StatusChip kind="work_order" status={workOrder.status} />
                </TableCell>
                <TableCell {...labelled(head('progress'))}>
                  <JobCardProgress workOrder={workOrder} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
