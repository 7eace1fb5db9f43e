import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productSearch } from '../db/schema';
import { productSearchText } from '../collections/products';

export type StockMismatch = {
  /**
   * rack: a level against its movements; total: a product against its levels; reserved: a
   * product's reservation against its open orders; warehouse: the stock hub's per-warehouse
   * total (issue 21) against the levels of that warehouse's racks (`rack_id` holds the warehouse);
   * search: a product's row of the search table (issue 21) against the product, `level` 1 when the
   * search row exists and `ledger` 1 when the product does (both 1: the row is stale).
   */
  kind: 'rack' | 'total' | 'reserved' | 'warehouse' | 'search';
  product_id: number;
  rack_id: number | null;
  level: number;
  ledger: number;
};

/** What product_search must hold for a product: its copied columns and its search text. */
const searchCopy = sql`(${products.name}, ${products.active}, ${products.category_id}, ${products.preferred_supplier_id}, ${products.unit}, ${productSearchText})`;
const searchRow = sql`(${productSearch.name}, ${productSearch.active}, ${productSearch.category_id}, ${productSearch.preferred_supplier_id}, ${productSearch.unit}, ${productSearch.doc})`;

/**
 * Issue 4 "Reconciliation": for every (product, rack) the level equals the sum of its
 * movements, and every product's total equals the sum of its levels; issue 5: every product's
 * reservation equals the lines of its confirmed and processing orders; issue 21: the read models
 * (per-warehouse totals, the products' search table) equal what they follow. Returns what disagrees.
 */
export async function findStockMismatches(db: Db): Promise<StockMismatch[]> {
  const { rows } = await db.execute<StockMismatch>(sql`
    select 'rack' as kind, coalesce(l.product_id, m.product_id) as product_id, coalesce(l.rack_id, m.rack_id) as rack_id,
           coalesce(l.on_hand, 0)::int as level, coalesce(m.total, 0)::int as ledger
    from stock_levels l
    full join (select product_id, rack_id, sum(delta) as total from stock_movements group by product_id, rack_id) m
      on m.product_id = l.product_id and m.rack_id = l.rack_id
    where coalesce(l.on_hand, 0) <> coalesce(m.total, 0)
    union all
    select 'total', p.id, null, p.on_hand, coalesce(s.total, 0)::int
    from products p left join (select product_id, sum(on_hand) as total from stock_levels group by product_id) s on s.product_id = p.id
    where p.on_hand <> coalesce(s.total, 0)
    union all
    select 'reserved', p.id, null, p.reserved, coalesce(r.total, 0)::int
    from products p left join (select l.product_id, sum(l.quantity) as total from order_lines l join orders o on o.id = l.order_id
      where o.status in ('confirmed', 'processing') group by l.product_id) r on r.product_id = p.id
    where p.reserved <> coalesce(r.total, 0)
    union all
    select 'warehouse', coalesce(w.product_id, s.product_id), coalesce(w.warehouse_id, s.warehouse_id), coalesce(w.on_hand, 0), coalesce(s.total, 0)::int
    from warehouse_stock w
    full join (select sl.product_id, r.warehouse_id, sum(sl.on_hand) as total from stock_levels sl join racks k on k.id = sl.rack_id
      join rooms r on r.id = k.room_id group by 1, 2) s on s.product_id = w.product_id and s.warehouse_id = w.warehouse_id
    where coalesce(w.on_hand, 0) <> coalesce(s.total, 0)
    union all
    select 'warehouse', w.product_id, w.warehouse_id, 0, 0 from warehouse_stock w join products p on p.id = w.product_id where w.name <> p.name
    union all
    select 'search', coalesce(${productSearch.id}, ${products.id}), null, (${productSearch.id} is not null)::int, (${products.id} is not null)::int
    from ${productSearch} full join ${products} on ${products.id} = ${productSearch.id}
    where ${productSearch.id} is null or ${products.id} is null or ${searchRow} is distinct from ${searchCopy}
    order by 2, 3`);
  return rows;
}
