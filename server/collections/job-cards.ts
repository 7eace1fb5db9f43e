import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idParams } from '../../contract/api';
import {
  ACTIVE_WORK_ORDER_STATUSES,
  JOB_CARD_ACTIONS,
  jobCardActionInput,
  jobCardPartInput,
  jobCardRecord,
  jobCards as jcDef,
  partOptions as partOptionsAnswer,
  partOptionsQuery,
  staffDirectory as staffDirectoryAnswer,
  type JobCardAction,
} from '../../contract/workshop';
import { msg, type StatusName } from '../../contract/messages';
import type { Database, Db, Tx } from '../db/client';
import { jobCardParts, jobCards, jobCardTimeLogs } from '../db/schema';
import { AppError, conflict, invalid, type FieldErrors } from '../errors';
import { needs } from '../plugins/routeAccess';
import { onceHeaders, sendAction, staffActor, type Api, type ServerCollection } from '../routes/collections';
import { recordAudit, type Actor } from '../services/audit';
import { recordChanged } from '../services/events';
import { assertVersion, getRecord, touch, type CollectionBinding, type Row } from '../services/records';
import { historyOf, moveStatus, racksById, stampCreated, userName } from '../services/documents';
import { actionDoneAt, applyStockChange, InsufficientStock } from '../services/stockLedger';
import { outer } from '../services/wording';
import { MINUTES_OF_LOGS, staffDirectory, startWorkOrderOf } from './work-orders';

// DESIGN.md §6 "Job cards": open → in_progress ⇄ on_hold → done. Time is kept as stored
// start/stop logs and always computed from them; parts are stock movements when recorded.

const T = 'job_cards';

export const jobCardBinding: CollectionBinding = {
  def: jcDef,
  table: jobCards,
  computed: {
    work_order_number: sql`(select w.number from work_orders w where w.id = ${outer(T)}.work_order_id)`.as('work_order_number'),
    order_id: sql<number>`(select w.order_id from work_orders w where w.id = ${outer(T)}.work_order_id)`.as('order_id'),
    order_number: sql`(select o.number from work_orders w join orders o on o.id = w.order_id where w.id = ${outer(T)}.work_order_id)`.as('order_number'),
    technician_name: userName(T, 'technician_id', 'technician_name'),
    total_minutes: MINUTES_OF_LOGS(sql`g.job_card_id = ${outer(T)}.id`).as('total_minutes'),
  },
  detail: {
    running_since: sql`(select to_json(g.started_at) #>> '{}' from job_card_time_logs g where g.job_card_id = ${outer(T)}.id and g.stopped_at is null)`.as('running_since'),
    server_now: sql`to_json(now()) #>> '{}'`.as('server_now'),
    time_logs: sql`(select coalesce(json_agg(json_build_object('id', g.id, 'user_name', g.user_name, 'started_at', g.started_at, 'stopped_at', g.stopped_at,
      'minutes', case when g.stopped_at is null then null else floor(extract(epoch from (g.stopped_at - g.started_at)) / 60)::int end) order by g.id), '[]'::json)
      from job_card_time_logs g where g.job_card_id = ${outer(T)}.id)`.as('time_logs'),
    parts: sql`(select coalesce(json_agg(json_build_object('id', x.id, 'product_id', x.product_id, 'sku', p.sku, 'name', p.name, 'rack_id', x.rack_id,
      'path', w.code || ' / ' || r.code || ' / ' || k.code, 'quantity', x.quantity, 'actor_name', x.actor_name, 'created_at', x.created_at) order by x.id), '[]'::json)
      from job_card_parts x join products p on p.id = x.product_id join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id
      join warehouses w on w.id = r.warehouse_id where x.job_card_id = ${outer(T)}.id)`.as('parts'),
    history: historyOf('job_card', T),
  },
  async validate(tx, data, ctx) {
    if (ctx.current?.status === 'done') throw conflict('no_longer_change', { number: ctx.current.number as string, status: 'done' });
    const errors: FieldErrors = {};
    const { rows } = await tx.execute<{ wo_status: string | null; wo_number: string | null; user_status: string | null }>(sql`select
      (select status from work_orders where id = ${data.work_order_id as number}) as wo_status,
      (select number from work_orders where id = ${data.work_order_id as number}) as wo_number,
      (select status from users where id = ${(data.technician_id as number | null) ?? 0}) as user_status`);
    const movedTo = !ctx.current || ctx.current.work_order_id !== data.work_order_id;
    if (rows[0].wo_status === null) errors.work_order_id = msg('work_order_missing');
    else if (movedTo && !ACTIVE_WORK_ORDER_STATUSES.includes(rows[0].wo_status as never)) {
      errors.work_order_id = msg('work_order_closed_to_cards', { number: String(rows[0].wo_number), status: rows[0].wo_status as StatusName });
    }
    if (data.technician_id && rows[0].user_status === null) errors.technician_id = msg('user_missing');
    else if (data.technician_id && rows[0].user_status !== 'active' && ctx.current?.technician_id !== data.technician_id) errors.technician_id = msg('user_inactive');
    if (Object.keys(errors).length) throw invalid(errors);
  },
  async afterCreate(tx, created, ctx) {
    await stampCreated(tx, 'job_cards', { type: 'job_card', id: created.id as number }, 'open', ctx.actor);
  },
  async beforeDelete(tx, record) {
    const { rows } = await tx.execute<{ n: number }>(sql`select (select count(*) from job_card_time_logs where job_card_id = ${record.id as number})
      + (select count(*) from job_card_parts where job_card_id = ${record.id as number}) as n`);
    if (record.status !== 'open' || Number(rows[0].n) > 0) throw conflict('time_or_parts_recorded', { number: record.number as string });
  },
};

