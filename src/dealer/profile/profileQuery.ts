import type { DealerProfile } from '../../../contract/dealerPortal';
import { dealerFetch } from '../session/dealerApi';

export const PROFILE_QUERY_KEY = ['dealer', 'profile'] as const;

export const profileQuery = {
  queryKey: PROFILE_QUERY_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await dealerFetch<DealerProfile>('/profile', { signal })).json,
};
