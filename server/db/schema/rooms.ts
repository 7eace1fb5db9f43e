import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { warehouses } from './warehouses';

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
