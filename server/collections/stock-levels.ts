import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListQueryInput } from '../../contract/api';
import { stockLevelParams, stockLevels } from '../../contract/stock';
import type { Database } from '../db/client';
import { needs } from '../plugins/routeAccess';
import { csvAnswer, registerSqlList, type Api, type ServerCollection } from '../routes/collections';
import { streamCsv } from '../services/csvExport';
import { sqlList, type SqlList } from '../services/listing/sqlList';

// Stock on hand per product and rack (DESIGN.md §6 "Stock hub"), read from the ledger's stock
// levels; its CSV is an opening-stock file of today's stock.

/** A rack's "warehouse / room / rack" path, over LOCATION_JOINS from a row `x` with a `rack_id`. */
export const RACK_PATH = sql`(w.code || ' / ' || r.code || ' / ' || k.code)`;
export const LOCATION_JOINS = sql`join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`;
const dialect = new PgDialect();

export function stockLevelList(query: ListQueryInput): SqlList {
  // The id "<product>-<rack>" sorts as the pair of numbers it names, not as text ("10-1" after "9-1").
  const exprs = {
    id: sql`(x.product_id, x.rack_id)`,
    product_id: sql`x.product_id`,
    rack_id: sql`x.rack_id`,
    room_id: sql`k.room_id`,
    warehouse_id: sql`r.warehouse_id`,
    on_hand: sql`x.on_hand`,
    path: RACK_PATH,
  };
  const select = sql`(x.product_id::text || '-' || x.rack_id::text) as id, x.product_id, x.rack_id, k.room_id, r.warehouse_id, ${RACK_PATH} as path, x.on_hand`;
  // An id "<product>-<rack>" is looked up by its two keys (the primary key), not by the joined text.
  const byId = (value: string | string[]) => {
    const pairs = [value].flat().map((id) => /^(\d{1,10})-(\d{1,10})$/.exec(id)).filter((m): m is RegExpExecArray => !!m && Number(m[1]) <= 2147483647 && Number(m[2]) <= 2147483647);
    return pairs.length ? sql`(x.product_id, x.rack_id) in (${sql.join(pairs.map(([, p, r]) => sql`(${Number(p)}, ${Number(r)})`), sql`, `)})` : sql`false`;
  };
  return sqlList(stockLevels, query, exprs, { select, from: sql`stock_levels x ${LOCATION_JOINS}`, base: sql`x.on_hand > 0`, bounded: true }, { id: byId as (v: never) => SQL });
}

/** Every stock level with its product's SKU and its rack's path: an opening-stock file of today's stock. */
export const stockLevelExport = sql`select p.sku, ${RACK_PATH} as rack, x.on_hand as quantity
  from stock_levels x join products p on p.id = x.product_id ${LOCATION_JOINS} where x.on_hand > 0 order by p.sku, rack`;

function stockLevelRoutes(app: Api, database: Database) {
  // Registered before the list's `/:id`, so `export.csv` is not read as an id.
  app.get(
    '/api/stock-levels/export.csv',
    { ...needs('stock-levels', 'read'), schema: { summary: 'Every stock level as CSV: sku, rack path, quantity (the columns an opening-stock import reads)', response: csvAnswer } },
    async (request, reply) => {
      const stream = streamCsv(database.pool, dialect.sqlToQuery(stockLevelExport), ['sku', 'rack', 'quantity'], (err) => request.log.error({ err }, 'CSV export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="stock-levels-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(stream);
    },
  );
  registerSqlList(app, database, stockLevels, 'Stock on hand per product and rack (racks holding stock)', stockLevelList, stockLevelParams);
}

export const stockLevelsCollection: ServerCollection = { routes: stockLevelRoutes };
