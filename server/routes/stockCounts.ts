import { z } from 'zod';
import { idParams, listOf, listQuery, version } from '../../contract/api';
import { countInput, stockCountLine, stockCountLines, stockCountPosted, stockCountRecord, stockCountSummary } from '../../contract/stockCounts';
import type { Database } from '../db/client';
import { needs } from '../plugins/access';
import { cancelCount, countLines, countSummary, postCount, recordCount, startCount } from '../services/stockCounts';
import { onceHeaders, sendAction, sendList, staffActor, type Api } from './collections';

// Issue 20: a stocktake's actions beside the generic collection routes (list, read, create, change
// and delete a draft, history, CSV).

const versionOnly = z.object({ version });

export function stockCountRoutes(app: Api, { db }: Database) {
  const base = '/api/stock-counts';
  const read = needs('stock-counts', 'read');
  const write = needs('stock-counts', 'write');
  app.post(
    `${base}/:id/start`,
    { ...write, schema: { headers: onceHeaders, summary: 'Start counting a draft: every product on hand in its scope becomes a line, expecting what is on hand now', params: idParams, body: versionOnly, response: { 200: stockCountRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => startCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/counts`,
    {
      ...write,
      schema: {
        summary: 'Record one line’s count, added to the earlier one or replacing it, and kept with who, when and the device (any number of devices at once); a product found outside the lines on a rack of the scope is added',
        headers: onceHeaders,
        params: idParams,
        body: countInput,
        response: { 200: stockCountLine },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => recordCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/post`,
    {
      ...write,
      schema: {
        summary: 'Post a count: every variance (count − on hand when counted) as one posted stock adjustment, reason count correction; lines not counted change nothing',
        headers: onceHeaders,
        params: idParams,
        body: versionOnly,
        response: { 200: stockCountPosted },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => postCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/cancel`,
    { ...write, schema: { headers: onceHeaders, summary: 'Cancel a draft or a count being counted; nothing is posted', params: idParams, body: versionOnly, response: { 200: stockCountRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => cancelCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get(
    `${base}/:id/lines`,
    {
      ...read,
      schema: { summary: 'A count’s lines (a blind count hides expected quantities from its counters)', params: idParams, querystring: listQuery(stockCountLines), response: { 200: listOf(stockCountLine) } },
    },
    async (request, reply) => sendList(reply, 'stock-count-lines', await countLines(db, request.params.id, staffActor(request), request.query)),
  );
  app.get(
    `${base}/:id/summary`,
    { ...read, schema: { summary: 'A count’s totals: lines counted and not, variance in quantity and value', params: idParams, response: { 200: stockCountSummary } } },
    async (request) => countSummary(db, request.params.id, staffActor(request)),
  );
}
