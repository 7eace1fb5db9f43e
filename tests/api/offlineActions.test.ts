import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ACTION_MAX_AGE, OFFLINE_CLOCK_SKEW } from '../../contract/offline';
import { findStockMismatches } from '../../server/ops/reconcile';
import { KEY_RETENTION_DAYS, pruneIdempotencyKeys } from '../../server/services/idempotency';
import { ADMIN, buildTestApp, listUrl, signIn, STORE, type Client, type TestApp } from '../helpers/app';

// Issue 35 item 4, DESIGN.md §5 "Floor actions are exactly-once": an action sent from a phone's
// offline queue carries `done_at`, when the person acted. The ledger keeps it beside when the action
// arrived; one older than the queue may wait is refused with its reason and nothing written; a
// stocktake count is read as of when it was counted; keys outlive the oldest action accepted.

let t: TestApp;
let admin: Client;
let store: Client;
let racks = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  store = await signIn(t.app, STORE);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const once = (key: string, locale?: string) => ({ 'idempotency-key': key, ...(locale && { 'accept-language': locale }) });

const onHand = async (productId: number, rackId: number) =>
  (await t.sql<{ on_hand: number }>('select coalesce((select on_hand from stock_levels where product_id = $1 and rack_id = $2), 0) as on_hand', [productId, rackId]))[0].on_hand;

const movements = (productId: number) =>
  t.sql<{ delta: number; done_at: Date; created_at: Date }>('select delta, done_at, created_at from stock_movements where product_id = $1 order by id', [productId]);

/** A product of its own with `stock` units on a new rack of warehouse 1, and a second empty rack there. */
async function stockedProduct(sku: string, stock: number) {
  const product = await admin.post('/api/products', { sku, name: `Offline ${sku}`, category_id: 1, dealer_price: 10, cost: 5, reorder_level: 0, unit: 'pcs' });
  expect(product.statusCode, product.body).toBe(201);
  const [from, to] = await Promise.all(['A', 'B'].map(async () => (await admin.post('/api/racks', { room_id: 1, code: `OFF-${++racks}` })).json().id as number));
  const productId = product.json().id as number;
  const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: from, quantity: stock }] });
  expect((await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version })).statusCode).toBe(200);
  return { productId, from, to };
}

