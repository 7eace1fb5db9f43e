import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { placedByChoices, statusChoices } from './OrderFields';
import { useReadable } from '../shared/useReadable';

/**
 * The date inputs pick days in the user's time zone; the API compares instants, so "from"
 * is the start of that day and "until" its end, both in local time.
 */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00`).toISOString() : '');
const dayEnd = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : '');

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="created_at_gte" source="created_at_gte" parse={dayStart} />,
  <DateInput key="created_at_lte" source="created_at_lte" parse={dayEnd} />,
  <SelectInput key="placed_by" source="placed_by" choices={placedByChoices} />,
];

const dealerFilter = (
  <ReferenceInput key="dealer_id" source="dealer_id" reference="dealers" sort={{ field: 'company_name', order: 'ASC' }}>
    <AutocompleteInput optionText="company_name" />
  </ReferenceInput>
);

/**
 * The filters the API declares for orders (contract/orders.ts), plus `q`. The dealer filter
 * reads dealers, so only users who may read them get it.
 */
export function useOrderFilters() {
  const readable = useReadable(['dealers']);
  if (!readable) return undefined;
  return readable.dealers ? [...baseFilters.slice(0, 2), dealerFilter, ...baseFilters.slice(2)] : baseFilters;
}
