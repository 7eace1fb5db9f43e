import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_CARD_STATUSES } from '../../../contract/workshop';
import { users } from './auth';
import { at, inList, numbered, recordColumns, searchDocument } from './columns';
import { products } from './products';
import { racks } from './racks';
import { workOrders } from './workOrders';

export const jobCardNumbers = pgSequence('job_card_number_seq');

export const jobCards = pgTable(
  'job_cards',
  {
    ...recordColumns(),
    number: numbered('job_card_number_seq', 'JC'),
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    technician_id: integer('technician_id').references(() => users.id, { onDelete: 'set null' }),
    task: text('task').notNull(),
    notes: text('notes'),
    status: text('status', { enum: JOB_CARD_STATUSES }).notNull().default('open'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('job_cards_number_unique').on(t.number),
    index('job_cards_work_order_idx').on(t.work_order_id),
    index('job_cards_status_idx').on(t.status, t.id),
    index('job_cards_technician_idx').on(t.technician_id),
    index('job_cards_search_idx').using('gin', sql`(${searchDocument([t.number, t.task])}) gin_trgm_ops`),
    check('job_cards_status_check', sql`${t.status} in ${inList(JOB_CARD_STATUSES)}`),
  ],
);

/** Start/stop of work on a job card; minutes are always computed from these stored times. */
export const jobCardTimeLogs = pgTable(
  'job_card_time_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job_card_id: integer('job_card_id')
      .notNull()
      .references(() => jobCards.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name'),
    started_at: at('started_at').notNull().defaultNow(),
    stopped_at: at('stopped_at'),
  },
  (t) => [
    index('job_card_time_logs_card_idx').on(t.job_card_id, t.id),
    // At most one running log per card, whatever two devices do at once.
    uniqueIndex('job_card_time_logs_running_unique').on(t.job_card_id).where(sql`${t.stopped_at} is null`),
    check('job_card_time_logs_order_check', sql`${t.stopped_at} is null or ${t.stopped_at} >= ${t.started_at}`),
  ],
);

/** Parts used on a job card: + taken from the rack, − returned to it. Each row is one stock movement. */
export const jobCardParts = pgTable(
  'job_card_parts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job_card_id: integer('job_card_id')
      .notNull()
      .references(() => jobCards.id, { onDelete: 'restrict' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_card_parts_card_idx').on(t.job_card_id, t.id), check('job_card_parts_quantity_check', sql`${t.quantity} <> 0`)],
);
