import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/httpClient';
import type { Settings } from '../../schema/settings';

/**
 * GET /api/settings (any staff user): the company header of printed documents. It is no
 * collection, so the data provider has no method for it; the app's httpClient still brings
 * the session handling.
 */
export function useCompanySettings() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/settings`, { signal })).json as Settings,
  });
}
