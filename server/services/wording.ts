import { sql } from 'drizzle-orm';

/** "1 rack", "3 racks", "2 subcategories": counts in messages users read. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The outer table of a correlated subquery in a computed field. Written by hand because in a
 * one-table select Drizzle drops table names from columns, which would bind to the subquery's own.
 */
export const outer = (table: string) => sql.identifier(table);
