import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { recordColumns, searchDocument } from './columns';
import { suppliers } from './suppliers';

export const products = pgTable(
  'products',
  {
    ...recordColumns(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    preferred_supplier_id: integer('preferred_supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    unit: text('unit').notNull().default('pcs'),
    dealer_price: numeric('dealer_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    reorder_level: integer('reorder_level').notNull().default(0),
    barcode: text('barcode'),
    description: text('description'),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    /** Totals over all racks, kept by the stock ledger in the same transaction as each movement. */
    on_hand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(sql`lower(${t.sku})`),
    index('products_category_idx').on(t.category_id),
    // Name order carrying the searched and filtered columns: a search sorted by name walks this
    // index alone (index-only), with no heap visit for each product it skips.
    index('products_name_idx').on(t.name, t.id, t.sku, t.barcode, t.active),
    index('products_dealer_price_idx').on(t.dealer_price),
    index('products_supplier_idx').on(t.preferred_supplier_id),
    index('products_search_idx').using('gin', sql`(${searchDocument([t.sku, t.name, t.barcode])}) gin_trgm_ops`),
    // No index may name on_hand or reserved (issue 21): every stock change updates them, and an
    // update that touches an indexed column cannot stay on its page (HOT), so it would write an
    // entry into each of these indexes — the trigram ones included — and hold a hot rack longer.
    check('products_money_check', sql`${t.dealer_price} >= 0 and ${t.cost} >= 0`),
    check('products_quantities_check', sql`${t.on_hand} >= 0 and ${t.reserved} >= 0 and ${t.reorder_level} >= 0`),
  ],
);

/**
 * Issue 21: the narrow search table of the products list. One row per product with the columns a
 * search filters and sorts by, and `doc`, the search fields' text (contract `searchFields`) in
 * lower case, so a search reads ~100-byte rows and compares with LIKE instead of ILIKE. Kept by
 * triggers on products in the same transaction as each change; `npm run check:stock` verifies it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull(),
    category_id: integer('category_id').notNull(),
    preferred_supplier_id: integer('preferred_supplier_id'),
    unit: text('unit').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [
    index('product_search_doc_idx').using('gin', sql`${t.doc} gin_trgm_ops`),
    // A search of a common word sorted by name walks this index alone (index-only, as products_name_idx).
    index('product_search_name_idx').on(t.name, t.id, t.active, t.doc),
  ],
);
