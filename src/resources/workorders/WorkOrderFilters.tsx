import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { priorityChoices, workOrderStatusChoices } from './WorkOrderFields';
import { useStaffChoices } from './useStaffChoices';

/** The filters the API declares for work orders (contract/workshop.ts), plus `q`. */
export function useWorkOrderFilters() {
  const assignees = useStaffChoices('assignees');
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={workOrderStatusChoices} alwaysOn />,
    <SelectInput key="priority" source="priority" choices={priorityChoices} />,
    <SelectInput key="assignee_id" source="assignee_id" choices={assignees.data ?? []} optionText="full_name" isPending={assignees.isPending} translateChoice={false} />,
    <DateInput key="due_date_gte" source="due_date_gte" />,
    <DateInput key="due_date_lte" source="due_date_lte" />,
  ];
}
