import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQueryInput } from '../../contract/api';
import type { CollectionDef } from '../../contract/collection';
import { stockHub, stockLevels, stockMovements, type StockDashboard } from '../../contract/stock';
import type { Db } from '../db/client';
import { isLowStock } from './catalogue';
import { boundedTotal, countCap, parseListQuery, searchCondition, type Expressions } from './listing/query';

// The stock hub's read side (DESIGN.md §6 "Stock hub"): lists over the ledger's tables,
// filtered, sorted and paged in SQL like every other list.

const TRUE = sql`true`;
const PATH = sql`(w.code || ' / ' || r.code || ' / ' || k.code)`;
const LOCATION_JOINS = sql`join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`;

export interface StockList {
  rows: SQL;
  /** The same rows, every page: what the CSV export streams. */
  all: SQL;
  count: SQL;
  offset: number;
  /** Set when the count is bounded (see COUNT_LOOKAHEAD): a count reaching it is a lower bound. */
  cap?: number;
}

/** With `bounded`, the total is counted only COUNT_LOOKAHEAD rows past the page (the ledger's lists grow without end). */
function page(
  def: CollectionDef,
  query: ListQueryInput,
  exprs: Expressions,
  parts: { select: SQL; from: SQL; base: SQL; bounded: boolean },
  custom?: Record<string, (v: never) => SQL>,
): StockList {
  const { select, from, base } = parts;
  const searchColumns = def.searchFields.map((field) => exprs[field] as AnyPgColumn);
  const { where, orderBy, offset, limit } = parseListQuery(def, query, { exprs, searchColumns, custom });
  const condition = and(base, where) ?? sql`true`;
  const all = sql`select ${select} from ${from} where ${condition} order by ${sql.join(orderBy, sql`, `)}`;
  const cap = parts.bounded ? countCap(offset, limit) : undefined;
  return {
    rows: sql`${all} limit ${limit} offset ${offset}`,
    all,
    count:
      cap === undefined
        ? sql`select count(*)::int as total from ${from} where ${condition}`
        : sql`select count(*)::int as total from (select 1 from ${from} where ${condition} limit ${cap}) matches`,
    offset,
    cap,
  };
}

export function stockLevelList(query: ListQueryInput): StockList {
  // The id "<product>-<rack>" sorts as the pair of numbers it names, not as text ("10-1" after "9-1").
  const exprs = {
    id: sql`(x.product_id, x.rack_id)`,
    product_id: sql`x.product_id`,
    rack_id: sql`x.rack_id`,
    room_id: sql`k.room_id`,
    warehouse_id: sql`r.warehouse_id`,
    on_hand: sql`x.on_hand`,
    path: PATH,
  };
  const select = sql`(x.product_id::text || '-' || x.rack_id::text) as id, x.product_id, x.rack_id, k.room_id, r.warehouse_id, ${PATH} as path, x.on_hand`;
  // An id "<product>-<rack>" is looked up by its two keys (the primary key), not by the joined text.
  const byId = (value: string | string[]) => {
    const pairs = [value].flat().map((id) => /^(\d{1,10})-(\d{1,10})$/.exec(id)).filter((m): m is RegExpExecArray => !!m && Number(m[1]) <= 2147483647 && Number(m[2]) <= 2147483647);
    return pairs.length ? sql`(x.product_id, x.rack_id) in (${sql.join(pairs.map(([, p, r]) => sql`(${Number(p)}, ${Number(r)})`), sql`, `)})` : sql`false`;
  };
  return page(stockLevels, query, exprs, { select, from: sql`stock_levels x ${LOCATION_JOINS}`, base: sql`x.on_hand > 0`, bounded: true }, { id: byId as (v: never) => SQL });
}

/** Every stock level with its product's SKU and its rack's path: an opening-stock file of today's stock. */
export const stockLevelExport = sql`select p.sku, ${PATH} as rack, x.on_hand as quantity
  from stock_levels x join products p on p.id = x.product_id ${LOCATION_JOINS} where x.on_hand > 0 order by p.sku, rack`;

export function stockMovementList(query: ListQueryInput): StockList {
  const exprs = { id: sql`x.id`, product_id: sql`x.product_id`, rack_id: sql`x.rack_id`, warehouse_id: sql`r.warehouse_id`, kind: sql`x.kind`, created_at: sql`x.created_at` };
  const select = sql`x.id, x.product_id, x.rack_id, ${PATH} as path, x.delta, x.balance_after, x.kind, x.source_type, x.source_id, x.source_label, x.actor_name,
    to_json(x.created_at) #>> '{}' as created_at`;
  return page(stockMovements, query, exprs, { select, from: sql`stock_movements x ${LOCATION_JOINS}`, base: sql`true`, bounded: true });
}

/** The hub's location: one warehouse or room (an id checked at the route edge; a list of them is not a location). */
function locationFilter(filter: ListQueryInput['filter']): { warehouseId?: number; roomId?: number } {
  const id = (key: string) => (typeof filter?.[key] === 'number' ? (filter[key] as number) : undefined);
  return { warehouseId: id('warehouse_id'), roomId: id('room_id') };
}

/**
 * One row per product. With a warehouse or room chosen, the figures count only that location
 * and only products stocked there are listed (reservations belong to no rack, so 0 there).
 */
export function stockHubList(query: ListQueryInput): StockList {
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
  return page(stockHub, { ...query, filter: withoutQ }, exprs, { select, from, base: and(search, here)!, bounded }, custom);
}

export async function runList(db: Db, list: StockList) {
  const [rows, count] = await Promise.all([db.execute(list.rows), db.execute<{ total: number }>(list.count)]);
  return { rows: rows.rows, offset: list.offset, ...boundedTotal(count.rows[0].total, list.cap) };
}

export async function stockDashboard(db: Db): Promise<StockDashboard> {
  const low = sql`p.active and ${isLowStock(sql`(p.on_hand - p.reserved)`, sql`p.reorder_level`)}`;
  const [count, list, value] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from products p where ${low}`),
    db.execute<StockDashboard['low_stock'][number]>(
      sql`select p.id, p.sku, p.name, p.on_hand - p.reserved as available, p.reorder_level from products p where ${low}
          order by (p.on_hand - p.reserved - p.reorder_level), p.name limit 10`,
    ),
    db.execute<StockDashboard['value_by_warehouse'][number]>(
      sql`select w.id as warehouse_id, w.code, w.name, coalesce(round(sum(sl.on_hand * p.cost), 2), 0)::float8 as value
          from warehouses w left join rooms r on r.warehouse_id = w.id left join racks k on k.room_id = r.id
          left join stock_levels sl on sl.rack_id = k.id left join products p on p.id = sl.product_id
          group by w.id order by w.code`,
    ),
  ]);
  return { low_stock_count: count.rows[0].n, low_stock: list.rows, value_by_warehouse: value.rows };
}
