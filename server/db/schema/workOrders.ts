import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRIORITIES, WORK_ORDER_STATUSES } from '../../../contract/workshop';
import { users } from './auth';
import { inList, numbered, recordColumns, searchDocument } from './columns';
import { orders } from './orders';

export const workOrderNumbers = pgSequence('work_order_number_seq');

export const workOrders = pgTable(
  'work_orders',
  {
    ...recordColumns(),
    number: numbered('work_order_number_seq', 'WO'),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('normal'),
    due_date: date('due_date', { mode: 'string' }),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: WORK_ORDER_STATUSES }).notNull().default('open'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('work_orders_number_unique').on(t.number),
    index('work_orders_order_idx').on(t.order_id),
    index('work_orders_status_idx').on(t.status, t.id),
    index('work_orders_assignee_idx').on(t.assignee_id),
    index('work_orders_search_idx').using('gin', sql`(${searchDocument([t.number, t.title])}) gin_trgm_ops`),
    check('work_orders_status_check', sql`${t.status} in ${inList(WORK_ORDER_STATUSES)}`),
    check('work_orders_priority_check', sql`${t.priority} in ${inList(PRIORITIES)}`),
  ],
);
