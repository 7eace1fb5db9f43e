import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { useStaffChoices } from '../workorders/useStaffChoices';
import { jobCardStatusChoices } from './JobCardFields';
import { useReadable } from '../shared/useReadable';

/**
 * The filters the API declares for job cards (contract/workshop.ts), plus `q`. The work
 * order filter reads work orders, so only users who may read them get it.
 */
export function useJobCardFilters() {
  const technicians = useStaffChoices('technicians');
  const readable = useReadable(['workorders']);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={jobCardStatusChoices} alwaysOn />,
    <SelectInput
      key="technician_id"
      source="technician_id"
      choices={technicians.data ?? []}
      optionText="full_name"
      isPending={technicians.isPending}
      translateChoice={false}
    />,
  ];
  if (!readable) return undefined;
  if (!readable.workorders) return filters;
  return [
    ...filters,
    <ReferenceInput key="work_order_id" source="work_order_id" reference="workorders" sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput optionText={(workOrder: { number: string; title: string }) => `${workOrder.number} — ${workOrder.title}`} />
    </ReferenceInput>,
  ];
}
