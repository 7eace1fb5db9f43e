import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idParams, patchOf, type PatchOf } from '../../contract/api';
import { msg, type StatusName } from '../../contract/messages';
import {
  CREDIT_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderInput,
  orderRecord,
  orders as orderDef,
  ordersDashboard as ordersDashboardAnswer,
  orderTotals,
  orderTransitionInput,
  pickOptions as pickOptionsAnswer,
  type OrderLine,
  type OrdersDashboard,
  type Shortfall,
} from '../../contract/orders';
import type { Database, Db, Tx } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { checked, conflict, invalid, type FieldErrors } from '../errors';
import { needs } from '../plugins/routeAccess';
import { createHeaders, onceHeaders, sendAction, sendCreated, staffActor, type Api, type ServerCollection } from '../routes/collections';
import { diff, recordAudit, type Actor } from '../services/audit';
import { recordChanged } from '../services/events';
import { assertVersion, getRecord, touch, type CollectionBinding, type Row } from '../services/records';
import { assertTransition, auditable, historyOf, lookup, moveStatus, productsById, racksById, recordStatusChange, userName } from '../services/documents';
import { getSettings } from '../services/settings';
import { actionDoneAt, applyStockChanges, InsufficientStock, type StockChange } from '../services/stockLedger';
import { outer } from '../services/wording';

// DESIGN.md §6 "Dealer orders": pending → confirmed (reserves stock) → processing →
// dispatched (picks from racks, releases the reservation) → delivered; cancelled from
// pending or confirmed. Each move and its stock effects are one transaction.

const T = 'orders';
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const orderBinding: CollectionBinding = {
  def: orderDef,
  table: orders,
  computed: {
    dealer_name: lookup(T, 'dealer_id', 'dealers', sql`t.company_name`, 'dealer_name'),
    created_by_name: userName(T, 'created_by', 'created_by_name'),
    line_count: sql<number>`(select count(*)::int from ${orderLines} l where l.order_id = ${outer(T)}.id)`.as('line_count'),
  },
  detail: {
    lines: sql<OrderLine[]>`(select coalesce(json_agg(json_build_object('id', l.id, 'line_no', l.line_no, 'product_id', l.product_id,
      'sku', p.sku, 'name', p.name, 'unit', p.unit, 'quantity', l.quantity, 'unit_price', l.unit_price, 'line_total', l.line_total,
      'available', p.on_hand - p.reserved) order by l.line_no), '[]'::json)
      from ${orderLines} l join products p on p.id = l.product_id where l.order_id = ${outer(T)}.id)`.as('lines'),
    history: historyOf('order', T),
    work_orders: sql`(select coalesce(json_agg(json_build_object('id', w.id, 'number', w.number, 'title', w.title, 'status', w.status,
      'job_cards', (select count(*) from job_cards j where j.work_order_id = w.id),
      'job_cards_done', (select count(*) from job_cards j where j.work_order_id = w.id and j.status = 'done')) order by w.id), '[]'::json)
      from work_orders w where w.order_id = ${outer(T)}.id)`.as('work_orders'),
  },
  async beforeDelete(_tx, record) {
    throw conflict('orders_kept', { number: record.number as string });
  },
};

const forAudit = (row: Row) => auditable(row, ['lines'], ['dealer_name', 'created_by_name', 'line_count', 'history', 'work_orders']);

type Lines = { product_id: number; quantity: number }[];

