import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { reasonChoices, statusChoices, warehouseLabel } from './StockAdjustmentFields';
import { useReadable } from '../shared/useReadable';

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={reasonChoices} />,
];

const warehouseFilter = (
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput optionText={warehouseLabel} />
  </ReferenceInput>
);

/**
 * The filters the API declares for stock adjustments (contract/stock.ts), plus `q`. The
 * warehouse filter reads warehouses, so only users who may read them get it.
 */
export function useStockAdjustmentFilters() {
  const readable = useReadable(['warehouse']);
  if (!readable) return undefined;
  return readable.warehouse ? [...baseFilters, warehouseFilter] : baseFilters;
}
