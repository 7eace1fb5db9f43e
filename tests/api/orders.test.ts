import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../contract/orders';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN, buildTestApp, Client, signIn, VIEWER, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

let racks = 0;

/** A product of its own with `stock` units on one new rack, so tests do not share stock. */
async function stockedProduct(sku: string, stock: number, price = 10): Promise<{ productId: number; rackId: number }> {
  const product = await admin.post('/api/products', { sku, name: `Test ${sku}`, category_id: 1, dealer_price: price, cost: Math.round(price * 50) / 100, reorder_level: 0, unit: 'pcs' });
  expect(product.statusCode).toBe(201);
  const rack = await admin.post('/api/racks', { room_id: 1, code: `T-${++racks}` });
  expect(rack.statusCode, rack.body).toBe(201);
  const productId = product.json().id as number;
  const rackId = rack.json().id as number;
  if (stock > 0) {
    const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: rackId, quantity: stock }] });
    const posted = await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version });
    expect(posted.statusCode).toBe(200);
  }
  return { productId, rackId };
}

async function newDealer(creditLimit = 0): Promise<number> {
  const res = await admin.post('/api/dealers', { company_name: `Dealer ${Math.random()}`, credit_limit: creditLimit });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const product = async (id: number) => (await t.sql<{ on_hand: number; reserved: number }>(`select on_hand, reserved from products where id = $1`, [id]))[0];

async function order(dealerId: number, lines: { product_id: number; quantity: number }[]) {
  const res = await admin.post('/api/orders', { dealer_id: dealerId, lines, notes: null });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const move = (o: { id: number; version: number }, to: string, extra: object = {}) => admin.post(`/api/orders/${o.id}/transition`, { to, version: o.version, ...extra });

/** Brings a fresh order to `status` along the legal path. */
async function orderIn(status: OrderStatus, productId: number, rackId: number) {
  let o = await order(await newDealer(), [{ product_id: productId, quantity: 1 }]);
  const path: Record<OrderStatus, string[]> = {
    pending: [],
    confirmed: ['confirmed'],
    processing: ['confirmed', 'processing'],
    dispatched: ['confirmed', 'processing', 'dispatched'],
    delivered: ['confirmed', 'processing', 'dispatched', 'delivered'],
    cancelled: ['cancelled'],
  };
  for (const to of path[status]) {
    const res = await move(o, to, to === 'dispatched' ? { picks: [{ line_id: o.lines[0].id, rack_id: rackId, quantity: 1 }] } : {});
    expect(res.statusCode, res.body).toBe(200);
    o = res.json();
  }
  return o;
}

describe('dealer orders', () => {
  it('numbers orders ORD-000001…, copies prices and the tax rate, and computes totals in cents', async () => {
    const { productId } = await stockedProduct('ORD-PRICE', 5, 19.99);
    const dealerId = await newDealer();
    const o = await order(dealerId, [{ product_id: productId, quantity: 3 }]);
    expect(o).toMatchObject({ number: expect.stringMatching(/^ORD-\d{6}$/), status: 'pending', tax_rate: 10, subtotal: 59.97, tax: 6, total: 65.97, placed_by: 'staff' });
    expect(o.lines[0]).toMatchObject({ quantity: 3, unit_price: 19.99, line_total: 59.97, sku: 'ORD-PRICE' });
    expect(o.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending', actor_name: 'Ada Administrator' })]);
    // A later price change does not touch the order.
    const p = (await admin.get(`/api/products/${productId}`)).json();
    await admin.put(`/api/products/${productId}`, { ...p, dealer_price: 25 });
    expect((await admin.get(`/api/orders/${o.id}`)).json().lines[0].unit_price).toBe(19.99);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const [{ n: before }] = await t.sql<{ n: number }>(`select count(*)::int as n from orders`);
    const cases = [
      [{ dealer_id: 999999, lines: [{ product_id: 1, quantity: 1 }] }, 'dealer_id'],
      [{ dealer_id: 1, lines: [] }, 'lines'],
      [{ dealer_id: 1, lines: [{ product_id: 1, quantity: 0 }] }, 'lines.0.quantity'],
      [{ dealer_id: 1, lines: [{ product_id: 1, quantity: 1 }, { product_id: 1, quantity: 2 }] }, 'lines.1.product_id'],
      [{ dealer_id: 1, lines: [{ product_id: 999999, quantity: 1 }] }, 'lines.0.product_id'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await admin.post('/api/orders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from orders`))[0].n).toBe(before);
  });

  describe('every transition, legal and illegal', () => {
    const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, ORDER_TRANSITIONS[from].includes(to)] as const));
    it.each(cases)('%s → %s: allowed %s', async (from, to, legal) => {
      const { productId, rackId } = await stockedProduct(`SM-${from.slice(0, 4)}-${to.slice(0, 4)}`.toUpperCase(), 3);
      const o = await orderIn(from, productId, rackId);
      const res = await move(o, to, to === 'dispatched' ? { picks: [{ line_id: o.lines[0].id, rack_id: rackId, quantity: 1 }] } : {});
      if (legal) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().status).toBe(to);
        expect(res.json().history.at(-1)).toMatchObject({ from_status: from, to_status: to, actor_name: 'Ada Administrator' });
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(o.number);
        expect((await admin.get(`/api/orders/${o.id}`)).json()).toMatchObject({ status: from, version: o.version });
      }
    });
  });

  it('confirm reserves, dispatch issues from the picked rack and releases, cancel releases: available = on hand − reserved', async () => {
    const { productId, rackId } = await stockedProduct('ORD-FLOW', 10);
    const o = await order(await newDealer(), [{ product_id: productId, quantity: 4 }]);
    let res = await move(o, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(await product(productId)).toEqual({ on_hand: 10, reserved: 4 });
    expect((await admin.get(`/api/stock-hub?filter=${encodeURIComponent(JSON.stringify({ id: productId }))}`)).json()[0]).toMatchObject({ on_hand: 10, reserved: 4, available: 6 });
    res = await move(res.json(), 'processing');
    const picks = [{ line_id: o.lines[0].id, rack_id: rackId, quantity: 4 }];
    const options = (await admin.get(`/api/orders/${o.id}/pick-options`)).json();
    expect(options[0].racks[0]).toMatchObject({ rack_id: rackId, on_hand: 10 });
    res = await move(res.json(), 'dispatched', { picks });
    expect(res.statusCode, res.body).toBe(200);
    expect(await product(productId)).toEqual({ on_hand: 6, reserved: 0 });
    const [movement] = await t.sql(`select delta, kind, source_label from stock_movements where product_id = $1 order by id desc limit 1`, [productId]);
    expect(movement).toEqual({ delta: -4, kind: 'issue', source_label: o.number });

    const c = await order(await newDealer(), [{ product_id: productId, quantity: 5 }]);
    const confirmed = (await move(c, 'confirmed')).json();
    expect(await product(productId)).toEqual({ on_hand: 6, reserved: 5 });
    expect((await move(confirmed, 'cancelled')).statusCode).toBe(200);
    expect(await product(productId)).toEqual({ on_hand: 6, reserved: 0 });
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('refuses a confirm with short stock, saying the shortfall per line, and reserves nothing', async () => {
    const a = await stockedProduct('SHORT-A', 5);
    const b = await stockedProduct('SHORT-B', 2);
    const o = await order(await newDealer(), [
      { product_id: a.productId, quantity: 3 },
      { product_id: b.productId, quantity: 7 },
    ]);
    const res = await move(o, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json().shortfall).toEqual([{ line_no: 2, product_id: b.productId, sku: 'SHORT-B', wanted: 7, available: 2, short: 5 }]);
    expect(res.json().message).toMatch(/line 2 SHORT-B is short by 5/);
    expect(await product(a.productId)).toMatchObject({ reserved: 0 });
  });

  it('refuses a confirm that would take the dealer over its credit limit', async () => {
    const { productId } = await stockedProduct('CREDIT', 100, 100);
    const dealerId = await newDealer(500);
    const first = await order(dealerId, [{ product_id: productId, quantity: 4 }]); // 440 with tax
    expect((await move(first, 'confirmed')).statusCode).toBe(200);
    const second = await order(dealerId, [{ product_id: productId, quantity: 1 }]); // 110 more
    const res = await move(second, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/over its credit limit: 440\.00 outstanding \+ 110\.00 .* more than 500\.00/);
    expect(await product(productId)).toMatchObject({ reserved: 4 });
  });

  it('two staff confirming orders that together exceed available stock at the same moment: exactly one succeeds', async () => {
    const { productId } = await stockedProduct('RACE-ORD', 10);
    const orders = await Promise.all([order(await newDealer(), [{ product_id: productId, quantity: 7 }]), order(await newDealer(), [{ product_id: productId, quantity: 6 }])]);
    const other = await signIn(t.app, ADMIN);
    const results = await Promise.all([move(orders[0], 'confirmed'), other.post(`/api/orders/${orders[1].id}/transition`, { to: 'confirmed', version: orders[1].version })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const reserved = (await product(productId)).reserved;
    expect([6, 7]).toContain(reserved);
  });

  it('dispatch needs picks adding up to each line from racks that hold it', async () => {
    const { productId, rackId } = await stockedProduct('PICK', 3);
    const o = await orderIn('processing', productId, rackId);
    const wrongTotal = await move(o, 'dispatched', { picks: [{ line_id: o.lines[0].id, rack_id: rackId, quantity: 2 }] });
    expect(wrongTotal.statusCode).toBe(422);
    const empty = await stockedProduct('PICK-EMPTY', 0);
    const emptyRack = await move(o, 'dispatched', { picks: [{ line_id: o.lines[0].id, rack_id: empty.rackId, quantity: 1 }] });
    expect(emptyRack.statusCode).toBe(409);
    expect(emptyRack.json().message).toMatch(/Not enough stock of PICK/);
    expect((await admin.get(`/api/orders/${o.id}`)).json().status).toBe('processing');
  });

  it('edits only pending orders, keeps prices of existing lines, never deletes', async () => {
    const { productId, rackId } = await stockedProduct('EDIT', 5, 10);
    const o = await order(await newDealer(), [{ product_id: productId, quantity: 1 }]);
    const edited = await admin.put(`/api/orders/${o.id}`, { version: o.version, dealer_id: o.dealer_id, lines: [{ product_id: productId, quantity: 2 }], notes: 'Two' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subtotal: 20, total: 22, notes: 'Two' });
    expect((await admin.delete(`/api/orders/${o.id}`)).statusCode).toBe(409);
    const confirmed = await orderIn('confirmed', productId, rackId);
    expect((await admin.put(`/api/orders/${confirmed.id}`, { version: confirmed.version, notes: 'late' })).statusCode).toBe(409);
  });

  it('a reader may list and read orders but not move them', async () => {
    const viewer = await signIn(t.app, VIEWER);
    const list = await viewer.get('/api/orders');
    expect(list.statusCode).toBe(200);
    const id = list.json()[0].id;
    expect((await viewer.get(`/api/orders/${id}`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/orders/${id}/transition`, { to: 'cancelled', version: 1 })).statusCode).toBe(403);
  });

  it('serves the dashboard figures and the tax setting', async () => {
    const dash = (await admin.get('/api/dashboard/orders')).json();
    expect(dash.orders_per_day).toHaveLength(30);
    expect(dash.orders_by_status.pending).toBeGreaterThan(0);
    const settings = (await admin.get('/api/settings')).json();
    expect(settings).toMatchObject({ tax_rate: 10 });
    const changed = await admin.put('/api/settings', { ...settings, tax_rate: 12.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    const { productId } = await stockedProduct('TAX', 1, 100);
    expect((await order(await newDealer(), [{ product_id: productId, quantity: 1 }])).total).toBe(112.5);
    expect((await admin.put('/api/settings', { ...settings, tax_rate: 10 })).statusCode).toBe(409);
    await admin.put('/api/settings', { ...(changed.json() as object), tax_rate: 10 });
  });
});

describe('order list filters', () => {
  it('filters by created date: a calendar day range includes its last day; a bad date is 400', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await admin.get(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_at_gte: today, created_at_lte: today }))}&range=[0,999]`);
    expect(all.statusCode, all.body).toBe(200);
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from orders where created_at::date = current_date`);
    expect(all.json()).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    const before = await admin.get(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_at_lte: '2000-01-01' }))}`);
    expect(before.json()).toEqual([]);
    expect((await admin.get(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_at_gte: 'soon' }))}`)).statusCode).toBe(400);
  });
});
