import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { WorkOrder } from '../../../contract/workshop';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { DueDateField, OrderLink, PriorityField, ProgressField, WorkOrderStatusField } from './WorkOrderFields';
import { useWorkOrderFilters } from './WorkOrderFilters';
import { Parts, PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<WorkOrder>;
/** Document numbers read as one word. */
const noWrap = () => ({ whiteSpace: 'nowrap' });
const sortable = sortableIn(COLLECTIONS['work-orders']);

// No bulk delete: only an open work order without job cards can be deleted, from its page.
export const WorkOrderList = () => {
  const filters = useWorkOrderFilters();
  return (
    <List filters={filters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['work-orders'])} perPage={25}>
      <PhoneOr<WorkOrder>
        phone={{
          primaryText: (order) => <Parts>{[order.number, order.title]}</Parts>,
          secondaryText: (order) => <Parts>{[order.dealer_name, order.assignee_name, <DueDateField key="due" source="due_date" />]}</Parts>,
          tertiaryText: <WorkOrderStatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" cellSx={noWrap} {...sortable('number')} />
          <Column source="title" {...sortable('title')} />
          {/* Order numbers follow their ids, so sorting by the id sorts by number. */}
          <Column source="order_id" field={OrderLink} {...sortable('order_id')} />
          <Column source="dealer_name" {...sortable('dealer_name')} />
          <Column source="priority" field={PriorityField} {...sortable('priority')} />
          <Column source="due_date" field={DueDateField} {...sortable('due_date')} />
          <Column source="assignee_name" {...sortable('assignee_name')} />
          <Column source="status" field={WorkOrderStatusField} {...sortable('status')} />
          <Column source="progress" field={ProgressField} disableSort />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
