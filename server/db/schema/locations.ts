import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { recordColumns } from './columns';

export const warehouses = pgTable(
  'warehouses',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('warehouses_code_unique').on(t.code)],
);

export const rooms = pgTable(
  'rooms',
  {
    ...recordColumns(),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('rooms_code_unique').on(t.warehouse_id, t.code)],
);

export const racks = pgTable(
  'racks',
  {
    ...recordColumns(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name'),
  },
  (t) => [uniqueIndex('racks_code_unique').on(t.room_id, t.code)],
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
