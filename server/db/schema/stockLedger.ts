import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { MOVEMENT_KINDS } from '../../../contract/stock';
import { products } from './products';
import { racks } from './racks';
import { warehouses } from './warehouses';

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
    /** When it arrived. */
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the person did it: an action sent from an offline queue carries its own (issue 35); else when it arrived. */
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.product_id, t.id),
    // What a rack held at a stocktake's count time: its movements done since (stock-counts.ts).
    index('stock_movements_done_idx').on(t.product_id, t.rack_id, t.done_at),
    index('stock_movements_rack_idx').on(t.rack_id, t.id),
    index('stock_movements_source_idx').on(t.source_type, t.source_id),
    check('stock_movements_delta_check', sql`${t.delta} <> 0 and ${t.balance_after} >= 0`),
  ],
);

/** DESIGN.md §6 "Stock": what is on each rack. Changed only by the stock ledger. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    on_hand: integer('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.rack_id] }),
    index('stock_levels_rack_idx').on(t.rack_id),
    check('stock_levels_on_hand_check', sql`${t.on_hand} >= 0`),
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
