import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../db/client';
import { notFound } from '../errors';
import { needs } from '../plugins/access';
import { EXPOSED_HEADERS } from '../plugins/security';
import { recordHistory, type Actor } from '../services/audit';
import { createRecord, deleteRecord, listRecords, listSelect, readRecord, selection, updateRecord, type CollectionBinding } from '../services/collections';
import { streamCsv } from '../services/csvExport';
import { withIdempotency } from '../services/idempotency';
import { parseRange } from '../services/listQuery';

export function recordId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= 2147483647)) throw notFound(`No record with id "${raw}"`);
  return id;
}

export function staffActor(request: FastifyRequest): Actor {
  const user = request.staff!.user;
  return { kind: 'staff', id: user.id, name: user.full_name };
}

/**
 * A list answer: the rows, and `Content-Range: <name> <first>-<last>/<total>`. A bounded count
 * that hit its cap sends the total as `*` (RFC 9110: unknown) and the lower bound in
 * `X-Total-At-Least`; the SPA then pages with "of more than".
 */
export function sendList(reply: FastifyReply, name: string, result: { rows: unknown[]; total: number; offset: number; exact?: boolean }) {
  const { rows, total, offset, exact = true } = result;
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  if (!exact) reply.header('X-Total-At-Least', String(total));
  return reply
    .header('Content-Range', `${name} ${range}/${exact ? total : '*'}`)
    .header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    .send(rows);
}

/** A create answered 201, made once per Idempotency-Key (DESIGN.md §5). */
export async function sendCreated(reply: FastifyReply, db: Database['db'], request: FastifyRequest, path: string, create: (tx: Tx) => Promise<unknown>) {
  const key = request.headers['idempotency-key'];
  const answer = await withIdempotency(
    db,
    { principal: `staff:${request.staff!.user.id}`, key: Array.isArray(key) ? key[0] : key, method: 'POST', path, body: request.body },
    async (tx) => ({ statusCode: 201, body: await create(tx) }),
  );
  return reply.status(answer.statusCode).send(answer.body);
}

/** DESIGN.md §5: the generic list/get/create/update/delete of one collection, its CSV export and its history. */
export function registerCollection(app: FastifyInstance, database: Database, binding: CollectionBinding, opts: { customWrites?: boolean } = {}): void {
  const { db } = database;
  const base = `/api/${binding.def.name}`;
  const read = needs(binding.def.name, 'read');
  const write = needs(binding.def.name, 'write');

  app.get(base, read, async (request, reply) =>
    sendList(reply, binding.def.name, await listRecords(db, binding, request.query as Record<string, unknown>, { bounded: true })),
  );

  app.get(`${base}/export.csv`, read, async (request, reply) => {
    const { rows } = listSelect(db, binding, request.query as Record<string, unknown>);
    const columns = Object.keys(selection(binding));
    const stream = streamCsv(database.pool, rows.toSQL(), columns, (err) => request.log.error({ err }, 'CSV export failed'));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${binding.def.name}-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(stream);
  });

  app.get(`${base}/:id`, read, async (request) => readRecord(db, binding, recordId(request)));

  app.get(`${base}/:id/history`, read, async (request, reply) => {
    const id = recordId(request);
    const [start, end] = parseRange((request.query as { range?: unknown }).range, [0, 9]);
    return sendList(reply, 'history', await recordHistory(db, binding.def.name, id, start, end - start + 1));
  });

  app.delete(`${base}/:id`, write, async (request) => deleteRecord(db, binding, recordId(request), staffActor(request)));

  // Collections with nested parts (an adjustment's lines) register their own create and update.
  if (opts.customWrites) return;

  app.post(base, write, async (request, reply) =>
    sendCreated(reply, db, request, base, (tx) => createRecord(tx, binding, request.body, staffActor(request))),
  );

  app.put(`${base}/:id`, write, async (request) => updateRecord(db, binding, recordId(request), request.body, staffActor(request)));
}