describe('a move sent from the queue', () => {
  it('keeps when it was done beside when it arrived: in the ledger, the movement list and the stock.moved event', async () => {
    const { productId, from, to } = await stockedProduct('OFF-MOVE', 5);
    const doneAt = ago(3 * DAY);
    const move = await store.post('/api/stock-adjustments/transfer', { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true, done_at: doneAt }, once('off-move-1'));
    expect(move.statusCode, move.body).toBe(201);
    const [, ...moved] = await movements(productId);
    expect(moved.map((m) => [m.delta, m.done_at.toISOString()])).toEqual([
      [-2, doneAt],
      [2, doneAt],
    ]);
    expect(Date.now() - moved[0].created_at.getTime()).toBeLessThan(MINUTE);
    const list = await admin.get(listUrl('stock-movements', { filter: { product_id: productId } }));
    expect(list.json().map((m: { delta: number; done_at: string }) => [m.delta, m.done_at])).toEqual([
      [2, doneAt],
      [-2, doneAt],
      [5, expect.any(String)],
    ]);
    const [event] = await t.sql<{ payload: { done_at?: string } }>(`select payload from events where type = 'stock.moved' and payload->>'source_type' = 'stock_adjustment' and record_id = $1`, [move.json().id]);
    expect(new Date(event.payload.done_at!).toISOString()).toBe(doneAt);
  });

  it('done a few minutes ahead of the server (a phone clock running fast) is taken as done when it arrived; further ahead it is refused', async () => {
    const { productId, from, to } = await stockedProduct('OFF-AHEAD', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 1, post: true };
    const ahead = await store.post('/api/stock-adjustments/transfer', { ...move, done_at: ago(-OFFLINE_CLOCK_SKEW + MINUTE) }, once('off-ahead-1'));
    expect(ahead.statusCode, ahead.body).toBe(201);
    const [, taken] = await movements(productId);
    expect(taken.done_at).toEqual(taken.created_at);
    const future = await store.post('/api/stock-adjustments/transfer', { ...move, done_at: ago(-OFFLINE_CLOCK_SKEW - MINUTE) }, once('off-ahead-2'));
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe("This action is dated more than 5 minutes after the server's time: check the device's date and time, then send it again.");
    expect(await onHand(productId, to)).toBe(1);
  });

  it('without its offset, done_at is refused by the schema', async () => {
    const { productId, from, to } = await stockedProduct('OFF-FORMAT', 5);
    const refused = await store.post('/api/stock-adjustments/transfer', { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 1, post: true, done_at: '2026-11-28T14:05:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.done_at).toBe('A date and time with its offset (ISO 8601), such as 2026-11-28T14:05:00+01:00');
  });
});

describe('an action older than the queue may wait', () => {
  it('is refused with its reason, in the person’s language, and nothing is written, its key neither', async () => {
    const { productId, from, to } = await stockedProduct('OFF-OLD', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true };
    const before = (await movements(productId)).length;
    const old = await store.post('/api/stock-adjustments/transfer', { ...move, done_at: ago(OFFLINE_ACTION_MAX_AGE + MINUTE) }, once('off-old-1'));
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe('This action was done more than 7 days ago and was not applied. Do it again if it is still needed.');
    const french = await store.post('/api/stock-adjustments/transfer', { ...move, done_at: ago(OFFLINE_ACTION_MAX_AGE + MINUTE) }, once('off-old-2', 'fr'));
    expect(french.json().message).toBe('Cette action a été faite il y a plus de 7 jours et n’a pas été appliquée. Refaites-la si elle est toujours nécessaire.');
    expect((await movements(productId)).length).toBe(before);
    expect(await t.sql(`select 1 from idempotency_keys where key in ('off-old-1', 'off-old-2')`)).toEqual([]);
    expect(await t.sql(`select 1 from stock_adjustment_lines where product_id = $1 and quantity = -2`, [productId])).toEqual([]);
  });

  it('the same for a count, a receipt, a dispatch and a part', async () => {
    const { productId, from } = await stockedProduct('OFF-OLD-ALL', 5);
    const old = { done_at: ago(OFFLINE_ACTION_MAX_AGE + MINUTE) };
    const count = (await store.post('/api/stock-counts', { warehouse_id: 1, rack_id: from })).json();
    await store.post(`/api/stock-counts/${count.id}/start`, { version: count.version });
    // Refused before anything else is looked at, whatever the records say.
    const [card] = await t.sql<{ id: number }>(`select id from job_cards where status = 'in_progress' order by id limit 1`);
    const [po] = await t.sql<{ id: number }>(`select id from purchase_orders order by id limit 1`);
    const [order] = await t.sql<{ id: number }>(`select id from orders order by id limit 1`);
    const answers = await Promise.all([
      store.post(`/api/stock-counts/${count.id}/counts`, { product_id: productId, rack_id: from, counted: 4, ...old }, once('off-old-count')),
      admin.post(`/api/job-cards/${card.id}/parts`, { product_id: productId, rack_id: from, quantity: 1, ...old }, once('off-old-part')),
      store.post(`/api/purchase-orders/${po.id}/receive`, { version: 1, lines: [{ line_id: 1, quantity: 1, rack_id: from }], ...old }, once('off-old-recv')),
      admin.post(`/api/orders/${order.id}/transition`, { to: 'dispatched', version: 1, picks: [], ...old }, once('off-old-pick')),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json().errors?.done_at])).toEqual(Array(4).fill([422, expect.stringMatching(/^This action was done more than 7 days ago/)]));
    expect(await onHand(productId, from)).toBe(5);
    expect((await store.get(`/api/stock-counts/${count.id}/summary`)).json()).toMatchObject({ counted: 0 });
  });
});

describe('a replay', () => {
  it('within the window answers the first answer, though its done_at has grown too old since', async () => {
    const { productId, from, to } = await stockedProduct('OFF-REPLAY', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true, done_at: ago(6 * DAY) };
    const first = await store.post('/api/stock-adjustments/transfer', move, once('off-replay-1'));
    expect(first.statusCode, first.body).toBe(201);
    // Two days on, the phone sends it again: its answer had been lost.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY });
    const replay = await store.post('/api/stock-adjustments/transfer', move, once('off-replay-1'));
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect([await onHand(productId, from), await onHand(productId, to)]).toEqual([3, 2]);
  });

  it('after its key was pruned, is refused as too old: never applied twice', async () => {
    const { productId, from, to } = await stockedProduct('OFF-PRUNED', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true, done_at: ago(6 * DAY) };
    expect((await store.post('/api/stock-adjustments/transfer', move, once('off-pruned-1'))).statusCode).toBe(201);
    expect((await store.post('/api/stock-adjustments/transfer', { ...move, done_at: undefined }, once('off-pruned-kept'))).statusCode).toBe(201);
    // The first key is past the retention, the second just within it.
    await t.sql(`update idempotency_keys set created_at = now() - make_interval(days => $1) - interval '1 minute' where key = 'off-pruned-1'`, [KEY_RETENTION_DAYS]);
    await t.sql(`update idempotency_keys set created_at = now() - make_interval(days => $1) + interval '1 minute' where key = 'off-pruned-kept'`, [KEY_RETENTION_DAYS]);
    expect(await pruneIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await t.sql<{ key: string }>(`select key from idempotency_keys where key like 'off-pruned-%'`)).map((k) => k.key)).toEqual(['off-pruned-kept']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + KEY_RETENTION_DAYS * DAY - 6 * DAY });
    const replay = await store.post('/api/stock-adjustments/transfer', move, once('off-pruned-1'));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.done_at).toMatch(/^This action was done more than 7 days ago/);
    expect([await onHand(productId, from), await onHand(productId, to)]).toEqual([1, 4]);
  });

  it('keys outlive the oldest action accepted', () => {
    expect(KEY_RETENTION_DAYS * DAY).toBeGreaterThan(OFFLINE_ACTION_MAX_AGE + OFFLINE_CLOCK_SKEW);
  });
});

