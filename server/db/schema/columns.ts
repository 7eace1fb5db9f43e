import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PARTY_STATUSES } from '../../../contract/parties';

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

// DESIGN.md §6: dealer orders, purchase orders, work orders and job cards. Each document's
// number comes from its own sequence; its status moves only through the services' state machines.
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
export const numbered = (sequence: string, prefix: string) =>
  text('number')
    .notNull()
    .default(sql.raw(`document_number('${prefix}', nextval('${sequence}'))`));

/** A supplier's or a dealer's columns. */
export const partyColumns = () => ({
  ...recordColumns(),
  company_name: text('company_name').notNull(),
  contact_person_name: text('contact_person_name'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  tax_id: text('tax_id'),
  status: text('status', { enum: PARTY_STATUSES }).notNull().default('active'),
});
