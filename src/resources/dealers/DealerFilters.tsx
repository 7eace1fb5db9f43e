import { NumberInput } from 'react-admin';
import { partyFilters } from '../shared/PartyFields';

/** The filters the API declares for dealers (contract/dealers.ts), plus `q`. */
export const dealerFilters = [
  ...partyFilters,
  <NumberInput key="credit_limit_gte" source="credit_limit_gte" min={0} />,
  <NumberInput key="credit_limit_lte" source="credit_limit_lte" min={0} />,
];
