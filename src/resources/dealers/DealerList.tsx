import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Dealer } from '../../../contract/dealers';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { partyPhoneLines, PartyStatusField } from '../shared/PartyFields';
import { dealerFilters } from './DealerFilters';
import { PhoneOr } from '../shared/PhoneList';
import { MoneyField, useMoneyFormat } from '../../ui/localeFormat';

const Column = DataTable.Col<Dealer>;
const NumberColumn = DataTable.NumberCol<Dealer>;
const sortable = sortableIn(COLLECTIONS.dealers);

export const DealerList = () => {
  const bulkActions = useBulkDeleteActions();
  const money = useMoneyFormat();
  return (
    <List
      filters={dealerFilters}
      actions={
        <ListActions>
          <ImportButton kinds={['dealers']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS.dealers)}
      perPage={25}
      // The toolbar (Create, Import) stays when the list is empty: an import is how a list starts.
      empty={false}
    >
      <PhoneOr<Dealer>
        phone={{
          ...partyPhoneLines,
          tertiaryText: <MoneyField source="credit_limit" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="company_name" {...sortable('company_name')} />
          <Column source="contact_person_name" {...sortable('contact_person_name')} />
          <Column source="email" {...sortable('email')} />
          <Column source="phone" {...sortable('phone')} />
          <Column source="status" field={PartyStatusField} {...sortable('status')} />
          <NumberColumn source="credit_limit" {...money.props} {...sortable('credit_limit')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
