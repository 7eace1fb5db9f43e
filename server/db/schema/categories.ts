import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, searchDocument } from './columns';

export const categories = pgTable(
  'categories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    index('categories_parent_idx').on(t.parent_id),
    index('categories_search_idx').using('gin', sql`(${searchDocument([t.name, t.description])}) gin_trgm_ops`),
  ],
);
