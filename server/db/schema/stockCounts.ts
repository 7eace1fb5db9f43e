import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUNT_MODES, STOCK_COUNT_STATUSES } from '../../../contract/stockCounts';
import { users } from './auth';
import { recordColumns } from './columns';
import { products } from './products';
import { racks } from './racks';
import { rooms } from './rooms';
import { stockAdjustments } from './stockAdjustments';
import { warehouses } from './warehouses';

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
    /** When `on_hand_at_count` is of: the count's done_at, or the first's of counts added to it. */
    on_hand_as_of: timestamp('on_hand_as_of', { withTimezone: true, mode: 'date' }),
    /** When the latest count was done (done_at, issue 35). */
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
    /** When it arrived. */
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the person counted: an offline count carries its own (issue 35); else when it arrived. */
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_count_entries_line_idx').on(t.line_id, t.id),
    check('stock_count_entries_mode_check', sql`${t.mode} in ('add', 'replace')`),
    check('stock_count_entries_counted_check', sql`${t.counted} >= 0`),
  ],
);
