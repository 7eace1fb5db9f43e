import { DataTable } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { Supplier } from '../../../contract/suppliers';
import { COLLECTIONS } from '../../../contract/resources';
import { useBulkDeleteActions } from '../shared/BulkDelete';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { partyPhoneLines, PartyStatusField } from '../shared/PartyFields';
import { supplierFilters } from './SupplierFilters';
import { PhoneOr } from '../shared/PhoneList';

const Column = DataTable.Col<Supplier>;
const NumberColumn = DataTable.NumberCol<Supplier>;
const sortable = sortableIn(COLLECTIONS.suppliers);

export const SupplierList = () => {
  const bulkActions = useBulkDeleteActions();
  return (
    <List
      filters={supplierFilters}
      actions={
        <ListActions>
          <ImportButton kinds={['suppliers']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS.suppliers)}
      perPage={25}
      // The toolbar (Create, Import) stays when the list is empty: an import is how a list starts.
      empty={false}
    >
      <PhoneOr<Supplier>
        phone={{
          ...partyPhoneLines,
          tertiaryText: <PartyStatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={bulkActions}>
          <Column source="company_name" {...sortable('company_name')} />
          <Column source="contact_person_name" {...sortable('contact_person_name')} />
          <Column source="email" {...sortable('email')} />
          <Column source="phone" {...sortable('phone')} />
          <Column source="status" field={PartyStatusField} {...sortable('status')} />
          <NumberColumn source="product_count" {...sortable('product_count')} />
        </DataTable>
      </PhoneOr>
    </List>
  );
};
