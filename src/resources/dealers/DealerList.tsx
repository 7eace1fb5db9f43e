import { DataTable, List } from 'react-admin';
import { dealers, type Dealer } from '../../../contract/dealers';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, MONEY, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { PartyStatusField } from '../shared/PartyFields';
import { dealerFilters } from './DealerFilters';

const Column = DataTable.Col<Dealer>;
const NumberColumn = DataTable.NumberCol<Dealer>;
const sortable = sortableIn(dealers);

export const DealerList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List filters={dealerFilters} actions={<ListActions />} sort={defaultSortOf(dealers)} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={bulkActions}>
        <Column source="company_name" {...sortable('company_name')} />
        <Column source="contact_person_name" {...sortable('contact_person_name')} />
        <Column source="email" {...sortable('email')} />
        <Column source="phone" {...sortable('phone')} />
        <Column source="status" field={PartyStatusField} {...sortable('status')} />
        <NumberColumn source="credit_limit" options={MONEY} {...sortable('credit_limit')} />
      </DataTable>
    </List>
  );
};
