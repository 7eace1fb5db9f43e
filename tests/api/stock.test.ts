import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM } from '../../server/services/audit';
import { findStockMismatches } from '../../server/ops/reconcile';
import { getRecord } from '../../server/services/records';
import { adjustmentBinding, postAdjustmentIn } from '../../server/collections/stock-adjustments';
import { applyStockChange, stockTransaction } from '../../server/services/stockLedger';
import { AppError } from '../../server/errors';
import { ADMIN, buildTestApp, Client, listUrl, signIn, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const level = async (productId: number, rackId: number) =>
  (await t.sql<{ on_hand: number }>(`select on_hand from stock_levels where product_id = $1 and rack_id = $2`, [productId, rackId]))[0]?.on_hand ?? 0;
const ledger = async (productId: number, rackId: number) =>
  (await t.sql<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from stock_movements where product_id = $1 and rack_id = $2`, [productId, rackId]))[0].n;

/** A rack of its own for a test, so tests do not share stock. */
async function newRack(code: string): Promise<number> {
  return (await admin.post('/api/racks', { room_id: 1, code })).json().id;
}

describe('ledger and levels', () => {
  it('lays down opening stock through the ledger: every level equals the sum of its movements', async () => {
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from stock_movements where kind = 'opening'`);
    expect(n).toBeGreaterThan(200);
    const [{ racks }] = await t.sql<{ racks: number }>(`select count(distinct rack_id)::int as racks from stock_levels where on_hand > 0`);
    expect(racks).toBeGreaterThan(15);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('refuses UPDATE and DELETE on movements in the database itself', async () => {
    await expect(t.sql(`update stock_movements set delta = 99 where id = 1`)).rejects.toThrow(/append-only/);
    await expect(t.sql(`delete from stock_movements where id = 1`)).rejects.toThrow(/append-only/);
  });

  it('200 concurrent takes of 1 from a rack holding 150: exactly 150 succeed, 50 get 409, nothing goes negative', async () => {
    const rack = await newRack('RACE-1');
    await stockTransaction(t.database.db, (tx) => applyStockChange(tx, { productId: 7, rackId: rack, delta: 150, kind: 'adjustment', actor: SYSTEM }));
    const before = (await t.sql<{ on_hand: number }>(`select on_hand from products where id = 7`))[0].on_hand;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        stockTransaction(t.database.db, (tx) => applyStockChange(tx, { productId: 7, rackId: rack, delta: -1, kind: 'adjustment', actor: SYSTEM })),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(150);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 } satisfies Partial<AppError>);
    expect(await level(7, rack)).toBe(0);
    expect(await ledger(7, rack)).toBe(0);
    expect((await t.sql<{ on_hand: number }>(`select on_hand from products where id = 7`))[0].on_hand).toBe(before - 150);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  }, 60_000);
});