/** Start, pause, resume or finish: moves the status and opens or closes the time log, at the server's clock. */
export async function jobCardAction(tx: Tx, id: number, action: JobCardAction, input: z.output<typeof jobCardActionInput>, actor: Actor): Promise<Row> {
  const move = JOB_CARD_ACTIONS[action];
  const current = await getRecord(tx, jobCardBinding, id, true);
  if (!(move.from as readonly string[]).includes(current.status as string)) {
    throw conflict(`job_card_cannot_${action}`, { number: current.number as string, status: current.status as StatusName });
  }
  assertVersion(input, current);
  await tx
    .update(jobCardTimeLogs)
    .set({ stopped_at: sql`greatest(now(), ${jobCardTimeLogs.started_at})` })
    .where(and(eq(jobCardTimeLogs.job_card_id, id), isNull(jobCardTimeLogs.stopped_at)));
  if (move.to === 'in_progress') {
    await tx.insert(jobCardTimeLogs).values({ job_card_id: id, user_id: actor.id, user_name: actor.name });
    await startWorkOrderOf(tx, current.work_order_id as number, actor);
  }
  await moveStatus(tx, { type: 'job_card', record: current }, move.to, actor, { action });
  return getRecord(tx, jobCardBinding, id);
}

/** A part used (taken from the rack) or returned (at most what this card took from that rack). */
export async function recordPart(tx: Tx, id: number, input: z.output<typeof jobCardPartInput>, actor: Actor): Promise<Row> {
  const doneAt = actionDoneAt(input.done_at);
  const current = await getRecord(tx, jobCardBinding, id, true);
  if (current.status === 'done') throw conflict('parts_done', { number: current.number as string });
  const racks = await racksById(tx, [input.rack_id]);
  const { rows: product } = await tx.execute<{ sku: string; free: number }>(sql`select sku, on_hand - reserved as free from products where id = ${input.product_id} for update`);
  const errors: FieldErrors = {};
  if (!product[0]) errors.product_id = msg('product_missing');
  if (!racks.has(input.rack_id)) errors.rack_id = msg('rack_missing');
  if (Object.keys(errors).length) throw invalid(errors);
  const sku = product[0].sku;
  if (input.kind === 'return') {
    const { rows } = await tx.execute<{ used: number }>(
      sql`select coalesce(sum(quantity), 0)::int as used from job_card_parts where job_card_id = ${id} and product_id = ${input.product_id} and rack_id = ${input.rack_id}`,
    );
    if (input.quantity > rows[0].used) {
      throw conflict('return_more_than_used', { number: current.number as string, n: rows[0].used, sku, rack: racks.get(input.rack_id)!.path, wanted: input.quantity });
    }
  } else if (input.quantity > product[0].free) {
    // Units reserved for confirmed orders are not free for the workshop.
    throw conflict('only_free', { n: Math.max(0, product[0].free), sku });
  }
  const delta = input.kind === 'use' ? -input.quantity : input.quantity;
  try {
    await applyStockChange(tx, {
      productId: input.product_id,
      rackId: input.rack_id,
      delta,
      kind: input.kind === 'use' ? 'consumption' : 'return',
      source: { type: 'job_card', id, label: current.number as string },
      actor,
      doneAt,
    });
  } catch (err) {
    if (err instanceof InsufficientStock) throw new AppError(409, err.reason);
    throw err;
  }
  await tx.insert(jobCardParts).values({ job_card_id: id, product_id: input.product_id, rack_id: input.rack_id, quantity: -delta, actor_id: actor.id, actor_name: actor.name });
  await tx.update(jobCards).set(touch).where(eq(jobCards.id, id));
  await recordAudit(tx, {
    collection: jcDef.name,
    recordId: id,
    action: input.kind === 'use' ? 'part-used' : 'part-returned',
    actor,
    // As job_card_parts keeps it: + used, − returned; the history names the product and rack.
    changes: { parts: [null, [{ product_id: input.product_id, rack_id: input.rack_id, quantity: -delta }]] },
  });
  const updated = await getRecord(tx, jobCardBinding, id);
  await recordChanged(tx, jcDef.name, 'updated', updated, actor);
  return updated;
}

