import type { MouseEvent } from 'react';
import {
  LinkBase,
  TextField,
  useCanAccess,
  useFieldValue,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { Box, Chip, Grid, LinearProgress, Typography, type ChipProps } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { PRIORITIES, WORK_ORDER_STATUSES, type WorkOrder, type WorkOrderStatus } from '../../../contract/workshop';
import { FieldSection } from '../shared/FieldSection';
import { MinutesField } from '../job-cards/JobCardFields';
import { StatusField } from '../../ui/StatusChip';
import { LocaleDateField } from '../../ui/localeFormat';

/** A link inside a list row opens its own page, not the row's. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type Priority = (typeof PRIORITIES)[number];

export const workOrderStatusChoices = WORK_ORDER_STATUSES.map((status) => ({ id: status, name: `app.workorders.status.${status}` }));
export const priorityChoices = PRIORITIES.map((priority) => ({ id: priority, name: `app.workorders.priority.${priority}` }));

/** A work order past these is no longer late: it was finished or dropped. */
const FINISHED: readonly WorkOrderStatus[] = ['completed', 'closed', 'cancelled'];

const PRIORITY_COLORS: Record<Priority, ChipProps['color']> = { low: 'default', normal: 'info', high: 'warning', urgent: 'error' };

export const WorkOrderStatusField = (props: FieldProps) => <StatusField kind="work_order" {...props} />;

export const PriorityField = (props: FieldProps) => {
  const translate = useTranslate();
  const priority = useFieldValue({ ...props, source: props.source ?? 'priority' }) as Priority | undefined;
  if (!priority) return null;
  return <Chip size="small" variant="outlined" color={PRIORITY_COLORS[priority]} label={translate(`app.workorders.priority.${priority}`)} />;
};

/** Today as YYYY-MM-DD in the user's time zone: a due date is a calendar day, not an instant. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar day (YYYY-MM-DD) as local midnight, so no time zone moves it to the day before. */
const calendarDay = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00` : value);

export function isOverdue(record: Pick<WorkOrder, 'due_date' | 'status'>, day = today()): boolean {
  return !!record.due_date && record.due_date.slice(0, 10) < day && !FINISHED.includes(record.status);
}

/** The due date, in red with an icon and the word "overdue" once it has passed on unfinished work. */
export const DueDateField = (_props: FieldProps) => {
  const record = useRecordContext<WorkOrder>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.due_date) return '—';
  const late = isOverdue(record);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', color: late ? 'error.main' : undefined }}>
      {late && <EventBusyIcon fontSize="small" aria-hidden />}
      <LocaleDateField source="due_date" transform={calendarDay} sx={{ color: 'inherit' }} />
      {late && (
        <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
          {translate('app.workorders.overdue')}
        </Typography>
      )}
    </Box>
  );
};

/** Job cards done out of all: "2 / 3" with a bar. */
export const ProgressField = ({ wide }: FieldProps & { wide?: boolean }) => {
  const record = useRecordContext<WorkOrder>();
  const translate = useTranslate();
  if (!record) return null;
  const { job_cards: total, job_cards_done: done } = record;
  const label = translate('app.workorders.progress_label', { done, total });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: wide ? 240 : 110 }}>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        color={total && done === total ? 'success' : 'primary'}
        aria-label={label}
        sx={{ flex: 1, height: wide ? 8 : 6, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {total ? `${done} / ${total}` : translate('app.workorders.no_job_cards')}
      </Typography>
    </Box>
  );
};

/** The order a work order or job card serves: a link for those who may read orders. */
export const OrderLink = (_props: FieldProps) => {
  const record = useRecordContext<Pick<WorkOrder, 'id' | 'order_id' | 'order_number'>>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'show' });
  if (!record) return null;
  if (!canAccess) return record.order_number;
  return (
    <LinkBase to={`/orders-view/${record.order_id}`} onClick={stopRowClick} style={{ whiteSpace: 'nowrap' }}>
      {record.order_number}
    </LinkBase>
  );
};

/** The fields of a work order, as its page and a read-only edit route show them. */
export const WorkOrderDetails = () => (
  <Grid container>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.workorders.sections.job">
        <TextField source="number" />
        <TextField source="title" />
        <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <WorkOrderStatusField source="status" />
        <PriorityField source="priority" />
      </FieldSection>
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <FieldSection title="app.workorders.sections.planning">
        <OrderLink source="order_id" />
        <TextField source="dealer_name" />
        <DueDateField source="due_date" />
        <TextField source="assignee_name" emptyText="—" />
        <ProgressField source="progress" wide />
        <MinutesField source="total_minutes" />
        <TextField source="created_by_name" emptyText="—" />
        <LocaleDateField source="created_at" showTime />
      </FieldSection>
    </Grid>
  </Grid>
);
