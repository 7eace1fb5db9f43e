import { and, asc, between, count, eq, sql, type SQL } from 'drizzle-orm';
import { priceBounds, type StorefrontPage, type StorefrontProduct, type StorefrontQuery } from '../../contract/storefront';
import type { Db } from '../db/client';
import { categories, products, suppliers } from '../db/schema';
import { notFound } from '../errors';
import { searchCondition } from './listing/query';

// The demo storefront's catalogue (issue 8). Active products only, never the cost price.

const columns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  category: categories.name,
  brand: suppliers.company_name,
  price: products.dealer_price,
  available: sql<number>`greatest(${products.on_hand} - ${products.reserved}, 0)::int`,
};

type Row = { id: number; name: string; sku: string; category: string; brand: string | null; price: number; available: number };

/**
 * The demo card's rating and "was" price are sample values, derived from the id so that a
 * product always shows the same ones: every third product is on sale at 10–25 % off.
 */
function asCard(row: Row): StorefrontProduct {
  const onSale = row.id % 3 === 0;
  const percent = onSale ? 10 + (row.id % 4) * 5 : null;
  const oldPrice = percent ? Math.round((row.price * 100) / (1 - percent / 100)) / 100 : null;
  return { ...row, img: null, rating: ((row.id * 7) % 5) + 1, oldPrice, percent };
}

function catalogue(db: Db) {
  return db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(suppliers, eq(suppliers.id, products.preferred_supplier_id));
}

export async function storefrontProducts(db: Db, query: StorefrontQuery): Promise<StorefrontPage> {
  const { q, category, price, page, perPage } = query;
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];
  // The same expression as the products' trigram index, so the search uses it.
  if (q) conditions.push(searchCondition([products.sku, products.name, products.barcode], q));
  if (typeof category === 'number') conditions.push(eq(products.category_id, category));
  if (price && price !== 'all') conditions.push(between(products.dealer_price, ...priceBounds(price)));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    catalogue(db)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { data: rows.map(asCard), total };
}

export async function storefrontProduct(db: Db, id: number): Promise<StorefrontProduct> {
  const [row] = await catalogue(db)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  if (!row) throw notFound('no_resource_with_id', { resource: 'product', id });
  return asCard(row);
}
