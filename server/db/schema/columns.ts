import { sql, type SQL } from 'drizzle-orm';
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** DESIGN.md §6: every record has id, created_at, updated_at and version. */
export const recordColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * The text `filter.q` searches: the collection's search fields joined. Trigram indexes are
 * built on this same expression, so the planner uses them.
 */
export const searchDocument = (columns: (AnyPgColumn | SQL)[]) =>
  sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
