import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, STORE, type Client, type TestApp } from '../helpers/app';

// Issue 32 item 2, DESIGN.md §5 "Floor actions are exactly-once": a move, a receipt, a dispatch, a
// part and a count are each one request in one transaction with the Idempotency-Key made when the
// person acted. The answer of the first is what a repeat gets — the case of an answer lost on a
// flaky network — and a refused action leaves nothing behind, no draft either.

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

const once = (key: string) => ({ 'idempotency-key': key });

const onHand = async (productId: number, rackId: number) =>
  (await t.sql<{ on_hand: number }>('select coalesce((select on_hand from stock_levels where product_id = $1 and rack_id = $2), 0) as on_hand', [productId, rackId]))[0].on_hand;

const movementsOf = async (productId: number) => (await t.sql<{ n: number }>('select count(*)::int as n from stock_movements where product_id = $1', [productId]))[0].n;

const adjustmentsOf = async (productId: number) =>
  (await t.sql<{ n: number }>('select count(distinct adjustment_id)::int as n from stock_adjustment_lines where product_id = $1', [productId]))[0].n;

/** A product of its own with `stock` units on a new rack of warehouse 1, and a second empty rack there. */
async function stockedProduct(sku: string, stock: number) {
  const product = await admin.post('/api/products', { sku, name: `Floor ${sku}`, category_id: 1, dealer_price: 10, cost: 5, reorder_level: 0, unit: 'pcs' });
  expect(product.statusCode, product.body).toBe(201);
  const [from, to] = await Promise.all(['A', 'B'].map(async () => (await admin.post('/api/racks', { room_id: 1, code: `FL-${++racks}` })).json().id as number));
  const productId = product.json().id as number;
  const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: from, quantity: stock }] });
  expect((await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version })).statusCode).toBe(200);
  return { productId, from, to };
}

describe('a move on the floor', () => {
  it('is made and posted in one request; the same key again answers the first move and moves nothing more', async () => {
    const { productId, from, to } = await stockedProduct('FLOOR-MOVE', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true };
    const first = await store.post('/api/stock-adjustments/transfer', move, once('move-1'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'posted', reason: 'transfer', line_count: 2 });
    // The answer was lost on the way; the phone presses Move again with the key it made.
    const repeat = await store.post('/api/stock-adjustments/transfer', move, once('move-1'));
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect([await onHand(productId, from), await onHand(productId, to)]).toEqual([3, 2]);
    expect(await adjustmentsOf(productId)).toBe(2);
  });

  it('two presses at the same moment with one key move the stock once', async () => {
    const { productId, from, to } = await stockedProduct('FLOOR-RACE', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 2, post: true };
    const answers = await Promise.all([1, 2, 3].map(() => store.post('/api/stock-adjustments/transfer', move, once('race-1'))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect([await onHand(productId, from), await onHand(productId, to)]).toEqual([3, 2]);
  });

  it('a refused move (not enough stock) leaves no draft behind, and says why without a line number', async () => {
    const { productId, from, to } = await stockedProduct('FLOOR-SHORT', 1);
    const before = await adjustmentsOf(productId);
    const refused = await store.post('/api/stock-adjustments/transfer', { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 3, post: true }, once('short-1'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Not enough stock of FLOOR-SHORT in .+: 1 unit on hand, 3 to take\.$/);
    expect(await adjustmentsOf(productId)).toBe(before);
    expect(await onHand(productId, from)).toBe(1);
    // Nothing was kept for the key either: once the stock is there, the same press goes through.
    const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: from, quantity: 2 }] });
    await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version });
    const again = await store.post('/api/stock-adjustments/transfer', { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 3, post: true }, once('short-1'));
    expect(again.statusCode, again.body).toBe(201);
    expect(await onHand(productId, to)).toBe(3);
  });

  it('a key used again for another move is refused (422) and changes nothing', async () => {
    const { productId, from, to } = await stockedProduct('FLOOR-REUSE', 5);
    const move = { product_id: productId, from_rack_id: from, to_rack_id: to, quantity: 1, post: true };
    expect((await store.post('/api/stock-adjustments/transfer', move, once('reuse-1'))).statusCode).toBe(201);
    const other = await store.post('/api/stock-adjustments/transfer', { ...move, quantity: 2 }, once('reuse-1'));
    expect(other.statusCode).toBe(422);
    expect(await onHand(productId, to)).toBe(1);
  });

  it('a posting sent again with its key answers the first posting', async () => {
    const { productId, from } = await stockedProduct('FLOOR-POST', 5);
    const draft = (await store.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'damage', lines: [{ product_id: productId, rack_id: from, quantity: -2 }] })).json();
    const first = await store.post(`/api/stock-adjustments/${draft.id}/post`, { version: draft.version }, once('post-1'));
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await store.post(`/api/stock-adjustments/${draft.id}/post`, { version: draft.version }, once('post-1'));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await onHand(productId, from)).toBe(3);
  });
});

