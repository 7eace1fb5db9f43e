import { z } from 'zod';

// The demo storefront's read-only catalogue (issue 8): GET /api/storefront/products and /:id.
// Any signed-in staff user reads it; it never carries the cost price.

/** SPEC.md §9 "demo price filter ranges", inclusive bounds, in dollars. */
export const PRICE_RANGES = ['0-199', '200-499', '450-599', '600-799', '800-1000'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export function priceBounds(range: PriceRange): [number, number] {
  const [low, high] = range.split('-').map(Number);
  return [low, high];
}

export const STOREFRONT_MAX_PER_PAGE = 100;

const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(max, `${name} must be at most ${max}`);

export const storefrontQuery = z.object({
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  /** A category id, or "all" (the cart store's default filter, SPEC.md §3). */
  category: z.union([z.literal('all'), positiveInt('category', 2147483647)]).optional(),
  price: z.enum(['all', ...PRICE_RANGES], { error: `price must be all or one of ${PRICE_RANGES.join(', ')}` }).optional(),
  page: positiveInt('page', 100_000).default(1),
  perPage: positiveInt('perPage', STOREFRONT_MAX_PER_PAGE).default(12),
});
export type StorefrontQuery = z.infer<typeof storefrontQuery>;

/** One product as the storefront shows it: the demo product card of SPEC.md §3 plus sku and stock. */
export const storefrontProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  /** The preferred supplier's company name. */
  brand: z.string().nullable(),
  /** The dealer price in dollars. */
  price: z.number(),
  /** Always null: the SPA draws a placeholder. */
  img: z.string().nullable(),
  rating: z.number().int(),
  oldPrice: z.number().nullable(),
  percent: z.number().nullable(),
  /** On hand − reserved, never below 0. */
  available: z.number().int(),
});
export type StorefrontProduct = z.infer<typeof storefrontProduct>;

export const storefrontPage = z.object({ data: z.array(storefrontProduct), total: z.number().int() });
export type StorefrontPage = z.infer<typeof storefrontPage>;
