import { z } from 'zod';
import type { CollectionName } from './resources';

// Issue 20 item 2: GET /api/scan/:code tells the phone scan screen and handheld scanners what a
// scanned code is. Only what the caller may view is found.

export const SCAN_KINDS = ['product', 'rack', 'order', 'purchase-order', 'work-order', 'job-card', 'stock-adjustment', 'stock-count'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/** The collection a kind belongs to: its read permission (contract/resources.ts) is what finding one needs. */
export const SCAN_COLLECTIONS = {
  product: 'products',
  rack: 'racks',
  order: 'orders',
  'purchase-order': 'purchase-orders',
  'work-order': 'work-orders',
  'job-card': 'job-cards',
  'stock-adjustment': 'stock-adjustments',
  'stock-count': 'stock-counts',
} as const satisfies Record<ScanKind, CollectionName>;

/** A product's barcode or SKU, a rack's code or path ("MAIN / A / A-02"), a document's number. */
export const scanParams = z.object({ code: z.string().trim().min(1).max(200) });

/** `label` is what a person reads: "BRK-1001 — Brake pad set", "MAIN / A / A-02", "ORD-000012 — Acme Motors". */
export const scanResult = z
  .object({
    kind: z.enum(SCAN_KINDS),
    id: z.number().int(),
    label: z.string(),
  })
  .meta({ id: 'ScanResult' });
export type ScanResult = z.infer<typeof scanResult>;
