import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * DESIGN.md §6 "Stock hub": low stock when available ≤ reorder level. A reorder level of 0 means
 * "not tracked" (issue 32: a product never stocked was flagged low), so it is never low. Every
 * low-stock flag, filter and count (products, stock hub, dashboard, reorder, the low-stock
 * digest) is this expression.
 */
export const isLowStock = (availableNow: SQL, reorderLevel: SQL | AnyPgColumn) => sql<boolean>`(${reorderLevel} > 0 and ${availableNow} <= ${reorderLevel})`;

/** An active product at or below its reorder level, as the dashboard and the digest list it. */
export type LowStockProduct = {
  id: number;
  sku: string;
  name: string;
  available: number;
  reorder_level: number;
};

const LOW = sql`p.active and ${isLowStock(sql`(p.on_hand - p.reserved)`, sql`p.reorder_level`)}`;

/** The active products that are low now, the furthest below their level first; `limit` of them, or all. */
export async function lowStockProducts(db: Db, limit?: number): Promise<LowStockProduct[]> {
  const { rows } = await db.execute<LowStockProduct>(
    sql`select p.id, p.sku, p.name, p.on_hand - p.reserved as available, p.reorder_level from products p where ${LOW}
        order by (p.on_hand - p.reserved - p.reorder_level), p.name ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows;
}

/** How many active products are low now. */
export async function lowStockCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from products p where ${LOW}`);
  return rows[0].n;
}
