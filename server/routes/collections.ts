import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { conflictBody, historyQuery, idParams, listOf, listQuery, patchOf } from '../../contract/api';
import { auditEntry } from '../../contract/access';
import type { CollectionDef } from '../../contract/collection';
import type { Database, Tx } from '../db/client';
import { notFound } from '../errors';
import { needs } from '../plugins/routeAccess';
import { EXPOSED_HEADERS } from '../plugins/security';
import { recordHistory, type Actor } from '../services/audit';
import { listRecords, listSelect } from '../services/listing/bindingList';
import { runList, type SqlList } from '../services/listing/sqlList';
import { createRecord, deleteRecord, readRecord, selection, updateRecord, type CollectionBinding, type Row } from '../services/records';
import { streamCsv } from '../services/csvExport';
import { withIdempotency } from '../services/idempotency';
import type { Mail, Mailer } from '../services/mail';
import type { EventHub } from '../services/eventStream';
import type { Webhooks } from '../services/webhooks';
import type { SearchCache } from '../services/searchCache';

/**
 * Request parts are typed by their Zod schemas (what the route edge parsed). Answers are checked
 * at run time as they go out (server/plugins/contract.ts): services hand back database rows
 * whose shape TypeScript does not know.
 */
interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}

/** The Fastify instance routes are declared on. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ContractTypeProvider>;

export const typed = (app: FastifyInstance): Api => app.withTypeProvider<ContractTypeProvider>();

/** The signed-in staff user as the actor of a change, with the permissions the privilege rules compare against. */
export function staffActor(request: FastifyRequest): Actor {
  const { user, permissions, apiKey } = request.staff!;
  // A key's work is named by the key (its maker's id stays, for who answers for it).
  return { kind: 'staff', id: user.id, name: apiKey ? `API key ${apiKey.name}` : user.full_name, permissions, ...(apiKey && { apiKeyId: apiKey.id }) };
}

/** The `Idempotency-Key` header of a create or a floor action (DESIGN.md §5). */
export const onceHeaders = z.looseObject({
  'idempotency-key': z.string().max(200).optional().describe('Made when the person acted; a repeat with the same key answers the first answer and changes nothing again'),
});
export const createHeaders = onceHeaders;