/** Prices each line from the product (or keeps the price a pending order already had). */
async function priceLines(tx: Tx, lines: Lines, keep = new Map<number, number>()) {
  const products = await productsById(
    tx,
    lines.map((l) => l.product_id),
  );
  const errors: FieldErrors = {};
  const priced = lines.map((line, i) => {
    const product = products.get(line.product_id);
    if (!product) errors[`lines.${i}.product_id`] = msg('product_missing');
    else if (!product.active && !keep.has(line.product_id)) errors[`lines.${i}.product_id`] = msg('no_longer_sold', { sku: product.sku });
    const unitPrice = keep.get(line.product_id) ?? product?.dealer_price ?? 0;
    return { ...line, unit_price: unitPrice, line_total: Math.round(unitPrice * line.quantity * 100) / 100 };
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return priced;
}

async function checkDealer(tx: Tx, dealerId: number) {
  const { rows } = await tx.execute<{ status: string; company_name: string }>(sql`select status, company_name from dealers where id = ${dealerId}`);
  if (!rows[0]) throw invalid({ dealer_id: msg('dealer_missing') });
  if (rows[0].status !== 'active') throw invalid({ dealer_id: msg('dealer_cannot_order', { dealer: rows[0].company_name }) });
}

async function writeLines(tx: Tx, orderId: number, lines: Awaited<ReturnType<typeof priceLines>>) {
  await tx.delete(orderLines).where(eq(orderLines.order_id, orderId));
  await tx
    .insert(orderLines)
    .values(lines.map((l, i) => ({ order_id: orderId, line_no: i + 1, product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, line_total: l.line_total })));
}

/** A new pending order: prices copied from the products, the tax rate from the settings. */
export async function createOrder(tx: Tx, input: { dealer_id: number; notes?: string | null; lines: Lines }, actor: Actor, placedBy: 'staff' | 'dealer'): Promise<Row> {
  await checkDealer(tx, input.dealer_id);
  const lines = await priceLines(tx, input.lines);
  const { tax_rate } = await getSettings(tx);
  const totals = orderTotals(
    lines.map((l) => l.line_total),
    tax_rate,
  );
  const [{ id }] = await tx
    .insert(orders)
    .values({ dealer_id: input.dealer_id, notes: input.notes ?? null, tax_rate, ...totals, placed_by: placedBy, created_by: actor.kind === 'staff' ? actor.id : null })
    .returning({ id: orders.id });
  await writeLines(tx, id, lines);
  await recordStatusChange(tx, { type: 'order', id }, null, 'pending', actor);
  const created = await getRecord(tx, orderBinding, id);
  await recordAudit(tx, { collection: orderDef.name, recordId: id, action: 'create', actor, changes: diff(null, forAudit(created)) });
  await recordChanged(tx, orderDef.name, 'created', created, actor);
  return created;
}

export type OrderInput = z.output<typeof orderInput>;
export type OrderChange = PatchOf<typeof orderInput>;

export async function createStaffOrder(tx: Tx, input: OrderInput, actor: Actor): Promise<Row> {
  return createOrder(tx, input, actor, 'staff');
}

/** A pending order can still change; lines it already had keep their price. */
export async function updateOrder(db: Db, id: number, change: OrderChange, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, orderBinding, id, true);
    assertVersion(change, current);
    if (current.status !== 'pending') throw conflict('pending_only_change', { number: current.number as string, status: current.status as StatusName });
    const currentLines = current.lines as OrderLine[];
    const input = checked(orderInput, {
      dealer_id: change.dealer_id ?? current.dealer_id,
      notes: Object.hasOwn(change, 'notes') ? change.notes : current.notes,
      lines: change.lines ?? currentLines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    });
    await checkDealer(tx, input.dealer_id);
    const lines = await priceLines(tx, input.lines, new Map(currentLines.map((l) => [l.product_id, l.unit_price])));
    const totals = orderTotals(
      lines.map((l) => l.line_total),
      current.tax_rate as number,
    );
    await tx
      .update(orders)
      .set({ dealer_id: input.dealer_id, notes: input.notes ?? null, ...totals, ...touch })
      .where(eq(orders.id, id));
    await writeLines(tx, id, lines);
    const updated = await getRecord(tx, orderBinding, id);
    await recordAudit(tx, { collection: orderDef.name, recordId: id, action: 'update', actor, changes: diff(forAudit(current), forAudit(updated)) });
    await recordChanged(tx, orderDef.name, 'updated', updated, actor);
    return updated;
  });
}

/** Credit: what the dealer owes on accepted, undelivered orders, plus this one, within its limit (0 = no limit). */
async function checkCredit(tx: Tx, order: Row) {
  const { rows } = await tx.execute<{ company_name: string; credit_limit: number }>(
    sql`select company_name, credit_limit from dealers where id = ${order.dealer_id as number} for update`,
  );
  const dealer = rows[0];
  if (!dealer || !(dealer.credit_limit > 0)) return;
  const statuses = sql.join(
    CREDIT_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows: owed } = await tx.execute<{ outstanding: number }>(
    sql`select coalesce(sum(total), 0)::float8 as outstanding from orders where dealer_id = ${order.dealer_id as number} and status in (${statuses}) and id <> ${order.id as number}`,
  );
  const outstanding = owed[0].outstanding;
  const total = order.total as number;
  if (outstanding + total > dealer.credit_limit + 1e-9) {
    throw conflict('confirm_over_credit', { number: order.number as string, dealer: dealer.company_name, outstanding: money(outstanding), total: money(total), limit: money(dealer.credit_limit) }).with({
      credit: { limit: dealer.credit_limit, outstanding, order_total: total },
    });
  }
}

