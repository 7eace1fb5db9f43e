import { useState, type ReactElement } from 'react';
import { Confirm, useCanAccess, useRecordContext } from 'react-admin';
import type { ButtonProps } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import LockIcon from '@mui/icons-material/Lock';
import BlockIcon from '@mui/icons-material/Block';
import { WORK_ORDER_TRANSITIONS, type WorkOrder, type WorkOrderStatus } from '../../../contract/workshop';
import { ActionButton } from '../../ui/DocumentActions';
import { useRecordAction } from '../shared/useRecordAction';

const BUTTONS: Record<Exclude<WorkOrderStatus, 'open'>, { icon: ReactElement; color: ButtonProps['color'] }> = {
  in_progress: { icon: <PlayArrowIcon />, color: 'primary' },
  completed: { icon: <TaskAltIcon />, color: 'success' },
  closed: { icon: <LockIcon />, color: 'primary' },
  cancelled: { icon: <BlockIcon />, color: 'warning' },
};

/**
 * DESIGN.md §6 "Work orders": only the moves WORK_ORDER_TRANSITIONS allows from the current
 * status are offered. The server still decides: completing with a job card not done is
 * refused (409) and its message is shown. Cancelling asks first.
 */
export const WorkOrderTransitions = () => {
  const record = useRecordContext<WorkOrder>();
  const { canAccess } = useCanAccess({ resource: 'workorders', action: 'edit' });
  // A move changes the order's summary of its work orders, and completion the dashboard.
  const transition = useRecordAction<WorkOrder>('workorders', { affects: ['orders', 'dashboard'] });
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!record || !canAccess) return null;

  const move = (to: WorkOrderStatus) =>
    transition.mutate(
      { record, name: 'transition', body: { to, version: record.version }, success: `app.workorders.moved.${to}` },
      { onSettled: () => setConfirmCancel(false) },
    );
  return (
    <>
      {WORK_ORDER_TRANSITIONS[record.status].map((to) => {
        const { icon, color } = BUTTONS[to as keyof typeof BUTTONS];
        return (
          <ActionButton
            key={to}
            label={`app.workorders.transitions.${to}`}
            color={color}
            disabled={transition.isPending}
            onClick={() => (to === 'cancelled' ? setConfirmCancel(true) : move(to))}
          >
            {icon}
          </ActionButton>
        );
      })}
      <Confirm
        isOpen={confirmCancel}
        loading={transition.isPending}
        title="app.workorders.cancel_title"
        titleTranslateOptions={{ number: record.number }}
        content="app.workorders.cancel_content"
        confirm="app.workorders.transitions.cancelled"
        confirmColor="warning"
        cancel="app.workorders.keep"
        onConfirm={() => move('cancelled')}
        onClose={() => setConfirmCancel(false)}
      />
    </>
  );
};
