import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idParams } from '../../contract/api';
import {
  ACTIVE_WORK_ORDER_STATUSES,
  staffDirectory as staffDirectoryAnswer,
  WORK_ORDER_TRANSITIONS,
  workOrderRecord,
  workOrders as woDef,
  workOrderTransitionInput,
} from '../../contract/workshop';
import { count, msg, type StatusName } from '../../contract/messages';
import type { Database, Db, Tx } from '../db/client';
import { jobCards, workOrders } from '../db/schema';
import { conflict, invalid, type FieldErrors } from '../errors';
import { needs } from '../plugins/routeAccess';
import { onceHeaders, sendAction, staffActor, type Api, type ServerCollection } from '../routes/collections';
import type { Actor } from '../services/audit';
import { assertVersion, getRecord, type CollectionBinding, type Row } from '../services/records';
import { assertTransition, historyOf, lookup, moveStatus, stampCreated, userName } from '../services/documents';
import { outer } from '../services/wording';

// DESIGN.md §6 "Work orders": open → in_progress → completed (only when all its job cards are
// done) → closed; cancelled from open.

const T = 'work_orders';

/** Whole minutes of work in the logs matching `where` (a running log counts up to now); seconds are summed before rounding. */
export const MINUTES_OF_LOGS = (where: ReturnType<typeof sql>) =>
  sql`(select coalesce(floor(sum(extract(epoch from (coalesce(g.stopped_at, now()) - g.started_at))) / 60), 0)::int
    from job_card_time_logs g where ${where})`;

export const workOrderBinding: CollectionBinding = {
  def: woDef,
  table: workOrders,
  computed: {
    order_number: lookup(T, 'order_id', 'orders', sql`t.number`, 'order_number'),
    dealer_id: lookup(T, 'order_id', 'orders', sql`t.dealer_id`, 'dealer_id'),
    dealer_name: sql`(select d.company_name from orders o join dealers d on d.id = o.dealer_id where o.id = ${outer(T)}.order_id)`.as('dealer_name'),
    assignee_name: userName(T, 'assignee_id', 'assignee_name'),
    created_by_name: userName(T, 'created_by', 'created_by_name'),
    job_cards: sql<number>`(select count(*)::int from ${jobCards} j where j.work_order_id = ${outer(T)}.id)`.as('job_cards'),
    job_cards_done: sql<number>`(select count(*)::int from ${jobCards} j where j.work_order_id = ${outer(T)}.id and j.status = 'done')`.as('job_cards_done'),
  },
  detail: {
    total_minutes: MINUTES_OF_LOGS(sql`g.job_card_id in (select j.id from job_cards j where j.work_order_id = ${outer(T)}.id)`).as('total_minutes'),
    history: historyOf('work_order', T),
  },
  async validate(tx, data, ctx) {
    if (ctx.current && !ACTIVE_WORK_ORDER_STATUSES.includes(ctx.current.status as never)) {
      throw conflict('no_longer_change', { number: ctx.current.number as string, status: ctx.current.status as StatusName });
    }
    const errors: FieldErrors = {};
    const { rows } = await tx.execute<{ status: string | null; user_status: string | null }>(sql`select
      (select status from orders where id = ${data.order_id as number}) as status,
      (select status from users where id = ${(data.assignee_id as number | null) ?? 0}) as user_status`);
    const changedOrder = !ctx.current || ctx.current.order_id !== data.order_id;
    if (rows[0].status === null) errors.order_id = msg('order_missing');
    else if (changedOrder && rows[0].status === 'cancelled') errors.order_id = msg('order_cancelled');
    if (data.assignee_id && rows[0].user_status === null) errors.assignee_id = msg('user_missing');
    else if (data.assignee_id && rows[0].user_status !== 'active' && ctx.current?.assignee_id !== data.assignee_id) errors.assignee_id = msg('user_inactive');
    if (Object.keys(errors).length) throw invalid(errors);
  },
  async afterCreate(tx, created, ctx) {
    await stampCreated(tx, 'work_orders', { type: 'work_order', id: created.id as number }, 'open', ctx.actor);
  },
  async beforeDelete(tx, record) {
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from job_cards where work_order_id = ${record.id as number}`);
    if (record.status !== 'open' || rows[0].n > 0) throw conflict('work_recorded', { number: record.number as string });
  },
};

const setStatus = (tx: Tx, current: Row, to: string, actor: Actor, note?: string | null) => moveStatus(tx, { type: 'work_order', record: current }, to, actor, { note });

export async function transitionWorkOrder(tx: Tx, id: number, input: z.output<typeof workOrderTransitionInput>, actor: Actor): Promise<Row> {
  const current = await getRecord(tx, workOrderBinding, id, true);
  assertTransition(WORK_ORDER_TRANSITIONS, current, input.to);
  assertVersion(input, current);
  if (input.to === 'completed') {
    // Locking the unfinished cards keeps them from moving while this decides.
    const { rows } = await tx.execute<{ number: string }>(sql`select number from job_cards where work_order_id = ${id} and status <> 'done' order by id for update`);
    if (rows.length) {
      const list = rows.slice(0, 5).map((r) => r.number).join(', ') + (rows.length > 5 ? ', …' : '');
      throw rows.length === 1 ? conflict('job_card_open', { number: current.number as string, list }) : conflict('job_cards_open', { number: current.number as string, count: count(rows.length, 'job_card'), list });
    }
  }
  await setStatus(tx, current, input.to, actor, input.note);
  return getRecord(tx, workOrderBinding, id);
}

/** Starting work on a job card starts its open work order. */
export async function startWorkOrderOf(tx: Tx, workOrderId: number, actor: Actor) {
  const current = await getRecord(tx, workOrderBinding, workOrderId, true);
  if (current.status === 'open') await setStatus(tx, current, 'in_progress', actor, 'Work started on a job card');
}

/** Active staff users, for the assignee and technician pickers. */
export async function staffDirectory(db: Db) {
  const { rows } = await db.execute<{ id: number; full_name: string }>(sql`select id, full_name from users where status = 'active' order by full_name, id`);
  return rows;
}

function workOrderRoutes(app: Api, { db }: Database) {
  app.get('/api/work-orders/assignees', { ...needs('work-orders', 'read'), schema: { summary: 'Active staff a work order can be assigned to', response: { 200: staffDirectoryAnswer } } }, async () =>
    staffDirectory(db),
  );
  app.post(
    '/api/work-orders/:id/transition',
    {
      ...needs('work-orders', 'write'),
      schema: {
        summary: 'Move a work order (completed only when all its job cards are done)',
        headers: onceHeaders,
        params: idParams,
        body: workOrderTransitionInput,
        response: { 200: workOrderRecord },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => transitionWorkOrder(tx, request.params.id, request.body, staffActor(request))),
  );
}

export const workOrdersCollection: ServerCollection = { binding: workOrderBinding, routes: workOrderRoutes };
