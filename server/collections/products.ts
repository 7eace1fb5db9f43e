import { getTableColumns, sql } from 'drizzle-orm';
import { products as productDef } from '../../contract/products';
import { msg } from '../../contract/messages';
import { categories, products, productSearch } from '../db/schema';
import { searchDocument } from '../db/schema/columns';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';
import { isLowStock } from '../services/lowStock';
import { outer } from '../services/wording';


const available = sql<number>`(${products.on_hand} - ${products.reserved})`;

const lowStock = isLowStock(available, products.reorder_level);

const productColumns = getTableColumns(products);
/**
 * What product_search's `doc` holds for a product (issue 21): its search fields' text (contract
 * `searchFields`) in lower case. Migration 0014's trigger writes the same in SQL; check:stock and
 * the bench seed use this one.
 */
export const productSearchText = sql`lower(${searchDocument(productDef.searchFields.map((field) => productColumns[field as keyof typeof productColumns]))})`;

export const productBinding: CollectionBinding = {
  def: productDef,
  table: products,
  computed: {
    available: available.as('available'),
    low_stock: lowStock.as('low_stock'),
    // The list shows the category by name: one subselect per row of the page instead of a
    // reference lookup per row in the browser (docs/performance.md).
    category_name: sql<string>`(select c.name from ${categories} c where c.id = ${outer('products')}.category_id)`.as('category_name'),
  },
  customFilters: { low_stock: (wanted: boolean) => (wanted ? lowStock : sql`not ${lowStock}`) },
  // Issue 21: a search by word, active, category, supplier or unit, sorted by name or id, counts
  // and pages on the narrow product_search (migration 0014) instead of the wide products rows.
  searchTable: {
    table: productSearch,
    document: productSearch.doc,
    fields: {
      id: productSearch.id,
      name: productSearch.name,
      active: productSearch.active,
      category_id: productSearch.category_id,
      preferred_supplier_id: productSearch.preferred_supplier_id,
      unit: productSearch.unit,
    },
    version: 'product_search_version',
  },
  constraints: {
    products_sku_unique: { field: 'sku', message: msg('sku_taken') },
    products_category_id_categories_id_fk: { field: 'category_id', message: msg('category_missing') },
  },
};

export const productsCollection: ServerCollection = { binding: productBinding };
