import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/orders';
import { AppError } from '../errors';
import type { Actor } from '../services/audit';
import { createRecord, type Row } from '../services/records';
import { jobCardAction, jobCardBinding, recordPart } from '../collections/job-cards';
import { createOrder, pickOptions, transitionOrder } from '../collections/orders';
import { createPurchaseOrder, receivePurchaseOrder, receivingRacks, transitionPurchaseOrder } from '../collections/purchase-orders/rules';
import { transitionWorkOrder, workOrderBinding } from '../collections/work-orders';
import type { Tx } from '../db/client';
import { seededRandom } from './random';

// Issue 5 §7: ≥ 100 orders over the last 90 days in every status, with purchase orders, work
// orders and job cards in every status — all made through the services, so stock, reservations
// and the ledger agree. Documents then get their simulated dates; stock movements keep the
// seed's time, because the ledger is append-only.

const DAY = 86_400_000;
const ORDER_COUNT = 120;
const WO_TITLES = ['Fit tow bar', 'Brake overhaul', 'Pre-delivery inspection', 'Fit roof rack', 'Service and oil change', 'Replace suspension', 'Install lighting kit', 'Wheel alignment'];
const TASKS = ['Strip and inspect', 'Fit parts', 'Road test', 'Bleed brakes', 'Torque check', 'Final inspection', 'Wiring and test', 'Clean and hand over'];

type Random = ReturnType<typeof seededRandom>;

/** What a seeded order ends as, by how old it is: old orders are done, new ones still moving. */
function fateOf(age: number, random: Random): OrderStatus {
  const r = random.next();
  if (age > 21) return r < 0.1 ? 'cancelled' : r < 0.14 ? 'dispatched' : 'delivered';
  if (age > 7) return r < 0.08 ? 'cancelled' : r < 0.3 ? 'processing' : r < 0.6 ? 'dispatched' : 'delivered';
  return r < 0.35 ? 'pending' : r < 0.6 ? 'confirmed' : r < 0.8 ? 'processing' : r < 0.92 ? 'dispatched' : 'cancelled';
}

const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  processing: ['confirmed', 'processing'],
  dispatched: ['confirmed', 'processing', 'dispatched'],
  delivered: ['confirmed', 'processing', 'dispatched', 'delivered'],
  cancelled: ['cancelled'],
};

/** Picks for each line from the racks holding most, split when one rack is not enough. */
async function picksFor(tx: Tx, order: Row) {
  const options = (await pickOptions(tx, order.id as number)) as { line_id: number; racks: { rack_id: number; on_hand: number }[] }[];
  const lines = order.lines as { id: number; quantity: number }[];
  return lines.flatMap((line) => {
    let due = line.quantity;
    const racks = options.find((o) => o.line_id === line.id)?.racks ?? [];
    return racks.flatMap((rack) => {
      const take = Math.min(due, rack.on_hand);
      due -= take;
      return take > 0 ? [{ line_id: line.id, rack_id: rack.rack_id, quantity: take }] : [];
    });
  });
}

/** Moves the document's dates back to when it happened; its history steps follow a few hours apart. */
async function backdate(tx: Tx, table: string, docType: string, id: number, at: Date, stepHours: number) {
  await tx.execute(sql`update ${sql.identifier(table)} set created_at = ${at}, updated_at = ${at} where id = ${id}`);
  await tx.execute(sql`
    with steps as (select h.id, row_number() over (order by h.id) - 1 as n from status_changes h where h.doc_type = ${docType} and h.doc_id = ${id})
    update status_changes h set at = ${at}::timestamptz + (steps.n * ${stepHours}) * interval '1 hour' from steps where steps.id = h.id`);
  await tx.execute(sql`
    with steps as (select a.id, row_number() over (order by a.id) - 1 as n from audit_log a where a.collection = ${table.replace(/_/g, '-')} and a.record_id = ${id})
    update audit_log a set at = ${at}::timestamptz + (steps.n * ${stepHours}) * interval '1 hour' from steps where steps.id = a.id`);
  await tx.execute(sql`update ${sql.identifier(table)} set updated_at = (select max(at) from status_changes where doc_type = ${docType} and doc_id = ${id}) where id = ${id}`);
}

