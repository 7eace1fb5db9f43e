import { NumberInput } from '../../ui/NumberInput';
import { partyFilters } from '../shared/PartyFields';

/** The filters the API declares for dealers (contract/dealers.ts), plus `q`. */
export const dealerFilters = [
  ...partyFilters,
  <NumberInput key="credit_limit_gte" source="credit_limit_gte" kind="money" />,
  <NumberInput key="credit_limit_lte" source="credit_limit_lte" kind="money" />,
];