/** A CSV download: its answer, documented. */
export const csvAnswer = { 200: { description: 'CSV (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } } };

/**
 * A list answer: the rows, and `Content-Range: <name> <first>-<last>/<total>`. A bounded count
 * that stopped early sends what it counted as the total, a lower bound that grows as the pages
 * are walked, and says so in `X-Total-At-Least` (docs/decisions.md).
 */
export function sendList(reply: FastifyReply, name: string, result: { rows: unknown[]; total: number; offset: number; exact?: boolean }) {
  const { rows, total, offset, exact = true } = result;
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  if (!exact) reply.header('X-Total-At-Least', String(total));
  return reply.header('Content-Range', `${name} ${range}/${total}`).header('Access-Control-Expose-Headers', EXPOSED_HEADERS).send(rows);
}

/**
 * A write made once per Idempotency-Key (DESIGN.md §5): its work runs in one transaction with the
 * key, and a repeat answers what the first one did. Keyed by the request's own path, so a key
 * reused on another record or action is refused (422).
 */
export async function sendOnce(reply: FastifyReply, db: Database['db'], request: FastifyRequest, statusCode: 200 | 201, work: (tx: Tx) => Promise<unknown>) {
  const key = request.headers['idempotency-key'];
  const staff = request.staff;
  const principal = request.dealer ? `dealer:${request.dealer.dealerId}` : staff?.apiKey ? `apikey:${staff.apiKey.id}` : `staff:${staff!.user.id}`;
  const path = request.url.split('?')[0];
  const answer = await withIdempotency(db, { principal, key: Array.isArray(key) ? key[0] : key, method: request.method, path, body: request.body }, async (tx) => ({
    statusCode,
    body: await work(tx),
  }));
  return reply.status(answer.statusCode).send(answer.body);
}

/** A create answered 201, made once per Idempotency-Key. */
export const sendCreated = (reply: FastifyReply, db: Database['db'], request: FastifyRequest, create: (tx: Tx) => Promise<unknown>) => sendOnce(reply, db, request, 201, create);

/** A business action on a record (a floor action among them) answered 200, done once per Idempotency-Key. */
export const sendAction = (reply: FastifyReply, db: Database['db'], request: FastifyRequest, act: (tx: Tx) => Promise<unknown>) => sendOnce(reply, db, request, 200, act);

export interface CollectionRouteOptions {
  /**
   * `generic` (default): the generic create and update; `custom`: the collection declares its
   * own (a document with lines); `none`: read-only, no history or export either.
   */
  writes?: 'generic' | 'custom' | 'none';
  /** Records that are never deleted (a rule refuses every delete with 409): why, for the document. */
  neverDeleted?: string;
  /** What this process keeps of the products searches (server/services/searchCache.ts). */
  searchCache?: SearchCache;
  /** How an update's notices go out (a user's new sign-in email tells the old address). */
  mailer?: Mailer;
}

export interface RouteContext {
  database: Database;
  cookieSecure: boolean;
  mailer: Mailer;
  publicUrl: string;
  /** What this process keeps of the products searches (server/services/searchCache.ts). */
  searchCache?: SearchCache;
  /** This process's event streams (server/services/eventStream.ts). */
  eventHub: EventHub;
  /** This process's webhook dispatcher and worker (server/services/webhooks). */
  webhooks: Webhooks;
}

/**
 * A collection's server side (server/collections/<name>): its binding (table, computed fields,
 * rules) for the generic routes below, and the routes of its own (actions, custom writes).
 */
export interface ServerCollection extends CollectionRouteOptions {
  binding?: CollectionBinding;
  routes?(app: Api, database: Database, ctx: RouteContext): void;
}

/** DESIGN.md §5: the generic list/get/create/update/delete of one collection, its CSV export and its history. */
export function registerCollection(app: Api, database: Database, binding: CollectionBinding, opts: CollectionRouteOptions = {}): void {
  const { db } = database;
  const { def } = binding;
  const base = `/api/${def.name}`;
  const read = needs(def.name, 'read');
  const write = needs(def.name, 'write');
  const record = def.detail ?? def.record;
  const writes = opts.writes ?? 'generic';

  app.get(base, { ...read, schema: { summary: `List ${def.name}`, querystring: listQuery(def), response: { 200: listOf(def.record) } } }, async (request, reply) =>
    sendList(reply, def.name, await listRecords(db, binding, request.query, { bounded: true, cache: opts.searchCache })),
  );

  app.get(`${base}/:id`, { ...read, schema: { summary: `Read one of ${def.name}`, params: idParams, response: { 200: record } } }, async (request) =>
    readRecord(db, binding, request.params.id),
  );

  if (writes === 'none') return;

  app.get(
    `${base}/export.csv`,
    { ...read, schema: { summary: `Export ${def.name} as CSV (the list's filter and sort, every page)`, querystring: listQuery(def), response: csvAnswer } },
    async (request, reply) => {
      const { rows } = listSelect(db, binding, request.query);
      const columns = Object.keys(selection(binding));
      const stream = streamCsv(database.pool, rows.toSQL(), columns, (err) => request.log.error({ err }, 'CSV export failed'));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${def.name}-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    `${base}/:id/history`,
    { ...read, schema: { summary: `The change history of one of ${def.name}, newest first (kept after a delete)`, params: idParams, querystring: historyQuery, response: { 200: listOf(auditEntry) } } },
    async (request, reply) => {
      const [start, end] = request.query.range ?? [0, 9];
      const oldestFirst = request.query.sort?.[1] === 'ASC';
      return sendList(reply, 'history', await recordHistory(db, def.name, request.params.id, { offset: start, limit: end - start + 1, oldestFirst }));
    },
  );

  const deleted = opts.neverDeleted
    ? { summary: `${def.name} are never deleted`, response: { 409: conflictBody.describe(opts.neverDeleted) } }
    : { summary: `Delete one of ${def.name}; the answer is the deleted record`, response: { 200: record } };
  app.delete(`${base}/:id`, { ...write, schema: { ...deleted, params: idParams } }, async (request) => deleteRecord(db, binding, request.params.id, staffActor(request)));

  if (writes === 'custom') return;

  app.post(base, { ...write, schema: { summary: `Create one of ${def.name}`, headers: createHeaders, body: def.input, response: { 201: record } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createRecord(tx, binding, request.body, staffActor(request))),
  );

  app.put(
    `${base}/:id`,
    { ...write, schema: { summary: `Change one of ${def.name}: the fields given, at the version it was read`, params: idParams, body: patchOf(def.input), response: { 200: record } } },
    async (request) => {
      // The change has committed when its notices go out: one that fails is logged, not answered as a failed change.
      const mailer = opts.mailer && ((mail: Mail) => opts.mailer!(mail).catch((err: unknown) => request.log.error({ err, to: mail.to }, 'notice mail failed')));
      return updateRecord(db, binding, request.params.id, request.body as Row & { version: number }, staffActor(request), { mailer });
    },
  );
}

/** A read-only list written in SQL (listing/sqlList.ts), and one row of it by id (the list filtered by that id). */
export function registerSqlList(app: Api, { db }: Database, def: CollectionDef, summary: string, build: (query: z.output<ReturnType<typeof listQuery>>) => SqlList, params: z.ZodObject = idParams) {
  const read = needs(def.name, 'read');
  app.get(`/api/${def.name}`, { ...read, schema: { summary, querystring: listQuery(def), response: { 200: listOf(def.record) } } }, async (request, reply) =>
    sendList(reply, def.name, await runList(db, build(request.query))),
  );
  app.get(`/api/${def.name}/:id`, { ...read, schema: { summary: `One row of ${def.name}`, params, response: { 200: def.record } } }, async (request) => {
    const { id } = request.params as { id: number | string };
    const [row] = (await runList(db, build({ filter: { id } }))).rows;
    if (!row) throw notFound('no_row_with_id', { resource: def.name, id });
    return row;
  });
}
