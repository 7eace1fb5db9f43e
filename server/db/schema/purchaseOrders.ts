import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PO_STATUSES } from '../../../contract/purchaseOrders';
import { users } from './auth';
import { inList, money, numbered, recordColumns, searchDocument } from './columns';
import { products } from './products';
import { suppliers } from './suppliers';
import { warehouses } from './warehouses';

export const purchaseOrderNumbers = pgSequence('purchase_order_number_seq');

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
