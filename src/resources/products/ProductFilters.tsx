import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput } from 'react-admin';
import { NumberInput } from '../../ui/NumberInput';
import { QuickFilter } from '../shared/QuickFilter';
import { useReadable } from '../shared/useReadable';

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category_id" source="category_id" reference="category" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
  <NumberInput key="dealer_price_gte" source="dealer_price_gte" kind="money" />,
  <NumberInput key="dealer_price_lte" source="dealer_price_lte" kind="money" />,
  <QuickFilter key="low_stock" source="low_stock" label="app.products.low_stock_filter" defaultValue={true} />,
];

const supplierFilter = (
  <ReferenceInput key="preferred_supplier_id" source="preferred_supplier_id" reference="suppliers" sort={{ field: 'company_name', order: 'ASC' }}>
    <AutocompleteInput optionText="company_name" />
  </ReferenceInput>
);

/**
 * The filters the API declares for products (contract/products.ts), plus `q`. The supplier
 * filter reads suppliers, so only users who may read them get it; a category is a link only
 * for users who may open it.
 */
export function useProductFilters() {
  const readable = useReadable(['suppliers', 'category']);
  if (!readable) return undefined;
  return { filters: readable.suppliers ? [...baseFilters, supplierFilter] : baseFilters, categoryLinks: readable.category };
}
