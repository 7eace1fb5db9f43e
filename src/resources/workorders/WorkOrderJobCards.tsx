import { Button, CanAccess, DataTable, LinkBase, ReferenceManyField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ACTIVE_WORK_ORDER_STATUSES, type JobCard, type WorkOrder } from '../../../contract/workshop';
import { JobCardStatusField, MinutesField } from '../job-cards/JobCardFields';

const Column = DataTable.Col<JobCard>;

/** New job cards go on a work order that is open or in progress (the server refuses others). */
const AddJobCardButton = () => {
  const record = useRecordContext<WorkOrder>();
  const { canAccess } = useCanAccess({ resource: 'job-cards', action: 'create' });
  if (!record || !canAccess || !ACTIVE_WORK_ORDER_STATUSES.includes(record.status)) return null;
  return (
    <Button
      component={LinkBase}
      to={`/job-cards/create?work_order_id=${record.id}`}
      state={{ record: { work_order_id: record.id } }}
      label="app.workorders.add_job_card"
      variant="outlined"
    >
      <AddIcon />
    </Button>
  );
};

const NoJobCards = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
      {translate('app.workorders.no_job_cards')}
    </Typography>
  );
};

/**
 * The job cards of a work order. Reading them needs view_jc, which not every reader of work
 * orders holds: without it the section stays away (a 403 would leave the page, SPEC.md §4).
 */
export const WorkOrderJobCards = () => {
  const translate = useTranslate();
  return (
    <CanAccess resource="job-cards" action="list">
      <Box component="section" aria-label={translate('app.workorders.sections.job_cards')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('app.workorders.sections.job_cards')}
          </Typography>
          <AddJobCardButton />
        </Box>
        <ReferenceManyField reference="job-cards" target="work_order_id" sort={{ field: 'id', order: 'ASC' }} perPage={100} empty={<NoJobCards />}>
          <DataTable rowClick="show" bulkActionButtons={false}>
            <Column source="number" disableSort />
            <Column source="task" disableSort />
            <Column source="technician_name" disableSort />
            <Column source="status" field={JobCardStatusField} disableSort />
            <Column source="total_minutes" field={MinutesField} align="right" disableSort />
          </DataTable>
        </ReferenceManyField>
      </Box>
    </CanAccess>
  );
};