async function seedOrders(tx: Tx, random: Random, staff: Actor[], now: number): Promise<Row[]> {
  const dealers = (await tx.execute<{ id: number; company_name: string }>(sql`select id, company_name from dealers where status = 'active' order by id`)).rows;
  const products = (await tx.execute<{ id: number }>(sql`select id from products where active and on_hand > 0 order by id`)).rows;
  const made: Row[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    const age = Math.round(89 - (i * 89) / (ORDER_COUNT - 1));
    const at = new Date(now - age * DAY - random.int(1, 9) * 3_600_000);
    const dealer = random.pick(dealers);
    const byDealer = random.next() < 0.3;
    const actor: Actor = byDealer ? { kind: 'dealer', id: dealer.id, name: dealer.company_name } : random.pick(staff);
    const lineCount = random.int(1, 4);
    const chosen = new Set<number>();
    while (chosen.size < lineCount) chosen.add(random.pick(products).id);
    let order = await createOrder(tx, { dealer_id: dealer.id, notes: random.next() < 0.2 ? 'Deliver to the rear entrance' : null, lines: [...chosen].map((product_id) => ({ product_id, quantity: random.int(1, 4) })) }, actor, byDealer ? 'dealer' : 'staff');
    for (const to of PATHS[fateOf(age, random)]) {
      const mover = random.pick(staff);
      try {
        const picks = to === 'dispatched' ? await picksFor(tx, order) : undefined;
        order = await transitionOrder(tx, order.id as number, { to, version: order.version as number, picks }, mover);
      } catch (err) {
        // Short stock or a credit limit: the order stays where the business would have left it.
        if (!(err instanceof AppError)) throw err;
        break;
      }
    }
    await backdate(tx, 'orders', 'order', order.id as number, at, random.int(3, 30));
    made.push({ ...order, created_at: at });
  }
  return made;
}

async function seedWorkshop(tx: Tx, random: Random, orders: Row[], staff: Actor[], technicians: Actor[]) {
  // Every order still in the house gets a job; a share of the delivered ones had one.
  const candidates = orders.filter((o, i) => ['confirmed', 'processing', 'dispatched'].includes(o.status as string) || (o.status === 'delivered' && i % 4 === 0));
  const products = (await tx.execute<{ product_id: number; rack_id: number }>(sql`select product_id, rack_id from stock_levels where on_hand >= 5 order by product_id, rack_id limit 60`)).rows;
  for (const [i, order] of candidates.entries()) {
    const technician = random.pick(technicians);
    const created = await createRecord(
      tx,
      workOrderBinding,
      { order_id: order.id, title: random.pick(WO_TITLES), description: 'Workshop job for this order', priority: random.pick(['low', 'normal', 'normal', 'high', 'urgent']), due_date: null, assignee_id: technician.id },
      random.pick(staff),
    );
    const woId = created.id as number;
    // Delivered orders' jobs are finished; younger ones are still in the workshop.
    const target = order.status === 'delivered' ? (i % 4 === 0 ? 'completed' : 'closed') : i % 7 === 0 ? 'cancelled' : i % 5 === 0 ? 'open' : 'in_progress';
    if (target !== 'cancelled') {
      const cards = random.int(1, 3);
      for (let c = 0; c < cards; c++) {
        let card = await createRecord(tx, jobCardBinding, { work_order_id: woId, technician_id: random.pick(technicians).id, task: random.pick(TASKS), notes: null }, technician);
        const cardId = card.id as number;
        const finish = target === 'completed' || target === 'closed';
        const plan: ('start' | 'pause' | 'resume' | 'finish')[] =
          target === 'open' ? [] : finish ? ['start', 'pause', 'resume', 'finish'] : [[], ['start'], ['start', 'pause'], ['start', 'finish']][(i + c) % 4] as never;
        for (const action of plan) {
          card = await jobCardAction(tx, cardId, action, { version: card.version as number }, technician);
          if (action === 'start' && random.next() < 0.6) {
            const part = random.pick(products);
            try {
              card = await recordPart(tx, cardId, { product_id: part.product_id, rack_id: part.rack_id, quantity: random.int(1, 2), kind: 'use' }, technician);
            } catch (err) {
              if (!(err instanceof AppError)) throw err;
            }
          }
        }
        // Realistic hours: each finished log lasts 20–150 minutes; a running one started within the last hour or two.
        const start = new Date(Math.min((order.created_at as Date).getTime() + (c + 1) * 3 * 3_600_000, Date.now() - (c + 2) * 5 * 3_600_000));
        await tx.execute(sql`
          with logs as (select id, stopped_at, row_number() over (order by id) as n from job_card_time_logs where job_card_id = ${cardId})
          update job_card_time_logs g set
            started_at = case when logs.stopped_at is null then now() - ${random.int(10, 110)} * interval '1 minute'
              else ${start}::timestamptz + (logs.n - 1) * interval '4 hours' end,
            stopped_at = case when logs.stopped_at is null then null
              else ${start}::timestamptz + (logs.n - 1) * interval '4 hours' + ${random.int(20, 150)} * interval '1 minute' end
          from logs where logs.id = g.id`);
        await tx.execute(sql`update job_card_parts set created_at = ${start}::timestamptz + interval '30 minutes' where job_card_id = ${cardId}`);
        await backdate(tx, 'job_cards', 'job_card', cardId, start, 2);
      }
    }
    let wo = (await tx.execute<Row>(sql`select id, version, status from work_orders where id = ${woId}`)).rows[0];
    const path = { open: [], in_progress: ['in_progress'], completed: ['in_progress', 'completed'], closed: ['in_progress', 'completed', 'closed'], cancelled: ['cancelled'] }[target];
    for (const to of path) {
      // Starting a job card already moved it to in progress.
      if (wo.status === to) continue;
      wo = await transitionWorkOrder(tx, woId, { to: to as never, version: wo.version as number }, random.pick(staff));
    }
    await backdate(tx, 'work_orders', 'work_order', woId, new Date((order.created_at as Date).getTime() + 3_600_000), 6);
  }
}

