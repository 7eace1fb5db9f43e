import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../providers/httpClient';
import type { StockDashboard } from '../../contract/stock';

/**
 * GET /api/dashboard/stock: one call for all stock widgets. It is no collection, so the data
 * provider has no method for it; the app's httpClient still brings the session handling.
 */
export function useStockDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'stock'],
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/dashboard/stock`, { signal })).json as StockDashboard,
  });
}
