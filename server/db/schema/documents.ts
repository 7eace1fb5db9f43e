import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Every status move of every document: who, when, from what to what. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    doc_type: text('doc_type', { enum: ['order', 'purchase_order', 'work_order', 'job_card'] }).notNull(),
    doc_id: integer('doc_id').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    actor_kind: text('actor_kind', { enum: ['staff', 'dealer', 'system'] }).notNull(),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('status_changes_doc_idx').on(t.doc_type, t.doc_id, t.id), index('status_changes_at_idx').on(t.at)],
);
