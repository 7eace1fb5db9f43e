import { EditButton, useCanAccess, useRecordContext } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Divider } from '@mui/material';
import { ACTIVE_WORK_ORDER_STATUSES, type WorkOrder } from '../../../contract/workshop';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { HistoryPanel } from '../shared/HistoryPanel';
import { StatusHistory } from '../../ui/StatusHistory';
import { WorkOrderDetails } from './WorkOrderFields';
import { WorkOrderJobCards } from './WorkOrderJobCards';
import { WorkOrderTransitions } from './WorkOrderTransitions';

/**
 * Edits while open or in progress; deleting only an open work order without job cards (the
 * server refuses others with 409). The moves of its state machine sit beside them.
 */
const ShowActions = () => {
  const record = useRecordContext<WorkOrder>();
  const { canAccess } = useCanAccess({ resource: 'workorders', action: 'edit' });
  if (!record) return <DocumentToolbar />;
  const active = ACTIVE_WORK_ORDER_STATUSES.includes(record.status);
  return (
    <DocumentToolbar>
      <WorkOrderTransitions />
      {canAccess && active && <EditButton />}
      {canAccess && record.status === 'open' && record.job_cards === 0 && <DeleteDocumentButton />}
    </DocumentToolbar>
  );
};

export const WorkOrderShow = () => (
  <Show resource="workorders" actions={<ShowActions />}>
    <WorkOrderDetails />
    <Divider />
    <WorkOrderJobCards />
    <Divider />
    <StatusHistory statusLabels="app.workorders.status" />
    <Divider />
    <HistoryPanel />
  </Show>
);
