import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../contract/orders';
import { PO_STATUSES } from '../../../contract/purchaseOrders';
import { JOB_CARD_STATUSES, PRIORITIES, WORK_ORDER_STATUSES } from '../../../contract/workshop';
import { users } from './auth';
import { products } from './catalogue';
import { recordColumns, searchDocument } from './columns';
import { racks, warehouses } from './locations';
import { dealers, suppliers } from './parties';

// DESIGN.md §6: dealer orders, purchase orders, work orders and job cards. Each document's
// number comes from its own sequence; its status moves only through the services' state machines.

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const numbered = (sequence: string, prefix: string) =>
  text('number')
    .notNull()
    .default(sql.raw(`document_number('${prefix}', nextval('${sequence}'))`));

export const orderNumbers = pgSequence('order_number_seq');
export const purchaseOrderNumbers = pgSequence('purchase_order_number_seq');
export const workOrderNumbers = pgSequence('work_order_number_seq');
export const jobCardNumbers = pgSequence('job_card_number_seq');

/** Business settings: one row per key (tax rate, currency, company header). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updated_at: at('updated_at').notNull().defaultNow(),
});

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

export const orders = pgTable(
  'orders',
  {
    ...recordColumns(),
    number: numbered('order_number_seq', 'ORD'),
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    placed_by: text('placed_by', { enum: ['staff', 'dealer'] }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_dealer_idx').on(t.dealer_id, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_created_idx').on(t.created_at),
    // Issue 21: the orders list by status (and dealers), newest first, deep pages: the page walks
    // the first index alone (the dealer checked in it), the count probes the second per dealer.
    index('orders_status_created_idx').on(t.status, t.created_at, t.id, t.dealer_id),
    index('orders_dealer_status_idx').on(t.dealer_id, t.status),
    index('orders_search_idx').using('gin', sql`(${searchDocument([t.number, t.notes])}) gin_trgm_ops`),
    check('orders_status_check', sql`${t.status} in ${inList(ORDER_STATUSES)}`),
    check('orders_money_check', sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unit_price: money('unit_price').notNull(),
    line_total: money('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_no_unique').on(t.order_id, t.line_no),
    index('order_lines_product_idx').on(t.product_id),
    check('order_lines_quantity_check', sql`${t.quantity} > 0 and ${t.unit_price} >= 0`),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...recordColumns(),
    number: numbered('purchase_order_number_seq', 'PO'),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    expected_date: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    status: text('status', { enum: PO_STATUSES }).notNull().default('draft'),
    total: money('total').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_unique').on(t.number),
    index('purchase_orders_supplier_idx').on(t.supplier_id, t.id),
    index('purchase_orders_status_idx').on(t.status, t.id),
    index('purchase_orders_warehouse_idx').on(t.warehouse_id),
    index('purchase_orders_search_idx').using('gin', sql`(${searchDocument([t.number, t.notes])}) gin_trgm_ops`),
    check('purchase_orders_status_check', sql`${t.status} in ${inList(PO_STATUSES)}`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unit_cost: money('unit_cost').notNull(),
    received: integer('received').notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_no_unique').on(t.purchase_order_id, t.line_no),
    index('purchase_order_lines_product_idx').on(t.product_id),
    check('purchase_order_lines_received_check', sql`${t.quantity} > 0 and ${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
  ],
);

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
