import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PO_STATUSES, PO_TRANSITIONS } from '../../contract/purchaseOrders';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

/** A rack of warehouse 1 (MAIN) and one of another warehouse. */
async function racks() {
  const [main] = await t.sql<{ id: number }>(`select k.id from racks k join rooms r on r.id = k.room_id where r.warehouse_id = 1 order by k.id limit 1`);
  const [other] = await t.sql<{ id: number }>(`select k.id from racks k join rooms r on r.id = k.room_id where r.warehouse_id <> 1 order by k.id limit 1`);
  return { main: main.id, other: other.id };
}

const draft = async (lines = [{ product_id: 5, quantity: 10, unit_cost: 2.5 }, { product_id: 6, quantity: 4, unit_cost: 1 }]) => {
  const res = await admin.post('/api/purchase-orders', { supplier_id: 1, warehouse_id: 1, expected_date: '2026-12-01', notes: null, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const move = (po: { id: number; version: number }, to: string) => admin.post(`/api/purchase-orders/${po.id}/transition`, { to, version: po.version });
const ordered = async () => (await move(await draft(), 'ordered')).json();
const onHand = async (productId: number, rackId: number) =>
  (await t.sql<{ on_hand: number }>(`select on_hand from stock_levels where product_id = $1 and rack_id = $2`, [productId, rackId]))[0]?.on_hand ?? 0;

describe('purchase orders', () => {
  it('numbers POs PO-000001…, totals the lines, and edits only drafts', async () => {
    const po = await draft();
    expect(po).toMatchObject({ number: expect.stringMatching(/^PO-\d{6}$/), status: 'draft', total: 29, supplier_name: expect.any(String), line_count: 2 });
    const edited = await admin.put(`/api/purchase-orders/${po.id}`, { version: po.version, lines: [{ product_id: 5, quantity: 1, unit_cost: 3 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ total: 3, line_count: 1, expected_date: '2026-12-01' });
    const o = (await move(edited.json(), 'ordered')).json();
    expect((await admin.put(`/api/purchase-orders/${po.id}`, { version: o.version, notes: 'late' })).statusCode).toBe(409);
    expect((await admin.delete(`/api/purchase-orders/${po.id}`)).statusCode).toBe(409);
  });

  describe('every requested transition, legal and illegal', () => {
    const reach = async (status: string) => {
      const po = await draft();
      if (status === 'draft') return po;
      if (status === 'cancelled') return (await move(po, 'cancelled')).json();
      const o = (await move(po, 'ordered')).json();
      if (status === 'ordered') return o;
      const { main } = await racks();
      const quantity = status === 'received' ? [10, 4] : [1, 0];
      const res = await admin.post(`/api/purchase-orders/${o.id}/receive`, {
        version: o.version,
        lines: o.lines.map((l: { id: number }, i: number) => ({ line_id: l.id, quantity: quantity[i], rack_id: main })),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const cases = PO_STATUSES.flatMap((from) => PO_STATUSES.map((to) => [from, to, PO_TRANSITIONS[from].includes(to)] as const));
    it.each(cases)('%s → %s: allowed %s', async (from, to, legal) => {
      const po = await reach(from);
      expect(po.status).toBe(from);
      const res = await move(po, to);
      expect(res.statusCode, res.body).toBe(legal ? 200 : 409);
      expect((await admin.get(`/api/purchase-orders/${po.id}`)).json().status).toBe(legal ? to : from);
    });
  });

  it('receives in parts into racks of its warehouse; the status follows; receipts are movements', async () => {
    const { main, other } = await racks();
    const po = await ordered();
    const before = await onHand(5, main);
    const [l1, l2] = po.lines;
    const wrongRack = await admin.post(`/api/purchase-orders/${po.id}/receive`, { version: po.version, lines: [{ line_id: l1.id, quantity: 1, rack_id: other }] });
    expect(wrongRack.statusCode).toBe(422);
    expect(wrongRack.json().errors['lines.0.rack_id']).toMatch(/not in MAIN/);

    const first = await admin.post(`/api/purchase-orders/${po.id}/receive`, { version: po.version, lines: [{ line_id: l1.id, quantity: 6, rack_id: main }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partially_received' });
    expect(first.json().lines.map((l: { received: number }) => l.received)).toEqual([6, 0]);
    expect(await onHand(5, main)).toBe(before + 6);

    const tooMany = await admin.post(`/api/purchase-orders/${po.id}/receive`, { version: first.json().version, lines: [{ line_id: l1.id, quantity: 5, rack_id: main }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/1 more than ordered \(ordered 10, received 6\)/);
    expect(await onHand(5, main)).toBe(before + 6);

    const rest = await admin.post(`/api/purchase-orders/${po.id}/receive`, {
      version: first.json().version,
      lines: [
        { line_id: l1.id, quantity: 4, rack_id: main },
        { line_id: l2.id, quantity: 4, rack_id: main },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().status).toBe('received');
    expect(rest.json().history.map((h: { to_status: string }) => h.to_status)).toEqual(['draft', 'ordered', 'partially_received', 'received']);
    const movements = await t.sql(`select delta, kind from stock_movements where source_type = 'purchase_order' and source_id = $1 order by id`, [po.id]);
    expect(movements).toEqual([
      { delta: 6, kind: 'receipt' },
      { delta: 4, kind: 'receipt' },
      { delta: 4, kind: 'receipt' },
    ]);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });

  it('lists the receiving racks of its warehouse only', async () => {
    const po = await draft();
    const list = (await admin.get(`/api/purchase-orders/${po.id}/racks`)).json();
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.path).toMatch(/^MAIN \//);
  });
});

describe('purchase order export', () => {
  it('writes expected dates as calendar days, as the JSON API does', async () => {
    const po = await draft();
    const csv = await admin.get(`/api/purchase-orders/export.csv?filter=${encodeURIComponent(JSON.stringify({ id: po.id }))}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(',2026-12-01,');
    expect(csv.body).not.toContain('2026-12-01T');
  });
});
