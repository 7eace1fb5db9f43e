import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_REASONS, ADJUSTMENT_STATUSES, MOVEMENT_KINDS } from '../../../contract/stock';
import { users } from './auth';
import { products } from './catalogue';
import { recordColumns } from './columns';
import { COUNT_MODES, STOCK_COUNT_STATUSES } from '../../../contract/stockCounts';
import { racks, rooms, warehouses } from './locations';

/**
 * DESIGN.md §6 "Stock": the append-only ledger. Only the database function stock_apply
 * (server/db/functions/stock_ledger.sql, called by the stock ledger service and by postings)
 * inserts here; a trigger in the same file refuses UPDATE and DELETE, so history cannot be rewritten.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    balance_after: integer('balance_after').notNull(),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    source_type: text('source_type'),
    source_id: integer('source_id'),
    source_label: text('source_label'),
    actor_kind: text('actor_kind', { enum: ['staff', 'dealer', 'system'] }).notNull(),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.product_id, t.id),
    index('stock_movements_rack_idx').on(t.rack_id, t.id),
    index('stock_movements_source_idx').on(t.source_type, t.source_id),
    check('stock_movements_delta_check', sql`${t.delta} <> 0 and ${t.balance_after} >= 0`),
  ],
);

export const stockAdjustmentNumbers = pgSequence('stock_adjustment_number_seq');

export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    ...recordColumns(),
    number: text('number')
      .notNull()
      .default(sql`document_number('SA', nextval('stock_adjustment_number_seq'))`),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('draft'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    posted_at: timestamp('posted_at', { withTimezone: true, mode: 'date' }),
    posted_by: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('stock_adjustments_number_unique').on(t.number),
    index('stock_adjustments_status_idx').on(t.status, t.id),
    index('stock_adjustments_warehouse_idx').on(t.warehouse_id),
    check('stock_adjustments_status_check', sql`${t.status} in ('draft', 'posted', 'cancelled')`),
  ],
);

export const stockAdjustmentLines = pgTable(
  'stock_adjustment_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adjustment_id: integer('adjustment_id')
      .notNull()
      .references(() => stockAdjustments.id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }),
  },
  (t) => [
    uniqueIndex('stock_adjustment_lines_no_unique').on(t.adjustment_id, t.line_no),
    index('stock_adjustment_lines_product_idx').on(t.product_id),
    index('stock_adjustment_lines_rack_idx').on(t.rack_id),
    check('stock_adjustment_lines_quantity_check', sql`${t.quantity} <> 0`),
  ],
);

export const stockCountNumbers = pgSequence('stock_count_number_seq');

/** Issue 20: a stocktake of a warehouse, room or rack; its variances post as one adjustment. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    ...recordColumns(),
    number: text('number')
      .notNull()
      .default(sql`document_number('SC', nextval('stock_count_number_seq'))`),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    room_id: integer('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id').references(() => racks.id, { onDelete: 'restrict' }),
    product_ids: integer('product_ids').array(),
    blind: boolean('blind').notNull().default(false),
    note: text('note'),
    status: text('status', { enum: STOCK_COUNT_STATUSES }).notNull().default('draft'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    posted_at: timestamp('posted_at', { withTimezone: true, mode: 'date' }),
    posted_by: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    adjustment_id: integer('adjustment_id').references(() => stockAdjustments.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('stock_counts_number_unique').on(t.number),
    index('stock_counts_status_idx').on(t.status, t.id),
    index('stock_counts_warehouse_idx').on(t.warehouse_id),
    uniqueIndex('stock_counts_adjustment_unique').on(t.adjustment_id),
    check('stock_counts_status_check', sql`${t.status} in ('draft', 'counting', 'posted', 'cancelled')`),
  ],
);

/**
 * One product on one rack of a count. `expected` is what was on hand when counting started;
 * `on_hand_at_count` what was on hand when `counted` was recorded: the variance is their
 * difference, so stock moved after the count is neither lost nor counted twice.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    count_id: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    expected: integer('expected').notNull().default(0),
    added: boolean('added').notNull().default(false),
    counted: integer('counted'),
    on_hand_at_count: integer('on_hand_at_count'),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
    counted_by: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('stock_count_lines_unique').on(t.count_id, t.product_id, t.rack_id),
    index('stock_count_lines_product_idx').on(t.product_id),
    index('stock_count_lines_rack_idx').on(t.rack_id),
    check('stock_count_lines_counted_check', sql`${t.counted} is null or (${t.counted} >= 0 and ${t.on_hand_at_count} is not null)`),
  ],
);

/**
 * DESIGN.md §6 "Stock counts": every count of a line, kept: who, when, from which device, whether
 * it added to the line's count or replaced it, the figure entered and the line's count after it.
 * The line holds the latest; these are its history, shown in the review.
 */
export const stockCountEntries = pgTable(
  'stock_count_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    line_id: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => stockCountLines.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: COUNT_MODES }).notNull(),
    /** What the person entered: the units added, or the whole count that replaced the earlier one. */
    entered: integer('entered').notNull(),
    /** The line's count once this entry was taken. */
    counted: integer('counted').notNull(),
    counted_by: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    counted_by_name: text('counted_by_name'),
    device: text('device'),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_count_entries_line_idx').on(t.line_id, t.id),
    check('stock_count_entries_mode_check', sql`${t.mode} in ('add', 'replace')`),
    check('stock_count_entries_counted_check', sql`${t.counted} >= 0`),
  ],
);

/**
 * Issue 21 decision 3: what each warehouse holds of each product, with the product's name, so the
 * stock hub by warehouse walks one index in name order. A read model of stock_levels, kept by
 * triggers in the same transaction as each level change (and each rename); rooms and racks move
 * to another warehouse only while they hold no stock. `npm run check:stock` verifies it.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    on_hand: integer('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouse_id, t.product_id] }),
    // Not partial on on_hand: its every change would then leave the row's page and its indexes (no
    // HOT update), and a busy product would pile dead entries into the hub's walk (issue 21).
    index('warehouse_stock_name_idx').on(t.warehouse_id, t.name, t.product_id),
    index('warehouse_stock_product_idx').on(t.product_id),
    check('warehouse_stock_on_hand_check', sql`${t.on_hand} >= 0`),
  ],
);
