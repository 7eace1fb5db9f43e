import { useCanAccess, useGetList, useGetMany, type Identifier } from 'react-admin';
import type { Product } from '../../contract/products';
import type { StockLevel } from '../../contract/stock';

/** A scanned product's racks, or a scanned rack's products: one line each, with what is on hand. */
export interface StockLine {
  /** The rack (a product's lines) or the product (a rack's lines). */
  id: number;
  /** "MAIN / A / A-01", or "LUB-1011 — Engine oil". */
  label: string;
  /** The product's SKU on a rack's line, for the sentence saying what moved. */
  sku?: string;
  onHand: number;
}

export interface StockHere {
  lines: StockLine[];
  isPending: boolean;
  error: Error | null;
  /** False without view_stock_hub: then nothing is asked (a 403 would leave the page). */
  allowed: boolean;
}

/** A rack holds a few dozen products at most; a product sits on a handful of racks. */
const ONE_PAGE = { page: 1, perPage: 100 };

export function useProductStock(productId: Identifier | undefined): StockHere {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'stock-levels', action: 'list' });
  const enabled = !!canAccess && productId !== undefined;
  const { data, isPending, error } = useGetList<StockLevel>(
    'stock-levels',
    { filter: { product_id: productId }, sort: { field: 'path', order: 'ASC' }, pagination: ONE_PAGE },
    { enabled },
  );
  return {
    lines: (data ?? []).map((level) => ({ id: level.rack_id, label: level.path, onHand: level.on_hand })),
    isPending: checking || (enabled && isPending),
    error: error ?? null,
    allowed: !!canAccess,
  };
}

/** The stock levels of a rack carry no SKU or name: the products are read too, in one call. */
export function useRackContents(rackId: Identifier | undefined): StockHere {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'stock-levels', action: 'list' });
  const enabled = !!canAccess && rackId !== undefined;
  const levels = useGetList<StockLevel>(
    'stock-levels',
    { filter: { rack_id: rackId }, sort: { field: 'product_id', order: 'ASC' }, pagination: ONE_PAGE },
    { enabled },
  );
  const { canAccess: canReadProducts } = useCanAccess({ resource: 'products', action: 'list' });
  const ids = (levels.data ?? []).map((level) => level.product_id);
  const named = !!canReadProducts && ids.length > 0;
  const products = useGetMany<Product>('products', { ids }, { enabled: enabled && named });
  const byId = new Map((products.data ?? []).map((product) => [product.id, product]));
  const lines = (levels.data ?? [])
    .map((level) => {
      const product = byId.get(level.product_id);
      return {
        id: level.product_id,
        label: product ? `${product.sku} — ${product.name}` : `#${level.product_id}`,
        sku: product?.sku,
        onHand: level.on_hand,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    lines,
    isPending: checking || (enabled && (levels.isPending || (named && products.isPending))),
    error: levels.error ?? products.error ?? null,
    allowed: !!canAccess,
  };
}
