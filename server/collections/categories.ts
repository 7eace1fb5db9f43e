import { eq, sql } from 'drizzle-orm';
import { categories as categoryDef, PATH_SEPARATOR } from '../../contract/categories';
import { count, msg } from '../../contract/messages';
import type { Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { conflict, invalid } from '../errors';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding, Row } from '../services/records';
import { outer } from '../services/wording';

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

export const categoriesCollection: ServerCollection = { binding: categoryBinding };
