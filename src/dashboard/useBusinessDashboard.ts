import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../providers/httpClient';
import type { OrdersDashboard } from '../../contract/orders';
import type { PurchaseOrdersDashboard } from '../../contract/purchaseOrders';

// The business figures are no collections, so the data provider has no method for them; the
// app's httpClient still brings the session handling. Each is asked for only by a widget its
// user may read (the caller checks), so no one gets a 403.

/** GET /api/dashboard/orders (view_orders). */
export function useOrdersDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'orders'],
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/dashboard/orders`, { signal })).json as OrdersDashboard,
  });
}

/** GET /api/dashboard/purchase-orders (view_po). */
export function usePurchaseOrdersDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'purchase-orders'],
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/dashboard/purchase-orders`, { signal })).json as PurchaseOrdersDashboard,
  });
}