describe('stock adjustments', () => {
  const draft = (lines: object[], over: object = {}) => admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'count_correction', lines, ...over });

  it('numbers drafts SA-000001…, and posting applies every line with the adjustment as source', async () => {
    const rack = await newRack('ADJ-1');
    const created = await draft([{ product_id: 3, rack_id: rack, quantity: 12, reason: 'found' }], { note: 'Found in returns' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ number: expect.stringMatching(/^SA-\d{6}$/), status: 'draft', line_count: 1, created_by_name: 'Ada Administrator' });
    const { id, version, number } = created.json();
    const posted = await admin.post(`/api/stock-adjustments/${id}/post`, { version });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ status: 'posted', posted_by_name: 'Ada Administrator' });
    expect(await level(3, rack)).toBe(12);
    const [movement] = (await admin.get(listUrl('stock-movements', { filter: { rack_id: rack } }))).json();
    expect(movement.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(movement).toMatchObject({ product_id: 3, delta: 12, balance_after: 12, kind: 'adjustment', source_label: number, actor_name: 'Ada Administrator' });
  });

  it('posted inside another transaction (an import, a stocktake), a line the rack cannot cover is refused in the same words, and that transaction goes on', async () => {
    const rack = await newRack('IN-1');
    const created = (await draft([{ product_id: 3, rack_id: rack, quantity: 2 }, { product_id: 3, rack_id: rack, quantity: -5 }])).json();
    const refusal = await t.database.db.transaction(async (tx) => {
      const current = await getRecord(tx, adjustmentBinding, created.id, true);
      const error = await postAdjustmentIn(tx, current, SYSTEM).then(() => undefined, (err: unknown) => err);
      // The savepoint took the posting back; the caller's transaction can still read and write.
      expect((await getRecord(tx, adjustmentBinding, created.id)).status).toBe('draft');
      return error;
    });
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(409);
    // What the rack holds once the posting is taken back, as the API's own posting says it.
    expect((refusal as AppError).message).toMatch(/^Line 2: Not enough stock of \S+ in MAIN \/ A \/ IN-1: 0 units on hand, 5 to take\.$/);
    expect(await level(3, rack)).toBe(0);
    expect(await ledger(3, rack)).toBe(0);
    expect((await admin.get(`/api/stock-adjustments/${created.id}/history`)).json().map((e: { action: string }) => e.action)).toEqual(['create']);

    const fine = (await draft([{ product_id: 3, rack_id: rack, quantity: 4 }])).json();
    const posted = await t.database.db.transaction(async (tx) => postAdjustmentIn(tx, await getRecord(tx, adjustmentBinding, fine.id, true), SYSTEM));
    expect(posted).toMatchObject({ status: 'posted', version: 2 });
    expect(await level(3, rack)).toBe(4);
    expect(await ledger(3, rack)).toBe(4);
  });

  it('posting an adjustment whose third line would go negative writes nothing at all', async () => {
    const [a, b, c] = [await newRack('ALL-1'), await newRack('ALL-2'), await newRack('ALL-3')];
    const movementsBefore = (await t.sql<{ n: number }>(`select count(*)::int as n from stock_movements`))[0].n;
    const { id, version } = (
      await draft([
        { product_id: 4, rack_id: a, quantity: 5 },
        { product_id: 4, rack_id: b, quantity: 3 },
        { product_id: 4, rack_id: c, quantity: -1000 },
      ])
    ).json();
    const res = await admin.post(`/api/stock-adjustments/${id}/post`, { version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Line 3: Not enough stock of \S+ in MAIN \/ A \/ ALL-3: 0 units on hand, 1000 to take\.$/);
    expect([await level(4, a), await level(4, b), await level(4, c)]).toEqual([0, 0, 0]);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from stock_movements`))[0].n).toBe(movementsBefore);
    expect((await admin.get(`/api/stock-adjustments/${id}`)).json().status).toBe('draft');
  });

  it('a posted adjustment is read-only (409); a line rack outside the warehouse is 422 under that line', async () => {
    const rack = await newRack('RO-1');
    const { id, version } = (await draft([{ product_id: 5, rack_id: rack, quantity: 2 }])).json();
    const posted = (await admin.post(`/api/stock-adjustments/${id}/post`, { version })).json();
    const edit = await admin.put(`/api/stock-adjustments/${id}`, { version: posted.version, warehouse_id: 1, reason: 'damage', lines: [{ product_id: 5, rack_id: rack, quantity: 1 }] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is posted and can no longer change/);
    expect((await admin.post(`/api/stock-adjustments/${id}/post`, { version: posted.version })).statusCode).toBe(409);
    expect((await admin.delete(`/api/stock-adjustments/${id}`)).statusCode).toBe(409);

    const [east] = await t.sql<{ id: number }>(`select k.id from racks k join rooms r on r.id = k.room_id where r.warehouse_id = 2 limit 1`);
    const other = await draft([{ product_id: 5, rack_id: rack, quantity: 1 }, { product_id: 5, rack_id: east.id, quantity: 1 }]);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'lines.1.rack_id': "This rack is not in the adjustment's warehouse" });
    const zero = await draft([{ product_id: 5, rack_id: rack, quantity: 0 }]);
    expect(zero.json().errors).toEqual({ 'lines.0.quantity': 'Must not be 0' });
    expect((await draft([])).json().errors).toEqual({ lines: 'Add at least one line' });
  });

  it('a transfer between warehouses is one adjustment with a − and a + line; posting moves the stock', async () => {
    const from = await newRack('TR-FROM');
    const [east] = await t.sql<{ id: number }>(`select k.id from racks k join rooms r on r.id = k.room_id where r.warehouse_id = 2 order by k.id limit 1`);
    const seed = (await draft([{ product_id: 6, rack_id: from, quantity: 20 }])).json();
    await admin.post(`/api/stock-adjustments/${seed.id}/post`, { version: seed.version });
    const before = await level(6, east.id);

    const transfer = await admin.post('/api/stock-adjustments/transfer', { product_id: 6, from_rack_id: from, to_rack_id: east.id, quantity: 5 });
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json()).toMatchObject({ reason: 'transfer', status: 'draft', warehouse_id: 1 });
    expect(transfer.json().lines.map((l: { quantity: number }) => l.quantity)).toEqual([-5, 5]);
    const posted = await admin.post(`/api/stock-adjustments/${transfer.json().id}/post`, { version: transfer.json().version });
    expect(posted.statusCode).toBe(200);
    expect(await level(6, from)).toBe(15);
    expect(await level(6, east.id)).toBe(before + 5);
    const movements = (await admin.get(listUrl('stock-movements', { filter: { product_id: 6, kind: 'transfer' } }))).json();
    expect(movements.map((m: { delta: number }) => m.delta).sort()).toEqual([-5, 5]);
    const same = await admin.post('/api/stock-adjustments/transfer', { product_id: 6, from_rack_id: from, to_rack_id: from, quantity: 1 });
    expect(same.json().errors).toEqual({ to_rack_id: 'Choose another rack than the source' });
  });
});

describe('stock hub', () => {
  it('lists products with on hand, available, low stock and value; a warehouse filter counts only that warehouse', async () => {
    const all = (await admin.get(listUrl('stock-hub', { sort: ['value', 'DESC'], range: [0, 4] }))).json();
    expect(all[0]).toMatchObject({ on_hand: expect.any(Number), available: expect.any(Number), low_stock: expect.any(Boolean) });
    expect(all[0].value).toBeCloseTo(all[0].on_hand * all[0].cost, 2);
    expect(all[0].value).toBeGreaterThanOrEqual(all[1].value);

    const east = (await admin.get(listUrl('stock-hub', { filter: { warehouse_id: 2 }, range: [0, 999] }))).json();
    const [{ total }] = await t.sql<{ total: number }>(
      `select coalesce(sum(l.on_hand), 0)::int as total from stock_levels l join racks k on k.id = l.rack_id join rooms r on r.id = k.room_id where r.warehouse_id = 2`,
    );
    expect(east.reduce((s: number, p: { on_hand: number }) => s + p.on_hand, 0)).toBe(total);
    expect(east.every((p: { on_hand: number }) => p.on_hand > 0)).toBe(true);

    const low = (await admin.get(listUrl('stock-hub', { filter: { low_stock: true, q: 'filter' }, range: [0, 999] }))).json();
    expect(low.every((p: { low_stock: boolean; name: string }) => p.low_stock && /filter/i.test(p.name))).toBe(true);

    const levels = (await admin.get(listUrl('stock-levels', { filter: { product_id: all[0].id } }))).json();
    expect(levels.reduce((s: number, l: { on_hand: number }) => s + l.on_hand, 0)).toBe(all[0].on_hand);
    expect(levels[0].path).toMatch(/^\w+ \/ \w+ \/ [\w-]+$/);

    const csv = (await admin.get(`/api/stock-hub/export.csv?${new URLSearchParams({ filter: '{"warehouse_id":2}' })}`)).body;
    expect(csv.trim().split('\r\n')).toHaveLength(east.length + 1);
    expect((await admin.get(listUrl('stock-hub', { filter: { warehouse_id: 'x' } }))).statusCode).toBe(400);
  });

  it('never flags a product with reorder level 0 as low: 0 means "not tracked" (issue 32)', async () => {
    const product = (sku: string, reorder_level: number) => ({ sku, name: `Untracked probe ${sku}`, category_id: 1, unit: 'pcs', dealer_price: 1, cost: 1, reorder_level });
    const untracked = (await admin.post('/api/products', product('LOW-ZERO', 0))).json();
    const tracked = (await admin.post('/api/products', product('LOW-FOUR', 4))).json();
    expect(untracked).toMatchObject({ on_hand: 0, low_stock: false });
    expect(tracked).toMatchObject({ on_hand: 0, low_stock: true });

    const lowIds = async (collection: string) =>
      ((await admin.get(listUrl(collection, { filter: { low_stock: true, q: 'Untracked probe' }, range: [0, 99] }))).json() as { id: number }[]).map((p) => p.id);
    expect(await lowIds('products')).toEqual([tracked.id]);
    expect(await lowIds('stock-hub')).toEqual([tracked.id]);
    const hub = (await admin.get(listUrl('stock-hub', { filter: { q: 'Untracked probe' }, sort: ['sku', 'ASC'] }))).json();
    expect(hub.map((p: { sku: string; low_stock: boolean }) => [p.sku, p.low_stock])).toEqual([
      ['LOW-FOUR', true],
      ['LOW-ZERO', false],
    ]);

    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from products where active and reorder_level > 0 and on_hand - reserved <= reorder_level`);
    const dashboard = (await admin.get('/api/dashboard/stock')).json();
    expect(dashboard.low_stock_count).toBe(n);
    expect(dashboard.low_stock.every((p: { reorder_level: number }) => p.reorder_level > 0)).toBe(true);
  });

  it('answers the dashboard figures', async () => {
    const res = (await admin.get('/api/dashboard/stock')).json();
    expect(res.low_stock_count).toBeGreaterThan(0);
    expect(res.low_stock.length).toBeLessThanOrEqual(10);
    expect(res.value_by_warehouse.map((w: { code: string }) => w.code)).toEqual(['EAST', 'MAIN', 'WKS']);
    expect(res.value_by_warehouse.every((w: { value: number }) => w.value > 0)).toBe(true);
  });
});

describe('document numbers', () => {
  it('run past 999,999 without colliding: SA-999999 is followed by SA-1000000, and every numbered document shares the rule', async () => {
    await t.sql(`select setval('stock_adjustment_number_seq', 999998)`);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: 3, rack_id: 1, quantity: 1 }] });
      expect(res.statusCode).toBe(201);
      numbers.push(res.json().number);
    }
    expect(numbers).toEqual(['SA-999999', 'SA-1000000', 'SA-1000001']);
    const defaults = await t.sql<{ table_name: string; column_default: string }>(
      `select table_name, column_default from information_schema.columns where column_name = 'number' and table_schema = 'public' order by table_name`,
    );
    expect(defaults.map((d) => d.table_name)).toEqual(['job_cards', 'orders', 'purchase_orders', 'stock_adjustments', 'stock_counts', 'work_orders']);
    for (const d of defaults) expect(d.column_default).toMatch(/^document_number\('(JC|ORD|PO|SA|SC|WO)'::text, nextval\(/);
    const [{ small, large }] = await t.sql<{ small: string; large: string }>(`select document_number('ORD', 42) as small, document_number('ORD', 12345678) as large`);
    expect([small, large]).toEqual(['ORD-000042', 'ORD-12345678']);
  });
});