/** Reserves every line or none; a short line is reported with what is missing. */
async function reserve(tx: Tx, order: Row) {
  const lines = order.lines as OrderLine[];
  const ids = [...new Set(lines.map((l) => l.product_id))].sort((a, b) => a - b);
  // Locking the products in id order serialises concurrent confirmations without deadlocks.
  const { rows } = await tx.execute<{ id: number; on_hand: number; reserved: number }>(
    sql`select id, on_hand, reserved from products where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by id for update`,
  );
  const free = new Map(rows.map((r) => [r.id, r.on_hand - r.reserved]));
  const shortfall: Shortfall[] = lines
    .map((l) => ({ line_no: l.line_no, product_id: l.product_id, sku: l.sku, wanted: l.quantity, available: Math.max(0, free.get(l.product_id) ?? 0) }))
    .filter((l) => l.available < l.wanted)
    .map((l) => ({ ...l, short: l.wanted - l.available }));
  if (shortfall.length) {
    const detail = shortfall.map((s) => msg('line_short', { line: s.line_no, sku: s.sku, n: s.short }));
    throw conflict('not_enough_to_confirm', { number: order.number as string, detail }).with({ shortfall });
  }
  for (const l of lines) await tx.execute(sql`update products set reserved = reserved + ${l.quantity} where id = ${l.product_id}`);
}

async function release(tx: Tx, order: Row) {
  for (const l of order.lines as OrderLine[]) {
    await tx.execute(sql`update products set reserved = greatest(reserved - ${l.quantity}, 0) where id = ${l.product_id}`);
  }
}

type Pick = { line_id: number; rack_id: number; quantity: number };

/** Dispatch: the picks of each line add up to its quantity; each becomes an issue movement. */
async function dispatch(tx: Tx, order: Row, picks: Pick[] | undefined, actor: Actor, doneAt: Date | null) {
  const lines = order.lines as OrderLine[];
  if (!picks?.length) throw invalid({ picks: msg('choose_pick_rack') }, msg('choose_pick_rack'));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const racks = await racksById(
    tx,
    picks.map((p) => p.rack_id),
  );
  const errors: FieldErrors = {};
  const picked = new Map<number, number>();
  picks.forEach((p, i) => {
    if (!byId.has(p.line_id)) errors[`picks.${i}.line_id`] = msg('pick_line_not_on', { line: p.line_id, number: order.number as string });
    if (!racks.has(p.rack_id)) errors[`picks.${i}.rack_id`] = msg('rack_missing');
    picked.set(p.line_id, (picked.get(p.line_id) ?? 0) + p.quantity);
  });
  for (const line of lines) {
    const got = picked.get(line.id) ?? 0;
    if (got !== line.quantity) errors[`lines.${line.line_no - 1}.quantity`] = msg('pick_quantity', { line: line.line_no, sku: line.sku, n: line.quantity, got });
  }
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
  const source = { type: 'order', id: order.id as number, label: order.number as string };
  const changes: StockChange[] = picks.map((p) => ({ productId: byId.get(p.line_id)!.product_id, rackId: p.rack_id, delta: -p.quantity, kind: 'issue', source, actor, doneAt }));
  try {
    await applyStockChanges(tx, changes);
  } catch (err) {
    if (err instanceof InsufficientStock) throw conflict('cannot_dispatch', { number: order.number as string, message: err.reason });
    throw err;
  }
  await release(tx, order);
}

/**
 * Moves an order in the caller's transaction (routes run it once per Idempotency-Key). The move
 * itself is checked before the version: "ORD-… is already dispatched" tells a second dispatcher
 * more than "someone changed it".
 */
