import { z } from 'zod';
import { recordMeta, timestamp } from './api';
import { defineCollection } from './collection';
import { doneAt } from './offline';
import { COLLECTIONS } from './resources';

// DESIGN.md §6 "Stock", "Stock adjustments", "Stock hub".
export const MOVEMENT_KINDS = ['opening', 'adjustment', 'transfer', 'receipt', 'issue', 'consumption', 'return'] as const;
export const ADJUSTMENT_REASONS = ['count_correction', 'damage', 'loss', 'found', 'transfer', 'opening_stock'] as const;
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
    /** Posted in the same transaction as it is made: a move on the floor is one request, and a refusal leaves no draft (DESIGN.md §5). */
    post: z.boolean().optional(),
    done_at: doneAt,
  })
  .refine((t) => t.from_rack_id !== t.to_rack_id, { message: 'Choose another rack than the source', path: ['to_rack_id'] });

export const adjustmentLine = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  product_id: z.number().int(),
  rack_id: z.number().int(),
  quantity: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
});
export type AdjustmentLine = z.infer<typeof adjustmentLine>;

export const stockAdjustmentRecord = z
  .object({
    ...recordMeta,
    number: z.string(),
    warehouse_id: z.number().int(),
    reason: z.enum(ADJUSTMENT_REASONS),
    note: z.string().nullable(),
    status: z.enum(ADJUSTMENT_STATUSES),
    created_by: z.number().int().nullable(),
    posted_at: timestamp.nullable(),
    posted_by: z.number().int().nullable(),
    posted_by_name: z.string().nullable(),
    created_by_name: z.string().nullable(),
    line_count: z.number().int(),
    lines: z.array(adjustmentLine),
    /** The stocktake whose variances this adjustment posted (issue 20). */
    stock_count_id: z.number().int().nullable(),
    stock_count_number: z.string().nullable(),
  })
  .meta({ id: 'StockAdjustment' });
export type StockAdjustment = z.infer<typeof stockAdjustmentRecord>;

export const stockAdjustments = defineCollection({
  ...COLLECTIONS['stock-adjustments'],
  input: stockAdjustmentInput,
  record: stockAdjustmentRecord,
  searchFields: ['number', 'note'],
  filters: { id: 'id', status: 'string', warehouse_id: 'id', reason: 'string', created_at: 'date', posted_at: 'date' },
});

/** A stock level's id: "<product id>-<rack id>". */
export const stockLevelParams = z.object({ id: z.string().regex(/^\d{1,10}-\d{1,10}$/, 'A stock level id is "<product>-<rack>"') });

/** One row per product and rack (GET /api/stock-levels), read-only; `id` is "<product>-<rack>". */
export const stockLevelRow = z
  .object({
    id: z.string(),
    product_id: z.number().int(),
    rack_id: z.number().int(),
    room_id: z.number().int(),
    warehouse_id: z.number().int(),
    path: z.string(),
    on_hand: z.number().int(),
  })
  .meta({ id: 'StockLevel' });
export type StockLevel = z.infer<typeof stockLevelRow>;

export const stockLevels = defineCollection({
  ...COLLECTIONS['stock-levels'],
  input: z.object({}),
  record: stockLevelRow,
  searchFields: [],
  filters: { id: 'string', product_id: 'id', rack_id: 'id', room_id: 'id', warehouse_id: 'id', on_hand: 'number' },
});

/** The append-only ledger (GET /api/stock-movements), newest first. */
export const stockMovementRow = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    rack_id: z.number().int(),
    path: z.string(),
    delta: z.number().int(),
    balance_after: z.number().int(),
    kind: z.enum(MOVEMENT_KINDS),
    source_type: z.string().nullable(),
    source_id: z.number().int().nullable(),
    source_label: z.string().nullable(),
    actor_name: z.string().nullable(),
    /** When it arrived. */
    created_at: timestamp,
    /** When the person did it: the `done_at` of an action sent from an offline queue, else when it arrived. */
    done_at: timestamp,
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementRow>;

export const stockMovements = defineCollection({
  ...COLLECTIONS['stock-movements'],
  input: z.object({}),
  record: stockMovementRow,
  searchFields: [],
  filters: { id: 'id', product_id: 'id', rack_id: 'id', warehouse_id: 'id', kind: 'string', created_at: 'date', done_at: 'date' },
});

/** One product of the stock hub (GET /api/stock-hub); figures are for the filtered warehouse/room when one is chosen. */
export const stockHubRow = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    category_id: z.number().int(),
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    reorder_level: z.number().int(),
    low_stock: z.boolean(),
    cost: z.number(),
    value: z.number(),
  })
  .meta({ id: 'StockHubRow' });
export type StockHubRow = z.infer<typeof stockHubRow>;

export const stockHub = defineCollection({
  ...COLLECTIONS['stock-hub'],
  input: z.object({}),
  record: stockHubRow,
  searchFields: ['sku', 'name', 'barcode'],
  filters: { id: 'id', category_id: 'id', warehouse_id: 'id', room_id: 'id', low_stock: 'boolean', active: 'boolean' },
});

/** GET /api/dashboard/stock (view_stock_hub). */
export const stockDashboard = z.object({
  low_stock_count: z.number().int(),
  low_stock: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string(), available: z.number().int(), reorder_level: z.number().int() })),
  value_by_warehouse: z.array(z.object({ warehouse_id: z.number().int(), code: z.string(), name: z.string(), value: z.number() })),
});
export type StockDashboard = z.infer<typeof stockDashboard>;
