import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { JobCard } from '../../../contract/workshop';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { JobCardStatusField, MinutesField, WorkOrderLink } from './JobCardFields';
import { useJobCardFilters } from './JobCardFilters';
import { Parts, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<JobCard>;
/** Document numbers read as one word. */
const noWrap = () => ({ whiteSpace: 'nowrap' });
const sortable = sortableIn(COLLECTIONS['job-cards']);

// No bulk delete: only an open card without time or parts can be deleted, from its page.
export const JobCardList = () => {
  const filters = useJobCardFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List filters={filters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['job-cards'])} perPage={25}>
      <PhoneOr<JobCard>
        phone={{
          primaryText: (card) => <Parts>{[card.number, card.task]}</Parts>,
          secondaryText: (card) => <Parts>{[card.technician_name, <MinutesField key="minutes" source="total_minutes" />]}</Parts>,
          tertiaryText: <JobCardStatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" cellSx={noWrap} {...sortable('number')} />
          <Column source="task" {...sortable('task')} />
          {/* Work order numbers follow their ids, so sorting by the id sorts by number. */}
          <Column source="work_order_id" field={WorkOrderLink} {...sortable('work_order_id')} />
          <Column source="technician_name" {...sortable('technician_name')} />
          <Column source="status" field={JobCardStatusField} {...sortable('status')} />
          <Column source="total_minutes" field={MinutesField} align="right" {...sortable('total_minutes')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
