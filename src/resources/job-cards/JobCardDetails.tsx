import { TextField } from 'react-admin';
import { OrderLink } from '../workorders/WorkOrderFields';
import { FieldSection } from '../shared/FieldSection';
import { JobCardStatusField, MinutesField, WorkOrderLink } from './JobCardFields';
import { LocaleDateField } from '../../ui/localeFormat';

/** The fields of a job card, as its page and a read-only edit route show them. */
export const JobCardDetails = () => (
  <FieldSection title="app.job_cards.sections.task">
    <TextField source="number" />
    <TextField source="task" sx={{ whiteSpace: 'pre-line' }} />
    <JobCardStatusField source="status" />
    <WorkOrderLink source="work_order_id" />
    <OrderLink source="order_id" />
    <TextField source="technician_name" emptyText="—" />
    <MinutesField source="total_minutes" />
    <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
    <LocaleDateField source="created_at" showTime />
  </FieldSection>
);
