import type { MouseEvent } from 'react';
import { LinkBase, useCanAccess, useFieldValue, useRecordContext, type FieldProps } from 'react-admin';
import { type ChipProps } from '@mui/material';
import { JOB_CARD_STATUSES, type JobCard } from '../../../contract/workshop';
import { formatMinutes } from './workshopTime';
import { StatusField } from '../../ui/StatusChip';

/** A link inside a list row opens its own page, not the row's. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export const jobCardStatusChoices = JOB_CARD_STATUSES.map((status) => ({ id: status, name: `app.job_cards.status.${status}` }));

/** Nothing recorded on it yet: the only job card the server lets go (DELETE). Unknown until its logs and parts have loaded. */
export const isUntouched = (card: Pick<JobCard, 'status' | 'time_logs' | 'parts'>) =>
  card.status === 'open' && card.time_logs?.length === 0 && card.parts?.length === 0;

export const JobCardStatusField = (props: FieldProps & { size?: ChipProps['size'] }) => <StatusField kind="job_card" {...props} />;

/** The work order a card belongs to: a link for those who may read work orders. */
export const WorkOrderLink = (_props: FieldProps) => {
  const record = useRecordContext<JobCard>();
  const { canAccess } = useCanAccess({ resource: 'workorders', action: 'show' });
  if (!record) return null;
  if (!canAccess) return record.work_order_number;
  return (
    <LinkBase to={`/workorders-view/${record.work_order_id}`} onClick={stopRowClick} style={{ whiteSpace: 'nowrap' }}>
      {record.work_order_number}
    </LinkBase>
  );
};

/** Worked minutes as h:mm. */
export const MinutesField = ({ source = 'total_minutes' }: FieldProps) => {
  const minutes = useFieldValue({ source }) as number | undefined;
  return <span>{formatMinutes(minutes)}</span>;
};
