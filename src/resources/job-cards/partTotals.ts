import type { JobCardPart } from '../../../contract/workshop';

/** What a card holds of one product taken from one rack. */
export interface PartHolding {
  product_id: number;
  rack_id: number;
  sku: string;
  name: string;
  path: string;
  used: number;
  returned: number;
  /** Used minus returned: the most that can still go back to that rack. */
  net: number;
}

/**
 * The card's part lines (+used, −returned) summed per product and rack, in the order each
 * pair was first used. A return is only accepted for a pair and up to its net (409 beyond).
 */
export function partHoldings(parts: readonly JobCardPart[]): PartHolding[] {
  const holdings = new Map<string, PartHolding>();
  for (const part of parts) {
    const key = `${part.product_id}:${part.rack_id}`;
    const holding = holdings.get(key) ?? {
      product_id: part.product_id,
      rack_id: part.rack_id,
      sku: part.sku,
      name: part.name,
      path: part.path,
      used: 0,
      returned: 0,
      net: 0,
    };
    if (part.quantity > 0) holding.used += part.quantity;
    else holding.returned -= part.quantity;
    holding.net = holding.used - holding.returned;
    holdings.set(key, holding);
  }
  return [...holdings.values()];
}
