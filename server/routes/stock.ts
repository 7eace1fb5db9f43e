import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { needs } from '../plugins/access';
import { streamCsv } from '../services/csvExport';
import { adjustmentBinding, cancelAdjustment, createAdjustment, createTransfer, postAdjustment, updateAdjustment } from '../services/stockAdjustments';
import { runList, stockDashboard, stockHubList, stockLevelList, stockMovementList, type StockList } from '../services/stockQueries';
import { recordId, registerCollection, sendCreated, sendList, staffActor } from './collections';

const dialect = new PgDialect();
const HUB_COLUMNS = ['id', 'sku', 'name', 'category_id', 'on_hand', 'reserved', 'available', 'reorder_level', 'low_stock', 'cost', 'value'];

/** DESIGN.md §5/§6: stock adjustments and their actions, the stock hub's lists, its CSV and the dashboard figures. */
export async function stockRoutes(app: FastifyInstance, opts: { database: Database }) {
  const { database } = opts;
  const { db } = database;
  const base = '/api/stock-adjustments';
  const write = needs('stock-adjustments', 'write');

  app.post(`${base}/transfer`, write, async (request, reply) => sendCreated(reply, db, request, `${base}/transfer`, (tx) => createTransfer(tx, request.body, staffActor(request))));
  registerCollection(app, database, adjustmentBinding, { customWrites: true });
  app.post(base, write, async (request, reply) => sendCreated(reply, db, request, base, (tx) => createAdjustment(tx, request.body, staffActor(request))));
  app.put(`${base}/:id`, write, async (request) => updateAdjustment(db, recordId(request), request.body, staffActor(request)));
  app.post(`${base}/:id/post`, write, async (request) => postAdjustment(db, recordId(request), request.body, staffActor(request)));
  app.post(`${base}/:id/cancel`, write, async (request) => cancelAdjustment(db, recordId(request), request.body, staffActor(request)));

  const read = needs('stock-hub', 'read');
  const lists: [string, (q: Record<string, unknown>) => StockList][] = [
    ['stock-levels', stockLevelList],
    ['stock-movements', stockMovementList],
    ['stock-hub', stockHubList],
  ];
  for (const [name, build] of lists) {
    app.get(`/api/${name}`, read, async (request, reply) => sendList(reply, name, await runList(db, build(request.query as Record<string, unknown>))));
  }
  app.get('/api/stock-hub/export.csv', read, async (request, reply) => {
    const list = stockHubList(request.query as Record<string, unknown>);
    const stream = streamCsv(database.pool, dialect.sqlToQuery(list.all), HUB_COLUMNS, (err) => request.log.error({ err }, 'CSV export failed'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="stock-hub-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(stream);
  });
  app.get('/api/dashboard/stock', read, async () => stockDashboard(db));
}
