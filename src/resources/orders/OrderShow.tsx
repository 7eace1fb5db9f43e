import { Button, EditButton, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Card, Divider } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { Order } from '../../../contract/orders';
import { DocumentToolbar } from '../../ui/DocumentActions';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { OrderHeader, OrderLinesTable, OrderTotals } from './OrderFields';
import { OrderNextSteps } from './OrderNextSteps';
import { OrderWorkOrders } from './OrderWorkOrders';
import { StatusHistory } from '../../ui/StatusHistory';

const PrintButton = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Button component={LinkBase} to={`/orders/${order.id}/print`} label="app.orders.print">
      <PrintIcon />
    </Button>
  );
};

/** DESIGN.md §6: only a pending order can be edited; an order is never deleted, it is cancelled. */
const ShowActions = () => {
  const order = useRecordContext<Order>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'edit' });
  return (
    <DocumentToolbar>
      {canAccess && order?.status === 'pending' && <EditButton />}
      <PrintButton />
    </DocumentToolbar>
  );
};

/** Also shown at /orders-view/:id (SPEC.md §2). */
export const OrderShow = () => (
  <Show actions={<ShowActions />} component="div">
    <Card>
      <OrderNextSteps />
      <OrderHeader />
      <FieldSection title="app.orders.sections.lines">
        <OrderLinesTable />
        <OrderTotals />
      </FieldSection>
      <Divider />
      <StatusHistory statusLabels="app.orders.status" />
    </Card>
    <Card sx={{ mt: 2 }}>
      <OrderWorkOrders />
    </Card>
    <Card sx={{ mt: 2 }}>
      <HistoryPanel />
    </Card>
  </Show>
);
