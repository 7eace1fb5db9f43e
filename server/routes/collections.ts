import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { requireAccess } from '../plugins/auth';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type CollectionBinding } from '../services/collections';
import { withIdempotency } from '../services/idempotency';

export function recordId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= 2147483647)) throw notFound(`No record with id "${raw}"`);
  return id;
}

export function sendList(reply: FastifyReply, name: string, result: { rows: unknown[]; total: number; offset: number }) {
  const { rows, total, offset } = result;
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  return reply.header('Content-Range', `${name} ${range}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range').send(rows);
}

/** DESIGN.md §5: the generic list/get/create/update/delete of one collection. */
export function registerCollection(app: FastifyInstance, db: Db, binding: CollectionBinding): void {
  const base = `/api/${binding.def.name}`;
  const read = { preHandler: requireAccess(binding.def.name, 'read') };
  const write = { preHandler: requireAccess(binding.def.name, 'write') };

  app.get(base, read, async (request, reply) =>
    sendList(reply, binding.def.name, await listRecords(db, binding, request.query as Record<string, unknown>)),
  );

  app.get(`${base}/:id`, read, async (request) => getRecord(db, binding, recordId(request)));

  app.post(base, write, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const answer = await withIdempotency(
      db,
      { principal: `staff:${request.staff!.user.id}`, key: Array.isArray(key) ? key[0] : key, method: 'POST', path: base, body: request.body },
      async (tx) => ({ statusCode: 201, body: await createRecord(tx, binding, request.body) }),
    );
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.put(`${base}/:id`, write, async (request) => updateRecord(db, binding, recordId(request), request.body));

  app.delete(`${base}/:id`, write, async (request) => deleteRecord(db, binding, recordId(request)));
}
