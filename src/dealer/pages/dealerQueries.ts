import { useQuery } from '@tanstack/react-query';
import type { DealerOrder } from '../../../contract/dealerPortal';
import { DealerApiError, dealerFetch } from '../session/dealerApi';

/** GET /api/dealer/settings: the tax rate new orders copy, the currency amounts are shown in and the company header of the print. */
export interface DealerSettings {
  tax_rate: number;
  currency: string;
  company_name: string;
  company_address: string | null;
  company_phone: string | null;
  company_email: string | null;
}

export const hasStatus = (error: unknown, status: number) => error instanceof DealerApiError && error.status === status;

/** The server's field errors (`lines.0.quantity` → "Only 3 available") of a 422. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error instanceof DealerApiError && (error.body as { errors?: Record<string, string> } | undefined)?.errors) || {};

/** Every dealer page's query keys start here, so a submit can refresh them all at once. */
export const DEALER_QUERY_ROOT = 'dealer-pages';

export interface ListParams {
  filter: Record<string, unknown>;
  sort: [string, 'ASC' | 'DESC'];
  page: number;
  perPage: number;
}

/** A ra-data-simple-rest list call: filter, sort and range as JSON, the total from Content-Range. */
export async function fetchDealerList<T>(resource: string, { filter, sort, page, perPage }: ListParams, signal?: AbortSignal) {
  const start = (page - 1) * perPage;
  const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify([start, start + perPage - 1]) });
  const { json, headers } = await dealerFetch<T[]>(`/${resource}?${query}`, { signal });
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return { data: json, total: Number.isFinite(total) ? total : json.length };
}

/** Filter values left empty by a form are not sent (the server would refuse an empty date). */
export const compactFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined));

export function useDealerSettings() {
  return useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'settings'],
    queryFn: async ({ signal }) => (await dealerFetch<DealerSettings>('/settings', { signal })).json,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/dealer/orders/:id: another dealer's order is 404, like one that does not exist. */
export const dealerOrderQuery = (id: string) => ({
  queryKey: [DEALER_QUERY_ROOT, 'order', id],
  // An order moves on the staff side: opening it always shows where it stands now.
  staleTime: 0,
  refetchOnMount: true,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => (await dealerFetch<DealerOrder>(`/orders/${encodeURIComponent(id)}`, { signal })).json,
});
