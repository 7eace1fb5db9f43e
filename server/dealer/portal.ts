import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListQueryInput } from '../../contract/api';
import { dealerCatalogue, dealerOrders, dealerPasswordInput, dealerProfileInput, type DealerDashboard } from '../../contract/dealerPortal';
import { msg } from '../../contract/messages';
import { dealerOrderInput } from '../../contract/orders';
import type { StatusChange } from '../../contract/workflow';
import type { Db, Tx } from '../db/client';
import { categories, dealers, products } from '../db/schema';
import { conflict, invalid, notFound, type FieldErrors } from '../errors';
import { diff, recordAudit } from '../services/audit';
import { recordChanged } from '../services/events';
import { listRecords } from '../services/listing/bindingList';
import { assertVersion, getRecord, touch, type Row } from '../services/records';
import { parseListQuery } from '../services/listing/query';
import { createOrder, orderBinding } from '../collections/orders';
import { hashPassword } from '../services/passwords';
import { assertPasswordThrottled, dealerActor, dealerProfile, revokeDealerPasswordResets, revokePrincipalSessions } from '../services/sessions';
import { getSettings } from '../services/settings';

// DESIGN.md §5 "Auth (dealers)": what a signed-in dealer reads and writes. Every query is
// scoped to the dealer of the session; another dealer's record does not exist (404).

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Who a dealer sees in its orders' history: itself by name, the business as "Stockyard". */
function forDealer(order: Row): Row {
  const { created_by: _by, created_by_name: _name, ...rest } = order;
  if (Array.isArray(rest.history)) {
    rest.history = (rest.history as (StatusChange & { actor_kind: string })[]).map(({ actor_kind, ...h }) => ({ ...h, actor_name: actor_kind === 'dealer' ? h.actor_name : 'Stockyard' }));
  }
  return rest;
}

/**
 * A dealer's own contact details: the fields given change, the others keep their values, at the
 * version the dealer read (DESIGN.md §5: a stale one is 409 with the current profile).
 */
