import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
