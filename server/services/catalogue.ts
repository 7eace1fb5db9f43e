import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories as categoryDef, PATH_SEPARATOR } from '../../contract/categories';
import { count, msg } from '../../contract/messages';
import { products as productDef } from '../../contract/products';
import type { Tx } from '../db/client';
import { categories, products, productSearch } from '../db/schema';
import { searchDocument } from '../db/schema/columns';
import { conflict, invalid } from '../errors';
import type { CollectionBinding, Row } from './collections';
import { outer } from './wording';


const available = sql<number>`(${products.on_hand} - ${products.reserved})`;

/**
 * DESIGN.md §6 "Stock hub": low stock when available ≤ reorder level. A reorder level of 0 means
 * "not tracked" (issue 32: a product never stocked was flagged low), so it is never low. Every
 * low-stock flag, filter and count (products, stock hub, dashboard, reorder) is this expression.
 */
export const isLowStock = (availableNow: SQL, reorderLevel: SQL | AnyPgColumn) => sql<boolean>`(${reorderLevel} > 0 and ${availableNow} <= ${reorderLevel})`;
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

/**
 * A category's names from the top category down to it, walked up through its parents. The depth
 * bound keeps a read finite even if a cycle were ever stored (writes refuse them).
 */
const lineage = sql<string[]>`(with recursive up(parent_id, name, depth) as (
    select ${outer('categories')}.parent_id, ${outer('categories')}.name, 0
    union all select c.parent_id, c.name, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 64
  ) select array_agg(up.name order by up.depth desc) from up)`;

/** The ids of these categories and of every category under them. */
const branchOf = (ids: number[]) => sql`(with recursive branch(id) as (
    select c.id from ${categories} c where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    union select c.id from ${categories} c join branch b on c.parent_id = b.id
  ) select id from branch)`;

/**
 * DESIGN.md §6 "Catalogue": a category may not sit under itself or any of its subcategories. Moves
 * under a parent are serialized (a transaction-scoped lock), so two moves made at once (A under B,
 * B under A) cannot each pass the check against a tree the other is changing.
 */
async function assertNoCycle(tx: Tx, parentId: number | null | undefined, id: number | undefined, current: Row | undefined): Promise<void> {
  if (!parentId || !id || current?.parent_id === parentId) return;
  if (parentId === id) throw invalid({ parent_id: msg('category_own_parent') });
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockyard.category-tree'))`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from categories where id = ${parentId}
      union select c.id, c.parent_id from categories c join ancestors a on c.id = a.parent_id
    ) select id from ancestors where id = ${id}`);
  if (rows.length) throw invalid({ parent_id: msg('category_cycle') });
}

export const categoryBinding: CollectionBinding = {
  def: categoryDef,
  table: categories,
  computed: {
    product_count: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${outer('categories')}.id)`.as(
      'product_count',
    ),
    lineage: lineage.as('lineage'),
    path: sql<string>`array_to_string(${lineage}, ${PATH_SEPARATOR})`.as('path'),
  },
  customFilters: {
    exclude_branch: (value: number | number[] | null) => {
      const ids = value === null ? [] : [value].flat();
      return ids.length ? sql`${categories.id} not in ${branchOf(ids)}` : sql`true`;
    },
  },
  constraints: {
    categories_name_unique: { field: 'name', message: msg('category_name_taken') },
    categories_parent_id_categories_id_fk: { field: 'parent_id', message: msg('parent_category_missing') },
  },
  validate: (tx, data, { id, current }) => assertNoCycle(tx, data.parent_id as number | null, id, current),
  async beforeDelete(tx, record) {
    const productCount = record.product_count as number;
    if (productCount > 0) {
      throw conflict('category_has_products', { name: record.name as string, count: count(productCount, 'product') });
    }
    const children = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parent_id, record.id as number));
    if (children.length) throw conflict('category_has_children', { name: record.name as string, count: count(children.length, 'subcategory') });
  },
};
