import { LinkBase, SimpleForm, Title, useCanAccess, useLocation, useParams, useTranslate } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { Alert, Card } from '@mui/material';
import { FormSection } from '../shared/FormSection';
import { FixedOrder, OrderPicker, WorkOrderInputs, workOrderDefaults, workOrderResolver } from './WorkOrderInputs';

/** The order a new work order is for, when the page was opened for one: `/workorders-create/:orderId` or a link's state. */
function useGivenOrderId(): number | null {
  const { orderId } = useParams<{ orderId?: string }>();
  const location = useLocation();
  const fromState = (location.state as { record?: { order_id?: unknown } } | null)?.record?.order_id;
  const id = Number(orderId ?? fromState);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * SPEC.md §2 opens `/workorders-create/{orderId}` with view_orders; creating needs
 * manage_orders, so a reader is told so instead of being sent away.
 */
const NotAllowed = ({ orderId }: { orderId: number | null }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.workorders.create_title" />
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('app.workorders.create_not_allowed')}{' '}
        {orderId && <LinkBase to={`/orders-view/${orderId}`}>{translate('app.workorders.back_to_order')}</LinkBase>}
      </Alert>
    </Card>
  );
};

export const WorkOrderCreate = () => {
  const orderId = useGivenOrderId();
  const { canAccess, isPending } = useCanAccess({ resource: 'workorders', action: 'create' });
  if (isPending) return null;
  if (!canAccess) return <NotAllowed orderId={orderId} />;
  return (
    <Create redirect="show" resource="workorders">
      <SimpleForm noValidate resolver={workOrderResolver} defaultValues={{ ...workOrderDefaults, order_id: orderId }}>
        {orderId ? (
          <FixedOrder orderId={orderId} />
        ) : (
          <FormSection title="app.workorders.sections.order">
            <OrderPicker />
          </FormSection>
        )}
        <WorkOrderInputs autoFocus={!!orderId} />
      </SimpleForm>
    </Create>
  );
};
