import { z } from 'zod';
import { recordMeta, timestamp } from './api';
import { defineCollection } from './collection';
import { doneAt } from './offline';
import { stockAdjustmentRecord } from './stock';
import { COLLECTIONS } from './resources';

// Issue 20 "Stocktakes": a count of a warehouse, room or rack (optionally some products),
// draft → counting → posted, or cancelled. Counting fixes the scope's lines; each line's
// variance is its count minus what was on hand when it was counted.

export const STOCK_COUNT_STATUSES = ['draft', 'counting', 'posted', 'cancelled'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

/** A count covers at most this many products when they are chosen one by one. */
export const MAX_COUNT_PRODUCTS = 200;

const optionalId = z.number().int().positive().nullable().optional();

export const stockCountInput = z.object({
  warehouse_id: z.number({ error: 'Choose a warehouse' }).int().positive(),
  room_id: optionalId,
  rack_id: optionalId,
  /** Empty or absent: every product in the scope. */
  product_ids: z
    .array(z.number().int().positive())
    .max(MAX_COUNT_PRODUCTS, `At most ${MAX_COUNT_PRODUCTS} products`)
    .nullable()
    .optional(),
  /** Counters do not see the expected quantities. */
  blind: z.boolean().optional(),
  note: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
});

export const stockCountRecord = z
  .object({
    ...recordMeta,
    number: z.string(),
    warehouse_id: z.number().int(),
    room_id: z.number().int().nullable(),
    rack_id: z.number().int().nullable(),
    product_ids: z.array(z.number().int()).nullable(),
    blind: z.boolean(),
    note: z.string().nullable(),
    status: z.enum(STOCK_COUNT_STATUSES),
    /** The scope in words: "MAIN", "MAIN / A", "MAIN / A / A-02". */
    scope_path: z.string(),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    started_at: timestamp.nullable(),
    posted_at: timestamp.nullable(),
    posted_by_name: z.string().nullable(),
    adjustment_id: z.number().int().nullable(),
    adjustment_number: z.string().nullable(),
    line_count: z.number().int(),
    counted_count: z.number().int(),
  })
  .meta({ id: 'StockCount' });
export type StockCount = z.infer<typeof stockCountRecord>;

export const stockCounts = defineCollection({
  ...COLLECTIONS['stock-counts'],
  input: stockCountInput,
  record: stockCountRecord,
  searchFields: ['number', 'note'],
  filters: { id: 'id', status: 'string', warehouse_id: 'id', created_at: 'date', posted_at: 'date' },
});

/** How a count meets the line's earlier one: added to it (scanning box after box) or replacing it (a recount). */
export const COUNT_MODES = ['add', 'replace'] as const;
export type CountMode = (typeof COUNT_MODES)[number];

/** POST /api/stock-counts/:id/counts: one line's count, added to the earlier one or replacing it (DESIGN.md §5). */
export const countInput = z.object({
  product_id: z.number().int().positive(),
  rack_id: z.number().int().positive(),
  counted: z.number({ error: 'Enter the quantity counted' }).int('Whole numbers only').min(0, 'Must be 0 or more').max(1_000_000, 'Too large'),
  mode: z.enum(COUNT_MODES).default('replace').describe('add: the units are added to the line\'s earlier count; replace (default): they are the line\'s whole count'),
  device: z.string().trim().max(100, 'At most 100 characters').nullable().optional().describe('The device the count was taken on, as the person\'s app names it'),
  done_at: doneAt,
});

/** One count of a line, as kept: who, when, on which device, how, and the line's count after it. */
export const stockCountEntry = z
  .object({
    mode: z.enum(COUNT_MODES),
    entered: z.number().int(),
    counted: z.number().int(),
    counted_by_name: z.string().nullable(),
    device: z.string().nullable(),
    /** When it arrived. */
    counted_at: timestamp,
    /** When the person counted: the `done_at` sent from an offline queue, else when it arrived. */
    done_at: timestamp,
  })
  .meta({ id: 'StockCountEntry' });
export type StockCountEntry = z.infer<typeof stockCountEntry>;

/**
 * One line of a count. In a blind count, while it is counted, `expected`, `on_hand_at_count`,
 * `variance` and `variance_value` are null for everyone but the person who opened it.
 */
export const stockCountLine = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    rack_id: z.number().int(),
    path: z.string(),
    expected: z.number().int().nullable(),
    counted: z.number().int().nullable(),
    on_hand_at_count: z.number().int().nullable(),
    variance: z.number().int().nullable(),
    cost: z.number(),
    variance_value: z.number().nullable(),
    /** Found on a rack outside the lines fixed at the start. */
    added: z.boolean(),
    /** When the latest count was done (its `done_at` when sent from an offline queue). */
    counted_at: timestamp.nullable(),
    counted_by_name: z.string().nullable(),
    /** Every count of the line in the order they were done (`done_at`), oldest first. */
    entries: z.array(stockCountEntry),
  })
  .meta({ id: 'StockCountLine' });
export type StockCountLine = z.infer<typeof stockCountLine>;

/** GET /api/stock-counts/:id/lines: a list like any other (sort, range, filter). */
export const stockCountLines = defineCollection({
  name: 'stock-count-lines',
  resource: 'stock-count-lines',
  area: 'stock_counts',
  input: z.object({}),
  record: stockCountLine,
  searchFields: ['sku', 'name', 'path'],
  filters: { counted: 'boolean', with_variance: 'boolean', product_id: 'id', rack_id: 'id' },
  sortable: ['path', 'sku', 'variance', 'variance_value', 'counted_at'],
  defaultSort: ['path', 'ASC'],
});

/** GET /api/stock-counts/:id/summary: the review's totals (variances null while hidden). */
export const stockCountSummary = z
  .object({
    lines: z.number().int(),
    counted: z.number().int(),
    uncounted: z.number().int(),
    with_variance: z.number().int().nullable(),
    variance_quantity: z.number().int().nullable(),
    variance_value: z.number().nullable(),
    shortage_value: z.number().nullable(),
    surplus_value: z.number().nullable(),
    /** Whether this caller sees the expected quantities. */
    revealed: z.boolean(),
  })
  .meta({ id: 'StockCountSummary' });
export type StockCountSummaryData = z.infer<typeof stockCountSummary>;

/** The answer of POST /api/stock-counts/:id/post: the count, and the adjustment of its variances (none when every count matched). */
export const stockCountPosted = z
  .object({ stock_count: stockCountRecord, adjustment: stockAdjustmentRecord.nullable() })
  .meta({ id: 'StockCountPosted' });
export type StockCountPostedData = z.infer<typeof stockCountPosted>;
