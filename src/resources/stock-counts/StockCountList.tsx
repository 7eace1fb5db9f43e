import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { List } from '../shared/ResourcePage';
import type { StockCount } from '../../../contract/stockCounts';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { LocaleDateField } from '../../ui/localeFormat';
import { Parts, PhoneOr } from '../shared/PhoneList';
import { useReadable } from '../shared/useReadable';
import { warehouseLabel } from '../stock-adjustments/StockAdjustmentFields';
import { ProgressField, StatusField, statusChoices } from './StockCountFields';

const Column = DataTable.Col<StockCount>;
const sortable = sortableIn(COLLECTIONS['stock-counts']);

const baseFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];
const warehouseFilter = (
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput optionText={warehouseLabel} />
  </ReferenceInput>
);

/** Issue 20: stocktakes, newest first; the warehouse filter for those who may read warehouses. */
export const StockCountList = () => {
  const readable = useReadable(['warehouse']);
  if (!readable) return null;
  return (
    <List filters={readable.warehouse ? [...baseFilters, warehouseFilter] : baseFilters} actions={<ListActions />} sort={defaultSortOf(COLLECTIONS['stock-counts'])} perPage={25} empty={false}>
      <PhoneOr<StockCount>
        phone={{
          primaryText: (count) => <Parts>{[count.number, count.scope_path]}</Parts>,
          secondaryText: (count) => <Parts>{[count.status === 'draft' ? null : `${count.counted_count} / ${count.line_count}`, count.created_by_name]}</Parts>,
          tertiaryText: <StatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" {...sortable('number')} />
          <Column source="scope_path" {...sortable('scope_path')} />
          <Column source="status" field={StatusField} {...sortable('status')} />
          <Column source="counted_count" field={ProgressField} {...sortable('counted_count')} />
          <Column source="created_by_name" {...sortable('created_by_name')} />
          <Column source="posted_at" {...sortable('posted_at')}>
            <LocaleDateField source="posted_at" showTime emptyText="—" />
          </Column>
        </DataTable>
      </PhoneOr>
    </List>
  );
};
