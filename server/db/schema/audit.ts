import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** DESIGN.md §6 "Audit": who, when, what (before and after), written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    actor_kind: text('actor_kind', { enum: ['staff', 'dealer', 'system'] }).notNull(),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [index('audit_log_record_idx').on(t.collection, t.record_id, t.id), index('audit_log_actor_idx').on(t.actor_kind, t.actor_id)],
);
