import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * DESIGN.md §5 "Events": one row per business change, written in the change's transaction. `xid`
 * is the writing transaction: ids are taken before commit and so not in commit order, and a
 * reader finds what committed since it last read by the transactions its last snapshot did not
 * see (server/services/events.ts), never by "id greater than".
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    collection: text('collection'),
    record_id: integer('record_id'),
    actor_kind: text('actor_kind', { enum: ['staff', 'dealer', 'system'] }).notNull(),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    payload: jsonb('payload').notNull().default({}),
  },
  (t) => [index('events_xid_idx').on(t.xid)],
);

/**
 * The newest transaction whose events the retention pruned (one row): a stream resuming from a
 * snapshot that did not see it may have missed pruned events, and is told to refetch instead.
 */
export const eventsPruned = pgTable(
  'events_pruned',
  {
    one: boolean('one').primaryKey().default(true),
    through_xid: xid8('through_xid').notNull(),
  },
  (t) => [check('events_pruned_one', sql`${t.one}`)],
);
