import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, numeric, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../contract/orders';
import { users } from './auth';
import { inList, money, numbered, recordColumns, searchDocument } from './columns';
import { dealers } from './dealers';
import { products } from './products';

export const orderNumbers = pgSequence('order_number_seq');

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
