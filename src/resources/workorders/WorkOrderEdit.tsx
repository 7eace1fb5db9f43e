import { SaveButton, SimpleForm, Toolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { ACTIVE_WORK_ORDER_STATUSES, type WorkOrder } from '../../../contract/workshop';
import { EditWithHistory } from '../shared/EditWithHistory';
import { WorkOrderDetails } from './WorkOrderFields';
import { FixedOrder, WorkOrderInputs, workOrderResolver } from './WorkOrderInputs';
import { WorkOrderShow } from './WorkOrderShow';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

/** Deleting is offered only where the server allows it: an open work order without job cards. */
const EditToolbar = () => {
  const record = useRecordContext<WorkOrder>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.status === 'open' && record.job_cards === 0 && <DeleteDocumentButton />}
    </Toolbar>
  );
};

/**
 * DESIGN.md §6: a work order changes while open or in progress. A finished one opened on its
 * edit route shows read-only, saying why (the server would answer 409 anyway).
 */
const ActiveForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<WorkOrder>();
  if (!record) return null;
  if (!ACTIVE_WORK_ORDER_STATUSES.includes(record.status)) {
    return (
      <>
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('app.workorders.read_only', { number: record.number, status: translate(`app.workorders.status.${record.status}`) })}
        </Alert>
        <WorkOrderDetails />
      </>
    );
  }
  return (
    <SimpleForm noValidate resolver={workOrderResolver} toolbar={<EditToolbar />}>
      <FixedOrder orderId={record.order_id} />
      <WorkOrderInputs />
    </SimpleForm>
  );
};

/**
 * SPEC.md §2 opens `/workorders-edit/{id}` with view_orders: without manage_orders the work
 * order shows read-only, as its page.
 */
export const WorkOrderEdit = () => {
  const { canAccess, isPending } = useCanAccess({ resource: 'workorders', action: 'edit' });
  if (isPending) return null;
  if (!canAccess) return <WorkOrderShow />;
  // Pessimistic: the server's 422 field errors and 409 conflicts must reach the form before the user leaves it.
  return (
    <EditWithHistory resource="workorders" mutationMode="pessimistic" redirect="show">
      <ActiveForm />
    </EditWithHistory>
  );
};