async function seedPurchaseOrders(tx: Tx, random: Random, buyer: Actor, now: number) {
  const suppliers = (await tx.execute<{ id: number }>(sql`select distinct preferred_supplier_id as id from products where preferred_supplier_id is not null order by 1 limit 12`)).rows;
  const fates = ['received', 'received', 'received', 'cancelled', 'partially_received', 'partially_received', 'draft', 'ordered', 'draft', 'ordered', 'ordered', 'draft'] as const;
  for (const [i, fate] of fates.entries()) {
    const supplier = suppliers[i % suppliers.length].id;
    const products = (await tx.execute<{ id: number; cost: number }>(sql`select id, cost from products where preferred_supplier_id = ${supplier} and active order by id limit 4`)).rows;
    if (!products.length) continue;
    const age = 60 - i * 5;
    const expected = new Date(now + (21 - age) * DAY).toISOString().slice(0, 10);
    let po = await createPurchaseOrder(
      tx,
      { supplier_id: supplier, warehouse_id: 1 + (i % 2), expected_date: expected, notes: null, lines: products.map((p) => ({ product_id: p.id, quantity: random.pick([10, 20, 24, 50]), unit_cost: p.cost })) },
      buyer,
    );
    const id = po.id as number;
    if (fate !== 'draft') po = await transitionPurchaseOrder(tx, id, { to: fate === 'cancelled' ? 'cancelled' : 'ordered', version: po.version as number }, buyer);
    if (fate === 'received' || fate === 'partially_received') {
      const racks = (await receivingRacks(tx, id)) as { id: number }[];
      const lines = po.lines as { id: number; quantity: number }[];
      po = await receivePurchaseOrder(
        tx,
        id,
        { version: po.version as number, lines: lines.map((l, n) => ({ line_id: l.id, quantity: fate === 'received' ? l.quantity : n === 0 ? Math.ceil(l.quantity / 2) : 0, rack_id: racks[(i + n) % racks.length].id })) },
        buyer,
      );
    }
    await backdate(tx, 'purchase_orders', 'purchase_order', id, new Date(now - age * DAY), 30);
  }
}

export async function seedDocuments(tx: Tx): Promise<void> {
  const random = seededRandom(2025);
  const users = (await tx.execute<{ id: number; full_name: string; email: string }>(sql`select id, full_name, email from users where status = 'active' order by id`)).rows;
  const actor = (u: (typeof users)[number]): Actor => ({ kind: 'staff', id: u.id, name: u.full_name });
  // Orders and work orders are moved by who may (the administrator); purchasing by the storekeeper.
  const staff = users.filter((u) => u.email === 'admin@example.com').map(actor);
  const buyer = actor(users.find((u) => u.email === 'store@example.com')!);
  const technicians = users.filter((u) => u.email.endsWith('okafor@example.com') || u.email.endsWith('nguyen@example.com')).map(actor);
  const now = Date.now();
  await seedPurchaseOrders(tx, random, buyer, now);
  const orders = await seedOrders(tx, random, staff, now);
  await seedWorkshop(tx, random, orders, staff, technicians);
}