describe('a dispatch, a receipt and a part', () => {
  it('a dispatch repeated with its key answers the first; a second dispatcher is told the order is already dispatched', async () => {
    const { productId, from } = await stockedProduct('FLOOR-PICK', 4);
    const dealer = (await admin.post('/api/dealers', { company_name: 'Floor Dealer' })).json().id;
    let order = (await admin.post('/api/orders', { dealer_id: dealer, lines: [{ product_id: productId, quantity: 2 }] })).json();
    for (const to of ['confirmed', 'processing']) order = (await admin.post(`/api/orders/${order.id}/transition`, { to, version: order.version })).json();
    const dispatch = { to: 'dispatched', version: order.version, picks: [{ line_id: order.lines[0].id, rack_id: from, quantity: 2 }] };
    const first = await admin.post(`/api/orders/${order.id}/transition`, dispatch, once('pick-1'));
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await admin.post(`/api/orders/${order.id}/transition`, dispatch, once('pick-1'));
    expect(repeat.json()).toEqual(first.json());
    // A colleague had the same order open and dispatches with their own picks.
    const colleague = await signIn(t.app, ADMIN);
    const stale = await colleague.post(`/api/orders/${order.id}/transition`, dispatch, once('pick-2'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`${order.number} is already dispatched.`);
    expect(await onHand(productId, from)).toBe(2);
    expect(await movementsOf(productId)).toBe(2);
  });

  it('a receipt repeated with its key is received once', async () => {
    const { productId, to } = await stockedProduct('FLOOR-RECV', 1);
    const supplier = (await t.sql<{ id: number }>('select id from suppliers order by id limit 1'))[0].id;
    let po = (await admin.post('/api/purchase-orders', { supplier_id: supplier, warehouse_id: 1, lines: [{ product_id: productId, quantity: 10, unit_cost: 2 }] })).json();
    po = (await admin.post(`/api/purchase-orders/${po.id}/transition`, { to: 'ordered', version: po.version })).json();
    const receipt = { version: po.version, lines: [{ line_id: po.lines[0].id, quantity: 4, rack_id: to }] };
    const first = await store.post(`/api/purchase-orders/${po.id}/receive`, receipt, once('recv-1'));
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await store.post(`/api/purchase-orders/${po.id}/receive`, receipt, once('recv-1'));
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.json().lines[0].received).toBe(4);
    expect(await onHand(productId, to)).toBe(4);
  });

  it('a part repeated with its key is taken from the rack once', async () => {
    const { productId, from } = await stockedProduct('FLOOR-PART', 5);
    const [card] = await t.sql<{ id: number }>(`select id from job_cards where status = 'in_progress' order by id limit 1`);
    const part = { product_id: productId, rack_id: from, quantity: 2 };
    const first = await admin.post(`/api/job-cards/${card.id}/parts`, part, once('part-1'));
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await admin.post(`/api/job-cards/${card.id}/parts`, part, once('part-1'));
    expect(repeat.json()).toEqual(first.json());
    expect(await onHand(productId, from)).toBe(3);
  });
});

