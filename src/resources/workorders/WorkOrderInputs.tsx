import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetOne,
  useInput,
  useTranslate,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Typography } from '@mui/material';
import { ORDER_STATUSES, type Order } from '../../../contract/orders';
import { workOrderInput } from '../../../contract/workshop';
import { FormSection } from '../shared/FormSection';
import { keepEmptyText } from '../../ui/forms';
import { priorityChoices } from './WorkOrderFields';
import { useStaffChoices } from './useStaffChoices';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const workOrderResolver = zodResolver(workOrderInput);

export const workOrderDefaults = { title: '', description: null, priority: 'normal', due_date: null, assignee_id: null };

/** A cancelled order takes no work order (the server answers 422 under order_id). */
const ORDERABLE = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export const orderLabel = (order: Pick<Order, 'number' | 'dealer_name'>) => `${order.number} — ${order.dealer_name}`;

/** Picks the order from the list's create button: any order that is not cancelled. */
export const OrderPicker = () => (
  <ReferenceInput source="order_id" reference="orders" filter={{ status: ORDERABLE }} sort={{ field: 'id', order: 'DESC' }}>
    <AutocompleteInput optionText={orderLabel} autoHighlight />
  </ReferenceInput>
);

/**
 * The order a work order is for, when the route or the record already says which: its number
 * and dealer, read-only, with the server's error for it (a cancelled order) underneath.
 */
export const FixedOrder = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const { fieldState } = useInput({ source: 'order_id' });
  const { data: order, error } = useGetOne<Order>('orders', { id: orderId });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.workorders.fields.order_id')}
      </Typography>
      <Typography variant="body1" component="p">
        {order ? orderLabel(order) : error ? `#${orderId}` : '…'}
      </Typography>
      {order?.status === 'cancelled' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.workorders.order_cancelled', { number: order.number })}
        </Alert>
      )}
      {fieldState.error?.message && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </Typography>
      )}
    </Box>
  );
};

const AssigneeInput = () => {
  const assignees = useStaffChoices('assignees');
  return (
    <SelectInput
      source="assignee_id"
      choices={assignees.data ?? []}
      optionText="full_name"
      isPending={assignees.isPending}
      translateChoice={false}
      emptyText="app.workorders.unassigned"
    />
  );
};

/** The form body shared by create and edit, under the order it is for. */
export const WorkOrderInputs = ({ autoFocus }: { autoFocus?: boolean }) => (
  <>
    <FormSection title="app.workorders.sections.job">
      <TextInput source="title" parse={keepEmptyText} autoFocus={autoFocus} />
      <SelectInput source="priority" choices={priorityChoices} />
      <TextInput source="description" multiline minRows={3} sx={{ flexBasis: '100% !important' }} />
    </FormSection>
    <FormSection title="app.workorders.sections.planning">
      <DateInput source="due_date" />
      <AssigneeInput />
    </FormSection>
  </>
);
