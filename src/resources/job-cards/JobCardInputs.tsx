import { AutocompleteInput, CanAccess, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVE_WORK_ORDER_STATUSES, jobCardInput, type WorkOrder } from '../../../contract/workshop';
import { FormSection } from '../shared/FormSection';
import { keepEmptyText } from '../../ui/forms';
import { useStaffChoices } from '../workorders/useStaffChoices';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const jobCardResolver = zodResolver(jobCardInput);

export const jobCardDefaults = { work_order_id: null, technician_id: null, task: '', notes: null };

export const workOrderLabel = (workOrder: Pick<WorkOrder, 'number' | 'title'>) => `${workOrder.number} — ${workOrder.title}`;

/**
 * Only a work order that is open or in progress takes job cards (the server refuses others).
 * Picking one reads work orders; a user without view_orders types its id instead.
 */
const WorkOrderInput = () => (
  <CanAccess resource="workorders" action="list" accessDenied={<NumberInput source="work_order_id" min={1} step={1} />}>
    <ReferenceInput source="work_order_id" reference="workorders" filter={{ status: ACTIVE_WORK_ORDER_STATUSES }} sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput optionText={workOrderLabel} autoHighlight />
    </ReferenceInput>
  </CanAccess>
);

const TechnicianInput = () => {
  const technicians = useStaffChoices('technicians');
  return (
    <SelectInput
      source="technician_id"
      choices={technicians.data ?? []}
      optionText="full_name"
      isPending={technicians.isPending}
      translateChoice={false}
      emptyText="app.job_cards.unassigned"
    />
  );
};

/** The form body shared by create and edit. */
export const JobCardInputs = () => (
  <>
    <FormSection title="app.job_cards.sections.assignment">
      <WorkOrderInput />
      <TechnicianInput />
    </FormSection>
    <FormSection title="app.job_cards.sections.task">
      <TextInput source="task" parse={keepEmptyText} multiline minRows={2} sx={{ flexBasis: '100% !important' }} />
      <TextInput source="notes" multiline minRows={2} sx={{ flexBasis: '100% !important' }} />
    </FormSection>
  </>
);
