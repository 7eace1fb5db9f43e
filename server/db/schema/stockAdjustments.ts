import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_REASONS, ADJUSTMENT_STATUSES } from '../../../contract/stock';
import { users } from './auth';
import { recordColumns } from './columns';
import { products } from './products';
import { racks } from './racks';
import { warehouses } from './warehouses';

export const stockAdjustmentNumbers = pgSequence('stock_adjustment_number_seq');

export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    ...recordColumns(),
    number: text('number')
      .notNull()
      .default(sql`document_number('SA', nextval('stock_adjustment_number_seq'))`),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('draft'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    posted_at: timestamp('posted_at', { withTimezone: true, mode: 'date' }),
    posted_by: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('stock_adjustments_number_unique').on(t.number),
    index('stock_adjustments_status_idx').on(t.status, t.id),
    index('stock_adjustments_warehouse_idx').on(t.warehouse_id),
    check('stock_adjustments_status_check', sql`${t.status} in ('draft', 'posted', 'cancelled')`),
  ],
);

export const stockAdjustmentLines = pgTable(
  'stock_adjustment_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adjustment_id: integer('adjustment_id')
      .notNull()
      .references(() => stockAdjustments.id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }),
  },
  (t) => [
    uniqueIndex('stock_adjustment_lines_no_unique').on(t.adjustment_id, t.line_no),
    index('stock_adjustment_lines_product_idx').on(t.product_id),
    index('stock_adjustment_lines_rack_idx').on(t.rack_id),
    check('stock_adjustment_lines_quantity_check', sql`${t.quantity} <> 0`),
  ],
);
