import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idParams, listOf, listQuery, version } from '../../contract/api';
import { stockAdjustmentInput, stockAdjustmentRecord, stockDashboard as stockDashboardAnswer, stockHub, stockLevelParams, stockLevels, stockMovements, transferInput } from '../../contract/stock';
import type { CollectionDef } from '../../contract/collection';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { needs } from '../plugins/access';
import { streamCsv } from '../services/csvExport';
import { cancelAdjustment, createAdjustment, createTransfer, postAdjustment, postDraft, updateAdjustment } from '../services/stockAdjustments';
import { runList, stockDashboard, stockHubList, stockLevelExport, stockLevelList, stockMovementList, type StockList } from '../services/stockQueries';
import { createHeaders, csvAnswer, onceHeaders, sendAction, sendCreated, sendList, staffActor, type Api } from './collections';

// DESIGN.md §5/§6: stock adjustments' own writes and actions, the stock hub's lists, its CSV and
// the dashboard figures.

const dialect = new PgDialect();
const HUB_COLUMNS = ['id', 'sku', 'name', 'category_id', 'on_hand', 'reserved', 'available', 'reorder_level', 'low_stock', 'cost', 'value'];
const versionOnly = z.object({ version });

export function stockAdjustmentRoutes(app: Api, { db }: Database) {
  const base = '/api/stock-adjustments';
  const write = needs('stock-adjustments', 'write');
  app.post(
    `${base}/transfer`,
    {
      ...write,
      schema: {
        summary: 'A transfer: one adjustment with a − line on the source rack and a + line on the destination; drafted, or (post: true) moved at once in one transaction',
        headers: onceHeaders,
        body: transferInput,
        response: { 201: stockAdjustmentRecord },
      },
    },
    async (request, reply) => sendCreated(reply, db, request, (tx) => createTransfer(tx, request.body, staffActor(request))),
  );
  app.post(base, { ...write, schema: { summary: 'Create a draft adjustment', headers: createHeaders, body: stockAdjustmentInput, response: { 201: stockAdjustmentRecord } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createAdjustment(tx, request.body, staffActor(request))),
  );
  app.put(
    `${base}/:id`,
    {
      ...write,
      schema: { summary: 'Replace a draft’s content (header and lines), at the version read', params: idParams, body: stockAdjustmentInput.extend({ version }), response: { 200: stockAdjustmentRecord } },
    },
    async (request) => updateAdjustment(db, request.params.id, request.body, staffActor(request)),
  );
  app.post(
    `${base}/:id/post`,
    {
      ...write,
      schema: {
        summary: 'Post a draft: every line through the stock ledger in one transaction, all or nothing',
        headers: onceHeaders,
        params: idParams,
        body: versionOnly,
        response: { 200: stockAdjustmentRecord },
      },
    },
    // With a key, the posting commits with it; without one, it joins the process's posting groups.
    async (request, reply) =>
      request.headers['idempotency-key'] === undefined
        ? postAdjustment(db, request.params.id, request.body, staffActor(request))
        : sendAction(reply, db, request, (tx) => postDraft(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/cancel`,
    { ...write, schema: { summary: 'Cancel a draft', headers: onceHeaders, params: idParams, body: versionOnly, response: { 200: stockAdjustmentRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => cancelAdjustment(tx, request.params.id, request.body, staffActor(request))),
  );
}

const LIST_SUMMARY: Record<string, string> = {
  'stock-levels': 'Stock on hand per product and rack (racks holding stock)',
  'stock-movements': 'The stock ledger, newest first',
  'stock-hub': 'Per product: on hand, reserved, available, reorder level and value; by warehouse or room when filtered',
};

/** A read-only list of the stock hub's area, and one row of it by id (the list filtered by that id). */
function stockList(app: Api, { db }: Database, def: CollectionDef, build: (query: z.output<ReturnType<typeof listQuery>>) => StockList, params: z.ZodObject = idParams) {
  const read = needs(def.name, 'read');
  app.get(`/api/${def.name}`, { ...read, schema: { summary: LIST_SUMMARY[def.name], querystring: listQuery(def), response: { 200: listOf(def.record) } } }, async (request, reply) =>
    sendList(reply, def.name, await runList(db, build(request.query))),
  );
  app.get(`/api/${def.name}/:id`, { ...read, schema: { summary: `One row of ${def.name}`, params, response: { 200: def.record } } }, async (request) => {
    const { id } = request.params as { id: number | string };
    const [row] = (await runList(db, build({ filter: { id } }))).rows;
    if (!row) throw notFound('no_row_with_id', { resource: def.name, id });
    return row;
  });
}

export function stockLevelRoutes(app: Api, database: Database) {
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
  stockList(app, database, stockLevels, stockLevelList, stockLevelParams);
}
export const stockMovementRoutes = (app: Api, database: Database) => stockList(app, database, stockMovements, stockMovementList);

export function stockHubRoutes(app: Api, database: Database) {
  const { db } = database;
  const read = needs('stock-hub', 'read');
  stockList(app, database, stockHub, stockHubList);
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
