import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listQuery, type ListQueryInput } from '../../contract/api';
import { stockDashboard as stockDashboardAnswer, stockHub, type StockDashboard } from '../../contract/stock';
import type { Database, Db } from '../db/client';
import { needs } from '../plugins/routeAccess';
import { csvAnswer, registerSqlList, type Api, type ServerCollection } from '../routes/collections';
import { streamCsv } from '../services/csvExport';
import { searchCondition } from '../services/listing/query';
import { sqlList, type SqlList } from '../services/listing/sqlList';
import { isLowStock, lowStockCount, lowStockProducts } from '../services/lowStock';

// The stock hub's read side (DESIGN.md §6 "Stock hub"): lists over the ledger's tables,
// filtered, sorted and paged in SQL like every other list.

const TRUE = sql`true`;
const dialect = new PgDialect();
const HUB_COLUMNS = ['id', 'sku', 'name', 'category_id', 'on_hand', 'reserved', 'available', 'reorder_level', 'low_stock', 'cost', 'value'];

/** The hub's location: one warehouse or room (an id checked at the route edge; a list of them is not a location). */
function locationFilter(filter: ListQueryInput['filter']): { warehouseId?: number; roomId?: number } {
  const id = (key: string) => (typeof filter?.[key] === 'number' ? (filter[key] as number) : undefined);
  return { warehouseId: id('warehouse_id'), roomId: id('room_id') };
}

/**
 * One row per product. With a warehouse or room chosen, the figures count only that location
 * and only products stocked there are listed (reservations belong to no rack, so 0 there).
 */
export function stockHubList(query: ListQueryInput): SqlList {
  const { warehouseId, roomId } = locationFilter(query.filter);
  const located = warehouseId !== undefined || roomId !== undefined;
  // Issue 21: a whole warehouse reads its per-warehouse totals (warehouse_stock, kept by the
  // ledger's triggers), whose index walks the products in name order; a room sums its racks.
  const byWarehouse = warehouseId !== undefined && roomId === undefined;
  const onHand = byWarehouse ? sql`ws.on_hand` : located ? sql`coalesce(loc.qty, 0)` : sql`p.on_hand`;
  const reserved = located ? sql`0` : sql`p.reserved`;
  const available = sql`(${onHand} - ${reserved})`;
  const lowStock = isLowStock(available, sql`p.reorder_level`);
  const value = sql`round(${onHand} * p.cost, 2)`;
  const exprs = {
    // The same values as p.id and p.name; named so the sort walks warehouse_stock_name_idx.
    id: byWarehouse ? sql`ws.product_id` : sql`p.id`,
    sku: sql`p.sku`,
    name: byWarehouse ? sql`ws.name` : sql`p.name`,
    category_id: sql`p.category_id`,
    active: sql`p.active`,
    on_hand: onHand,
    available,
    reorder_level: sql`p.reorder_level`,
    value,
  };
  const select = sql`p.id, p.sku, p.name, p.category_id, ${onHand} as on_hand, ${reserved} as reserved, ${available} as available,
    p.reorder_level, ${lowStock} as low_stock, p.cost, ${value} as value`;
  // A room's racks are looked up once (an init plan), so each product costs one probe of its
  // stock_levels rows instead of a join over every rack.
  const racksHere = sql`(select coalesce(array_agg(k.id), '{}') from racks k join rooms r on r.id = k.room_id
    where true ${warehouseId !== undefined ? sql`and r.warehouse_id = ${warehouseId}` : sql``} ${roomId !== undefined ? sql`and k.room_id = ${roomId}` : sql``})::int[]`;
  const from = byWarehouse
    ? sql`warehouse_stock ws join products p on p.id = ws.product_id`
    : located
      ? sql`products p left join lateral (select sum(sl.on_hand)::int as qty from stock_levels sl where sl.product_id = p.id and sl.rack_id = any(${racksHere})) loc on true`
      : sql`products p`;
  const here = byWarehouse ? sql`ws.warehouse_id = ${warehouseId} and ws.on_hand > 0` : located ? sql`coalesce(loc.qty, 0) > 0` : TRUE;
  const custom = {
    warehouse_id: () => sql`true`,
    room_id: () => sql`true`,
    low_stock: (wanted: boolean) => (wanted ? lowStock : sql`not ${lowStock}`),
  };
  const { q, ...withoutQ } = query.filter ?? {};
  // The same expression as the products' trigram index, so the search uses it.
  const search = (typeof q === 'string' && searchCondition([sql`p.sku`, sql`p.name`, sql`p.barcode`], q)) || TRUE;
  // Unfiltered, the hub counts products (cheap, and the number people expect); by location or
  // by search the count probes every product's levels, so it is bounded.
  const bounded = located || search !== TRUE;
  return sqlList(stockHub, { ...query, filter: withoutQ }, exprs, { select, from, base: and(search, here)!, bounded }, custom);
}

export async function stockDashboard(db: Db): Promise<StockDashboard> {
  const [count, list, value] = await Promise.all([
    lowStockCount(db),
    lowStockProducts(db, 10),
    db.execute<StockDashboard['value_by_warehouse'][number]>(
      sql`select w.id as warehouse_id, w.code, w.name, coalesce(round(sum(sl.on_hand * p.cost), 2), 0)::float8 as value
          from warehouses w left join rooms r on r.warehouse_id = w.id left join racks k on k.room_id = r.id
          left join stock_levels sl on sl.rack_id = k.id left join products p on p.id = sl.product_id
          group by w.id order by w.code`,
    ),
  ]);
  return { low_stock_count: count, low_stock: list, value_by_warehouse: value.rows };
}

function stockHubRoutes(app: Api, database: Database) {
  const { db } = database;
  const read = needs('stock-hub', 'read');
  registerSqlList(app, database, stockHub, 'Per product: on hand, reserved, available, reorder level and value; by warehouse or room when filtered', stockHubList);
  app.get('/api/stock-hub/export.csv', { ...read, schema: { summary: 'Export the stock hub as CSV (its filter and sort, every product)', querystring: listQuery(stockHub), response: csvAnswer } }, async (request, reply) => {
    const list = stockHubList(request.query);
    const stream = streamCsv(database.pool, dialect.sqlToQuery(list.all), HUB_COLUMNS, (err) => request.log.error({ err }, 'CSV export failed'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="stock-hub-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(stream);
  });
  app.get('/api/dashboard/stock', { ...read, schema: { summary: 'Low stock and stock value by warehouse', response: { 200: stockDashboardAnswer } } }, async () => stockDashboard(db));
}

export const stockHubCollection: ServerCollection = { routes: stockHubRoutes };