describe('recounts', () => {
  async function countingRack() {
    const { productId, from } = await stockedProduct(`FLOOR-CNT-${racks}`, 16);
    const draft = (await store.post('/api/stock-counts', { warehouse_id: 1, rack_id: from })).json();
    const count = (await store.post(`/api/stock-counts/${draft.id}/start`, { version: draft.version })).json();
    return { productId, rack: from, count };
  }
  const countLine = (id: number, body: object, key?: string) => store.post(`/api/stock-counts/${id}/counts`, body, key ? once(key) : undefined);

  it('16 then 1 by scan (add) gives 17; every count is kept with who, when, the device and how', async () => {
    const { productId, rack, count } = await countingRack();
    const scan = { product_id: productId, rack_id: rack, mode: 'add', device: 'Zebra TC21 · 4F2A' };
    expect((await countLine(count.id, { ...scan, counted: 16 }, 'cnt-1')).json()).toMatchObject({ counted: 16 });
    const second = await countLine(count.id, { ...scan, counted: 1 }, 'cnt-2');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ counted: 17, variance: 1, counted_by_name: 'Sam Storekeeper' });
    expect(second.json().entries).toEqual([
      expect.objectContaining({ mode: 'add', entered: 16, counted: 16, counted_by_name: 'Sam Storekeeper', device: 'Zebra TC21 · 4F2A', counted_at: expect.any(String) }),
      expect.objectContaining({ mode: 'add', entered: 1, counted: 17 }),
    ]);
    // The second scan's answer was lost; sent again with its key it adds nothing more.
    expect((await countLine(count.id, { ...scan, counted: 1 }, 'cnt-2')).json()).toMatchObject({ counted: 17 });
    const posted = await store.post(`/api/stock-counts/${count.id}/post`, { version: (await store.get(`/api/stock-counts/${count.id}`)).json().version });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await onHand(productId, rack)).toBe(17);
  });

  it('a count without a mode replaces the earlier one, as the desk field does, and both are kept', async () => {
    const { productId, rack, count } = await countingRack();
    await countLine(count.id, { product_id: productId, rack_id: rack, counted: 16 });
    const recount = await countLine(count.id, { product_id: productId, rack_id: rack, counted: 15 });
    expect(recount.json()).toMatchObject({ counted: 15, variance: -1 });
    expect(recount.json().entries.map((e: { mode: string; entered: number; counted: number }) => [e.mode, e.entered, e.counted])).toEqual([
      ['replace', 16, 16],
      ['replace', 15, 15],
    ]);
  });

  it('units added later count against what was on hand at the first count: stock put on the rack meanwhile is not written off', async () => {
    const { productId, rack, count } = await countingRack();
    await countLine(count.id, { product_id: productId, rack_id: rack, counted: 16, mode: 'add' });
    // Five more arrive on the rack while the counter walks on; nobody counts them.
    const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: rack, quantity: 5 }] });
    await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version });
    const found = await countLine(count.id, { product_id: productId, rack_id: rack, counted: 1, mode: 'add' });
    expect(found.json()).toMatchObject({ counted: 17, on_hand_at_count: 16, variance: 1 });
    const posted = await store.post(`/api/stock-counts/${count.id}/post`, { version: (await store.get(`/api/stock-counts/${count.id}`)).json().version });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await onHand(productId, rack)).toBe(22);
  });

  it('a count that would pass the limit is refused and changes nothing', async () => {
    const { productId, rack, count } = await countingRack();
    await countLine(count.id, { product_id: productId, rack_id: rack, counted: 1_000_000, mode: 'add' });
    const over = await countLine(count.id, { product_id: productId, rack_id: rack, counted: 1, mode: 'add' });
    expect(over.statusCode).toBe(422);
    const [line] = (await store.get(`/api/stock-counts/${count.id}/lines?filter=${JSON.stringify({ product_id: productId })}`)).json();
    expect(line).toMatchObject({ counted: 1_000_000 });
    expect(line.entries).toHaveLength(1);
  });
});