describe('a stocktake count sent from the queue', () => {
  async function countingRack(sku: string, stock: number) {
    const stocked = await stockedProduct(sku, stock);
    const draft = (await store.post('/api/stock-counts', { warehouse_id: 1, rack_id: stocked.from })).json();
    const count = (await store.post(`/api/stock-counts/${draft.id}/start`, { version: draft.version })).json();
    return { ...stocked, count };
  }
  const post = async (id: number) => store.post(`/api/stock-counts/${id}/post`, { version: (await store.get(`/api/stock-counts/${id}`)).json().version });
  const move = (productId: number, from: number, to: number, quantity: number, extra: object = {}) =>
    store.post('/api/stock-adjustments/transfer', { product_id: productId, from_rack_id: from, to_rack_id: to, quantity, post: true, ...extra });

  it('is read as of when it was counted: a desk move done after it but arriving first is no variance', async () => {
    const { productId, from, to, count } = await countingRack('OFF-COUNT', 10);
    // 10 counted on the phone, offline; then 3 are moved off the rack at the desk.
    const countedAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await move(productId, from, to, 3)).statusCode).toBe(201);
    const counted = await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: productId, rack_id: from, counted: 10, done_at: countedAt }, once('off-count-1'));
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ counted: 10, on_hand_at_count: 10, variance: 0, counted_at: countedAt });
    const [entry] = counted.json().entries;
    expect(entry.done_at).toBe(countedAt);
    expect(entry.counted_at > countedAt).toBe(true);
    const posted = await post(count.id);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().adjustment).toBeNull();
    expect(await onHand(productId, from)).toBe(7);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('a move done before the count but arriving after it (another phone’s queue) is no variance either: posting reads the count again', async () => {
    const { productId, from, to, count } = await countingRack('OFF-LATE', 10);
    const movedAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // 3 were moved off at movedAt, offline; the count of 7 after it reaches the server first.
    const counted = await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: productId, rack_id: from, counted: 7 });
    expect(counted.json()).toMatchObject({ on_hand_at_count: 10, variance: -3 });
    expect((await move(productId, from, to, 3, { done_at: movedAt })).statusCode).toBe(201);
    const posted = await post(count.id);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().adjustment).toBeNull();
    expect([await onHand(productId, from), await onHand(productId, to)]).toEqual([7, 3]);
    const [line] = (await store.get(`/api/stock-counts/${count.id}/lines`)).json();
    expect(line).toMatchObject({ on_hand_at_count: 7, variance: 0 });
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('units added by scan keep the first count’s time: stock put on the rack between two scans is not written off', async () => {
    const { productId, from, count } = await countingRack('OFF-ADD', 10);
    const firstAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Five more arrive on the rack at the desk; the phone's first scan, done before, is sent after them.
    const found = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: from, quantity: 5 }] });
    expect((await admin.post(`/api/stock-adjustments/${found.json().id}/post`, { version: found.json().version })).statusCode).toBe(200);
    const scan = { product_id: productId, rack_id: from, mode: 'add' };
    expect((await store.post(`/api/stock-counts/${count.id}/counts`, { ...scan, counted: 6, done_at: firstAt })).json()).toMatchObject({ on_hand_at_count: 10 });
    const second = await store.post(`/api/stock-counts/${count.id}/counts`, { ...scan, counted: 4 });
    expect(second.json()).toMatchObject({ counted: 10, on_hand_at_count: 10, variance: 0 });
    expect((await post(count.id)).json().adjustment).toBeNull();
    expect(await onHand(productId, from)).toBe(15);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('from two phones, apply in the order they were done: a recount arriving before an older count keeps the line', async () => {
    const { productId, from, count } = await countingRack('OFF-TWO', 10);
    const first = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const recount = new Date().toISOString();
    const line = { product_id: productId, rack_id: from };
    // Phone B's recount (9) reaches the server first; phone A's older count (8) comes after.
    expect((await store.post(`/api/stock-counts/${count.id}/counts`, { ...line, counted: 9, done_at: recount, device: 'B' })).json()).toMatchObject({ counted: 9 });
    const late = await store.post(`/api/stock-counts/${count.id}/counts`, { ...line, counted: 8, done_at: first, device: 'A' });
    expect(late.json()).toMatchObject({ counted: 9, counted_at: recount, on_hand_at_count: 10, variance: -1 });
    expect(late.json().entries.map((e: { device: string; entered: number }) => [e.device, e.entered])).toEqual([
      ['A', 8],
      ['B', 9],
    ]);
    // An old scan adding to the line before the recount is part of it; one after it adds.
    expect((await store.post(`/api/stock-counts/${count.id}/counts`, { ...line, counted: 1, mode: 'add', done_at: first })).json()).toMatchObject({ counted: 9 });
    expect((await store.post(`/api/stock-counts/${count.id}/counts`, { ...line, counted: 1, mode: 'add' })).json()).toMatchObject({ counted: 10, variance: 0 });
    expect((await post(count.id)).json().adjustment).toBeNull();
    expect(await onHand(productId, from)).toBe(10);
  });
});