export async function transitionOrder(tx: Tx, id: number, input: z.output<typeof orderTransitionInput>, actor: Actor): Promise<Row> {
  const doneAt = actionDoneAt(input.done_at);
  const current = await getRecord(tx, orderBinding, id, true);
  assertTransition(ORDER_TRANSITIONS, current, input.to);
  assertVersion(input, current);
  if (input.to === 'confirmed') {
    await checkCredit(tx, current);
    await reserve(tx, current);
  } else if (input.to === 'dispatched') {
    await dispatch(tx, current, input.picks, actor, doneAt);
  } else if (input.to === 'cancelled' && current.status === 'confirmed') {
    await release(tx, current);
  }
  await moveStatus(tx, { type: 'order', record: current }, input.to, actor, { note: input.note });
  return getRecord(tx, orderBinding, id);
}

/** For the dispatch dialog: the racks holding each line's product, most stock first. */
export async function pickOptions(db: Tx, id: number) {
  await getRecord(db, orderBinding, id);
  const { rows } = await db.execute(sql`
    select l.id as line_id, l.product_id,
      coalesce((select json_agg(json_build_object('rack_id', s.rack_id, 'path', w.code || ' / ' || r.code || ' / ' || k.code, 'on_hand', s.on_hand)
        order by s.on_hand desc, s.rack_id)
        from stock_levels s join racks k on k.id = s.rack_id join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
        where s.product_id = l.product_id and s.on_hand > 0), '[]'::json) as racks
    from order_lines l where l.order_id = ${id} order by l.line_no`);
  return rows;
}

// The orders widget of the dashboard (issue 5 §6), behind the orders' read permission.
export async function ordersDashboard(db: Db): Promise<OrdersDashboard> {
  const [perDay, revenue, orders, workOrders] = await Promise.all([
    db.execute<{ day: string; count: number; total: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as count, coalesce(sum(o.total), 0)::float8 as total
      from generate_series(current_date - 29, current_date, interval '1 day') as d(day)
      left join orders o on o.created_at >= d.day and o.created_at < d.day + interval '1 day' and o.status <> 'cancelled'
      group by d.day order by d.day`),
    // Revenue is what was delivered or is on its way this month, by the day it was dispatched.
    db.execute<{ revenue: number }>(sql`
      select coalesce(sum(o.total), 0)::float8 as revenue from orders o
      where o.status in ('dispatched', 'delivered') and exists (select 1 from status_changes h where h.doc_type = 'order' and h.doc_id = o.id
        and h.to_status = 'dispatched' and h.at >= date_trunc('month', now()))`),
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from orders group by status`),
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from work_orders group by status`),
  ]);
  const counts = (rows: { status: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    orders_per_day: perDay.rows,
    revenue_this_month: revenue.rows[0].revenue,
    orders_by_status: counts(orders.rows),
    work_orders_by_status: counts(workOrders.rows),
  };
}

function orderRoutes(app: Api, { db }: Database) {
  const write = needs('orders', 'write');
  app.get('/api/dashboard/orders', { ...needs('orders', 'read'), schema: { summary: 'Orders per day, revenue this month, orders and work orders by status', response: { 200: ordersDashboardAnswer } } }, async () =>
    ordersDashboard(db),
  );
  app.post('/api/orders', { ...write, schema: { summary: 'Place an order for a dealer (pending; prices copied from the products)', headers: createHeaders, body: orderInput, response: { 201: orderRecord } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createStaffOrder(tx, request.body, staffActor(request))),
  );
  app.put('/api/orders/:id', { ...write, schema: { summary: 'Change a pending order, at the version read', params: idParams, body: patchOf(orderInput), response: { 200: orderRecord } } }, async (request) =>
    updateOrder(db, request.params.id, request.body, staffActor(request)),
  );
  app.post(
    '/api/orders/:id/transition',
    {
      ...write,
      schema: {
        summary: 'Move an order: confirming reserves stock (within the credit limit), dispatching picks from racks, cancelling releases',
        headers: onceHeaders,
        params: idParams,
        body: orderTransitionInput,
        response: { 200: orderRecord },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => transitionOrder(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get('/api/orders/:id/pick-options', { ...needs('orders', 'read'), schema: { summary: 'The racks holding each line’s product, most stock first', params: idParams, response: { 200: pickOptionsAnswer } } }, async (request) =>
    pickOptions(db, request.params.id),
  );
}

export const ordersCollection: ServerCollection = {
  binding: orderBinding,
  writes: 'custom',
  routes: orderRoutes,
  neverDeleted: 'Orders are kept for the record: cancel an order instead of deleting it.',
};
