import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { statusChoices, warehouseLabel } from './PurchaseOrderFields';
import { useReadable } from '../shared/useReadable';

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="expected_date_gte" source="expected_date_gte" />,
  <DateInput key="expected_date_lte" source="expected_date_lte" />,
];

const supplierFilter = (
  <ReferenceInput key="supplier_id" source="supplier_id" reference="suppliers" sort={{ field: 'company_name', order: 'ASC' }}>
    <AutocompleteInput optionText="company_name" />
  </ReferenceInput>
);

const warehouseFilter = (
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput optionText={warehouseLabel} />
  </ReferenceInput>
);

/**
 * The filters the API declares for purchase orders (contract/purchaseOrders.ts), plus `q`.
 * The supplier and warehouse filters read those lists, so only users who may read them get them.
 */
export function usePurchaseOrderFilters() {
  const readable = useReadable(['suppliers', 'warehouse']);
  if (!readable) return undefined;
  return [...baseFilters, ...(readable.suppliers ? [supplierFilter] : []), ...(readable.warehouse ? [warehouseFilter] : [])];
}