/** Stocked product/rack pairs matching a search, for the "add part" picker. */
export async function partOptions(db: Db, id: number, q: string | undefined) {
  await getRecord(db, jobCardBinding, id);
  const term = (q ?? '').trim().slice(0, 100);
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.execute<{ product_id: number; sku: string; name: string; rack_id: number; path: string; on_hand: number }>(sql`
    select s.product_id, p.sku, p.name, s.rack_id, w.code || ' / ' || r.code || ' / ' || k.code as path, s.on_hand
    from stock_levels s join products p on p.id = s.product_id join racks k on k.id = s.rack_id
    join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
    where s.on_hand > 0 and (${term === ''} or (coalesce(p.sku, '') || ' ' || coalesce(p.name, '') || ' ' || coalesce(p.barcode, '')) ilike ${like})
    order by p.sku, s.on_hand desc limit 20`);
  return rows;
}

const ACTION_SUMMARY: Record<JobCardAction, string> = {
  start: 'Start work: in progress, and a time log opens',
  pause: 'Put on hold: the running time log stops',
  resume: 'Resume work: in progress again, and a time log opens',
  finish: 'Finish: done, and the running time log stops',
};

function jobCardRoutes(app: Api, { db }: Database) {
  const write = needs('job-cards', 'write');
  app.get('/api/job-cards/technicians', { ...needs('job-cards', 'read'), schema: { summary: 'Active staff a job card can be given to', response: { 200: staffDirectoryAnswer } } }, async () =>
    staffDirectory(db),
  );
  for (const action of Object.keys(JOB_CARD_ACTIONS) as JobCardAction[]) {
    app.post(
      `/api/job-cards/:id/${action}`,
      { ...write, schema: { summary: ACTION_SUMMARY[action], headers: onceHeaders, params: idParams, body: jobCardActionInput, response: { 200: jobCardRecord } } },
      async (request, reply) => sendAction(reply, db, request, (tx) => jobCardAction(tx, request.params.id, action, request.body, staffActor(request))),
    );
  }
  app.post(
    '/api/job-cards/:id/parts',
    { ...write, schema: { summary: 'Record a part used (taken from a rack) or returned', headers: onceHeaders, params: idParams, body: jobCardPartInput, response: { 200: jobCardRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => recordPart(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get(
    '/api/job-cards/:id/part-options',
    { ...needs('job-cards', 'read'), schema: { summary: 'Stocked products and racks matching a search, for the part picker', params: idParams, querystring: partOptionsQuery, response: { 200: partOptionsAnswer } } },
    async (request) => partOptions(db, request.params.id, request.query.q),
  );
}

export const jobCardsCollection: ServerCollection = { binding: jobCardBinding, routes: jobCardRoutes };