export async function updateDealerProfile(db: Db, dealerId: number, change: z.output<typeof dealerProfileInput>): Promise<Row> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from dealers where id = ${dealerId} for update`);
    const before = (await dealerProfile(tx as unknown as Db, dealerId)) as Row;
    assertVersion(change, before);
    const { version: _version, ...fields } = change;
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx
      .update(dealers)
      .set({ ...given, ...touch })
      .where(eq(dealers.id, dealerId));
    const after = (await dealerProfile(tx as unknown as Db, dealerId)) as Row;
    const actor = await dealerActor(tx, dealerId);
    await recordAudit(tx, { collection: 'dealers', recordId: dealerId, action: 'update', actor, changes: diff(before, after) });
    await recordChanged(tx, 'dealers', 'updated', after, actor);
    return after;
  });
}

/** A new portal password; the dealer's other sessions end, this one stays. */
export async function changeDealerPassword(db: Db, session: { dealerId: number; familyId: string }, input: z.output<typeof dealerPasswordInput>, ip: string): Promise<{ message: string }> {
  const { rows } = await db.execute<{ hash: string | null; email: string | null }>(
    sql`select portal_password_hash as hash, portal_email as email from dealers where id = ${session.dealerId}`,
  );
  const [dealer] = rows;
  await assertPasswordThrottled(db, { account: `dealer:${dealer?.email ?? session.dealerId}`, ip, hash: dealer?.hash, password: input.current_password, field: 'current_password' });
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(dealers).set({ portal_password_hash: hash, ...touch }).where(eq(dealers.id, session.dealerId));
    await revokePrincipalSessions(tx, 'dealer', session.dealerId, 'password changed', session.familyId);
    await revokeDealerPasswordResets(tx, session.dealerId);
    await recordAudit(tx, { collection: 'dealers', recordId: session.dealerId, action: 'portal-password', actor: await dealerActor(tx, session.dealerId), changes: {} });
  });
  return { message: 'Your password has been changed. Your other sessions have been signed out.' };
}

export async function dealerSettings(db: Db) {
  const { version: _version, ...settings } = await getSettings(db);
  return settings;
}

/** Active products at their dealer price with what is free now; never their cost. */
export async function catalogue(db: Db, query: ListQueryInput) {
  const available = sql<number>`(${products.on_hand} - ${products.reserved})`;
  const exprs = {
    id: products.id,
    sku: products.sku,
    name: products.name,
    category_id: products.category_id,
    dealer_price: products.dealer_price,
    available,
  };
  const parsed = parseListQuery(dealerCatalogue, query, { exprs, searchColumns: [products.sku, products.name, products.barcode] });
  const where = and(eq(products.active, true), parsed.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        category_id: products.category_id,
        category_name: categories.name,
        unit: products.unit,
        dealer_price: products.dealer_price,
        available: sql<number>`greatest(${available}, 0)`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(where)
      .orderBy(...parsed.orderBy)
      .limit(parsed.limit)
      .offset(parsed.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total, offset: parsed.offset };
}

export async function catalogueCategories(db: Db) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(categories.name);
}

/** The dealer's own orders: the dealer filter is the session's, whatever the query says. */
export async function ownOrders(db: Db, dealerId: number, query: ListQueryInput) {
  // The route's query declares no dealer_id filter: the session's is added here, whatever was asked.
  const def = { ...dealerOrders, filters: { ...dealerOrders.filters, dealer_id: 'id' as const } };
  const result = await listRecords(db, { ...orderBinding, def }, { ...query, filter: { ...query.filter, dealer_id: dealerId } });
  return { ...result, rows: result.rows.map(forDealer) };
}

export async function ownOrder(db: Db | Tx, dealerId: number, id: number): Promise<Row> {
  const order = await getRecord(db as Tx, orderBinding, id).catch(() => null);
  if (!order || order.dealer_id !== dealerId) throw notFound('no_resource_with_id', { resource: 'order', id });
  return forDealer(order);
}

async function owedBy(tx: Tx, dealerId: number, exceptOrder: number): Promise<number> {
  const { rows } = await tx.execute<{ owed: number }>(sql`select coalesce(sum(total), 0)::float8 as owed from orders
    where dealer_id = ${dealerId} and id <> ${exceptOrder} and status in ('pending', 'confirmed', 'processing', 'dispatched')`);
  return rows[0].owed;
}

/**
 * A dealer's order: each line within what is free now, and the order within the credit
 * limit counting what the dealer already has pending or open. Prices come from the products.
 */
export async function submitDealerOrder(tx: Tx, dealerId: number, input: z.output<typeof dealerOrderInput>): Promise<Row> {
  // The dealer's row is locked first: its concurrent orders queue here for the credit check.
  // Locked only after the insert, two of them would deadlock (each holding the key-share lock
  // its order's foreign key takes, each waiting for the other's).
  const { rows: credit } = await tx.execute<{ credit_limit: number }>(sql`select credit_limit from dealers where id = ${dealerId} for update`);
  const ids = input.lines.map((l) => l.product_id);
  const { rows } = await tx.execute<{ id: number; free: number; dealer_price: number }>(
    sql`select id, on_hand - reserved as free, dealer_price from products where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
  );
  const facts = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  input.lines.forEach((line, i) => {
    const free = facts.get(line.product_id)?.free;
    if (free !== undefined && line.quantity > free) errors[`lines.${i}.quantity`] = free > 0 ? msg('only_available', { n: free }) : msg('out_of_stock');
  });
  if (Object.keys(errors).length) throw invalid(errors, msg('more_than_available'));
  const actor = await dealerActor(tx, dealerId);
  const order = await createOrder(tx, { dealer_id: dealerId, notes: input.notes ?? null, lines: input.lines }, actor, 'dealer');
  const limit = credit[0]?.credit_limit ?? 0;
  const owed = limit > 0 ? await owedBy(tx, dealerId, order.id as number) : 0;
  if (limit > 0 && owed + (order.total as number) > limit + 1e-9) {
    // Thrown inside the transaction: the order just written is rolled back with it.
    throw conflict('order_over_credit', { owed: money(owed), total: money(order.total as number), limit: money(limit) });
  }
  return forDealer(order);
}

export async function dealerDashboard(db: Db, dealerId: number): Promise<DealerDashboard> {
  const [byStatus, spend, months, recent, workshop] = await Promise.all([
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from orders where dealer_id = ${dealerId}
      and status in ('pending', 'confirmed', 'processing', 'dispatched') group by status`),
    db.execute<{ total: number }>(sql`select coalesce(sum(total), 0)::float8 as total from orders where dealer_id = ${dealerId}
      and status in ('dispatched', 'delivered') and created_at >= date_trunc('month', now())`),
    db.execute<{ month: string; total: number }>(sql`
      select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(o.total), 0)::float8 as total
      from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m(month)
      left join orders o on o.dealer_id = ${dealerId} and o.status in ('dispatched', 'delivered')
        and o.created_at >= m.month and o.created_at < m.month + interval '1 month'
      group by m.month order by m.month`),
    db.execute<DealerDashboard['recent_orders'][number]>(sql`select id, number, status, total, to_json(created_at) #>> '{}' as created_at
      from orders where dealer_id = ${dealerId} order by id desc limit 5`),
    db.execute<DealerDashboard['workshop'][number] & Row>(sql`
      select w.id, w.number, w.title, w.status, o.id as order_id, o.number as order_number,
        (select count(*)::int from job_cards j where j.work_order_id = w.id) as job_cards,
        (select count(*)::int from job_cards j where j.work_order_id = w.id and j.status = 'done') as job_cards_done
      from work_orders w join orders o on o.id = w.order_id
      where o.dealer_id = ${dealerId} and w.status in ('open', 'in_progress', 'completed') order by w.id desc limit 10`),
  ]);
  return {
    open_by_status: Object.fromEntries(byStatus.rows.map((r) => [r.status, r.n])),
    spend_this_month: spend.rows[0].total,
    spend_by_month: months.rows,
    recent_orders: recent.rows,
    workshop: workshop.rows,
  };
}
