import { useQuery } from '@tanstack/react-query';
import { PRICE_RANGES, type StorefrontPage, type StorefrontProduct } from '../../../contract/storefront';
import { API_URL, httpClient } from '../../providers/httpClient';
import type { CartFilters } from './cartStore';

export const SHOP_PAGE_SIZE = 12;

// SPEC.md §7: catalogue data is kept 60 s and is not refetched on focus, reconnect or mount.
const CACHE = { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false } as const;

async function getJson<T>(path: string): Promise<T> {
  const response = await httpClient(`${API_URL}${path}`);
  return response.json as T;
}

export function storefrontSearch(filters: CartFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(SHOP_PAGE_SIZE) });
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  const range = PRICE_RANGES[filters.price - 1];
  if (range) params.set('price', range);
  return params.toString();
}

export function useStorefrontProducts(filters: CartFilters, page: number) {
  const search = storefrontSearch(filters, page);
  return useQuery({
    queryKey: ['storefront', 'products', search],
    queryFn: () => getJson<StorefrontPage>(`/storefront/products?${search}`),
    placeholderData: (previous) => previous,
    ...CACHE,
  });
}

export function useStorefrontProduct(id: string | undefined) {
  return useQuery({
    queryKey: ['storefront', 'product', id],
    queryFn: () => getJson<StorefrontProduct>(`/storefront/products/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
    retry: false,
    ...CACHE,
  });
}
