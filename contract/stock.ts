import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';

// DESIGN.md §6 "Stock", "Stock adjustments", "Stock hub".
export const MOVEMENT_KINDS = ['opening', 'adjustment', 'transfer', 'receipt', 'issue', 'consumption', 'return'] as const;
export const ADJUSTMENT_REASONS = ['count_correction', 'damage', 'loss', 'found', 'transfer'] as const;
export const ADJUSTMENT_STATUSES = ['draft', 'posted', 'cancelled'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MAX_LINES = 200;
const quantity = z
  .number()
  .int('Whole numbers only')
  .min(-1_000_000, 'Too large')
  .max(1_000_000, 'Too large')
  .refine((q) => q !== 0, 'Must not be 0');

export const adjustmentLineInput = z.object({
  product_id: z.number().int().positive(),
  rack_id: z.number().int().positive(),
  /** Signed: + adds to the rack, − takes from it. */
  quantity,
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }).nullable().optional(),
});

export const stockAdjustmentInput = z.object({
  warehouse_id: z.number().int().positive(),
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }),
  note: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
  lines: z.array(adjustmentLineInput).min(1, 'Add at least one line').max(MAX_LINES, `At most ${MAX_LINES} lines`),
});

/** POST /api/stock-adjustments/transfer: a draft adjustment with a − line and a + line. */
export const transferInput = z
  .object({
    product_id: z.number().int().positive(),
    from_rack_id: z.number().int().positive(),
    to_rack_id: z.number().int().positive(),
    quantity: z.number().int('Whole numbers only').positive('Must be more than 0').max(1_000_000, 'Too large'),
    note: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
  })
  .refine((t) => t.from_rack_id !== t.to_rack_id, { message: 'Choose another rack than the source', path: ['to_rack_id'] });

export type AdjustmentLine = z.infer<typeof adjustmentLineInput> & { id: number; line_no: number };
export type StockAdjustment = Omit<z.infer<typeof stockAdjustmentInput>, 'lines'> &
  RecordMeta & {
    number: string;
    status: (typeof ADJUSTMENT_STATUSES)[number];
    posted_at: string | null;
    posted_by_name: string | null;
    created_by_name: string | null;
    line_count: number;
    lines: AdjustmentLine[];
  };

export const stockAdjustments = defineCollection({
  name: 'stock-adjustments',
  resource: 'stock-adjustments',
  area: 'stock_adjustments',
  input: stockAdjustmentInput,
  searchFields: ['number', 'note'],
  filters: { id: 'id', status: 'string', warehouse_id: 'id', reason: 'string', created_at: 'date', posted_at: 'date' },
  sortable: ['id', 'number', 'status', 'warehouse_id', 'reason', 'created_at', 'posted_at'],
  defaultSort: ['id', 'DESC'],
});

/** One row per product and rack (GET /api/stock-levels), read-only. */
export interface StockLevel {
  id: string;
  product_id: number;
  rack_id: number;
  room_id: number;
  warehouse_id: number;
  path: string;
  on_hand: number;
}

export const stockLevels = defineCollection({
  name: 'stock-levels',
  resource: 'stock-levels',
  area: 'stock_hub',
  input: z.object({}),
  searchFields: [],
  filters: { product_id: 'id', rack_id: 'id', room_id: 'id', warehouse_id: 'id', on_hand: 'number' },
  sortable: ['path', 'on_hand', 'product_id'],
  defaultSort: ['path', 'ASC'],
});

/** The append-only ledger (GET /api/stock-movements), newest first. */
export interface StockMovement {
  id: number;
  product_id: number;
  rack_id: number;
  path: string;
  delta: number;
  balance_after: number;
  kind: MovementKind;
  source_type: string | null;
  source_id: number | null;
  source_label: string | null;
  actor_name: string | null;
  created_at: string;
}

export const stockMovements = defineCollection({
  name: 'stock-movements',
  resource: 'stock-movements',
  area: 'stock_hub',
  input: z.object({}),
  searchFields: [],
  filters: { product_id: 'id', rack_id: 'id', warehouse_id: 'id', kind: 'string', created_at: 'date' },
  sortable: ['id', 'created_at'],
  defaultSort: ['id', 'DESC'],
});

/** One product of the stock hub (GET /api/stock-hub); figures are for the filtered warehouse/room when one is chosen. */
export interface StockHubRow {
  id: number;
  sku: string;
  name: string;
  category_id: number;
  on_hand: number;
  reserved: number;
  available: number;
  reorder_level: number;
  low_stock: boolean;
  cost: number;
  value: number;
}

export const stockHub = defineCollection({
  name: 'stock-hub',
  resource: 'stock-hub',
  area: 'stock_hub',
  input: z.object({}),
  searchFields: ['sku', 'name', 'barcode'],
  filters: { id: 'id', category_id: 'id', warehouse_id: 'id', room_id: 'id', low_stock: 'boolean', active: 'boolean' },
  sortable: ['sku', 'name', 'on_hand', 'available', 'reorder_level', 'value'],
  defaultSort: ['name', 'ASC'],
});

/** GET /api/dashboard/stock (view_stock_hub). */
export interface StockDashboard {
  low_stock_count: number;
  low_stock: { id: number; sku: string; name: string; available: number; reorder_level: number }[];
  value_by_warehouse: { warehouse_id: number; code: string; name: string; value: number }[];
}
