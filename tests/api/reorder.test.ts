import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

// Issue 18 item 7: reorder with a preview. GET …/reorder/proposals changes nothing and proposes,
// per preferred supplier and destination warehouse, what is short; POST …/reorder/drafts writes
// the edited proposals in one transaction, adding to the draft of that supplier and warehouse
// instead of making a second one, even when two users send theirs at once.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

interface Product {
  id: number;
  sku: string;
  available: number;
  cost: number;
  supplier_id: number;
}
interface Line {
  product_id: number;
  quantity: number;
  unit_cost: number;
  line_total: number;
}

const PREVIEW = '/api/purchase-orders/reorder/proposals';
const DRAFTS = '/api/purchase-orders/reorder/drafts';
const money = (n: number) => Math.round(n * 100) / 100;

let warehouse: number;
/** Two active suppliers with three products each that no open purchase order holds. */
let s1: { id: number; products: Product[] };
let s2: { id: number; products: Product[] };

async function productsOf(supplierId: number): Promise<Product[]> {
  return t.sql<Product>(
    `select p.id, p.sku, p.on_hand - p.reserved as available, p.cost::float as cost, p.preferred_supplier_id as supplier_id from products p
     where p.active and p.preferred_supplier_id = $1 and not exists (select 1 from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
       where l.product_id = p.id and o.status in ('draft', 'ordered', 'partially_received'))
     order by p.sku limit 3`,
    [supplierId],
  );
}

/** Only these products are short: each has a reorder level 4 above what is available. */
async function makeShort(products: Product[]) {
  await t.sql('update products set reorder_level = 0');
  await t.sql('update products set reorder_level = on_hand - reserved + 4 where id = any($1::int[])', [products.map((p) => p.id)]);
}

const counts = async () =>
  (
    await t.sql<{ pos: number; lines: number; audit: number; version: number }>(
      `select (select count(*)::int from purchase_orders) as pos, (select count(*)::int from purchase_order_lines) as lines,
         (select count(*)::int from audit_log) as audit, (select coalesce(sum(version), 0)::int from purchase_orders) as version`,
    )
  )[0];

const linesOfPo = (id: number) =>
  t.sql<{ product_id: number; quantity: number; unit_cost: number }>(
    'select product_id, quantity, unit_cost::float as unit_cost from purchase_order_lines where purchase_order_id = $1 order by line_no',
    [id],
  );

const draftsFor = (supplierId: number) =>
  t.sql<{ id: number; number: string }>(`select id, number from purchase_orders where status = 'draft' and supplier_id = $1 and warehouse_id = $2 order by id`, [supplierId, warehouse]);

beforeAll(async () => {
  [{ id: warehouse }] = await t.sql<{ id: number }>('select id from warehouses where active order by code limit 1');
  // Suppliers with no draft for that warehouse yet, and products not on order.
  const suppliers = await t.sql<{ id: number }>(
    `select s.id from suppliers s where s.status = 'active' and not exists (select 1 from purchase_orders o where o.supplier_id = s.id and o.status = 'draft')
     order by s.id`,
  );
  const picked: { id: number; products: Product[] }[] = [];
  for (const { id } of suppliers) {
    const products = await productsOf(id);
    if (products.length === 3) picked.push({ id, products });
    if (picked.length === 2) break;
  }
  [s1, s2] = picked;
  expect(s2).toBeDefined();
});

beforeEach(async () => {
  await t.sql(`delete from purchase_orders where status = 'draft' and supplier_id = any($1::int[])`, [[s1.id, s2.id]]);
});

describe('the preview', () => {
  it('proposes, per supplier, each short product up to twice its reorder level, with its figures and totals; it changes nothing', async () => {
    await makeShort([...s1.products, ...s2.products]);
    const before = await counts();
    const res = await admin.get(`${PREVIEW}?warehouse_id=${warehouse}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts()).toEqual(before);

    const preview = res.json();
    expect(preview).toMatchObject({ warehouse_id: warehouse, warehouse_name: expect.stringContaining(' — '), line_count: 6, truncated: false });
    expect(preview.proposals.map((p: { supplier_id: number }) => p.supplier_id).sort()).toEqual([s1.id, s2.id].sort());
    for (const supplier of [s1, s2]) {
      const proposal = preview.proposals.find((p: { supplier_id: number }) => p.supplier_id === supplier.id);
      expect(proposal).toMatchObject({ warehouse_id: warehouse, draft: null });
      // Reorder level a + 4, nothing on order: up to 2(a + 4), so a + 8 to order.
      expect(proposal.lines).toEqual(
        supplier.products.map((p) =>
          expect.objectContaining({ product_id: p.id, sku: p.sku, available: p.available, on_order: 0, reorder_level: p.available + 4, quantity: p.available + 8, unit_cost: p.cost, line_total: money((p.available + 8) * p.cost) }),
        ),
      );
      expect(proposal.total).toBe(money(proposal.lines.reduce((sum: number, l: Line) => sum + l.line_total, 0)));
    }
    expect(preview.total).toBe(money(preview.proposals.reduce((sum: number, p: { total: number }) => sum + p.total, 0)));
  });

  it('counts what is already on a draft, names that draft, and prices its product at the draft’s cost', async () => {
    await makeShort(s1.products);
    const [p1] = s1.products;
    const draft = (await admin.post('/api/purchase-orders', { supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 1, unit_cost: 9.99 }] })).json();
    const [proposal] = (await admin.get(`${PREVIEW}?warehouse_id=${warehouse}`)).json().proposals;
    expect(proposal.draft).toEqual({ id: draft.id, number: draft.number });
    expect(proposal.lines[0]).toMatchObject({ product_id: p1.id, on_order: 1, quantity: p1.available + 7, unit_cost: 9.99 });
  });

  it('answers 422 for a warehouse that does not exist', async () => {
    const res = await admin.get(`${PREVIEW}?warehouse_id=999999`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ warehouse_id: 'This warehouse does not exist' });
  });
});

describe('drafting the proposals', () => {
  it('adds to the supplier’s draft (more of a product it has, new lines) and makes a draft for the other; dropped lines are not ordered', async () => {
    await makeShort([...s1.products, ...s2.products]);
    const [p1, p2, p3] = s1.products;
    const [q1, q2, q3] = s2.products;
    const existing = (await admin.post('/api/purchase-orders', { supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 1, unit_cost: 9.99 }] })).json();

    // The user changes p1 to 5, keeps p2 and q1, drops p3, q2 and q3.
    const res = await admin.post(DRAFTS, {
      proposals: [
        { supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 5 }, { product_id: p2.id, quantity: p2.available + 8 }] },
        { supplier_id: s2.id, warehouse_id: warehouse, lines: [{ product_id: q1.id, quantity: q1.available + 8 }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    const [created] = await draftsFor(s2.id);
    expect(result.created).toEqual([expect.objectContaining({ id: created.id, number: created.number, line_count: 1, total: money((q1.available + 8) * q1.cost) })]);
    const updatedTotal = money(6 * 9.99 + (p2.available + 8) * p2.cost);
    expect(result.updated).toEqual([expect.objectContaining({ id: existing.id, number: existing.number, line_count: 2, total: updatedTotal })]);
    expect(result.message).toBe(`${created.number} created, ${existing.number} updated.`);

    expect(await draftsFor(s1.id)).toEqual([{ id: existing.id, number: existing.number }]);
    expect(await linesOfPo(existing.id)).toEqual([
      { product_id: p1.id, quantity: 6, unit_cost: 9.99 },
      { product_id: p2.id, quantity: p2.available + 8, unit_cost: p2.cost },
    ]);
    expect(await linesOfPo(created.id)).toEqual([{ product_id: q1.id, quantity: q1.available + 8, unit_cost: q1.cost }]);
    const po = (await admin.get(`/api/purchase-orders/${existing.id}`)).json();
    expect(po).toMatchObject({ status: 'draft', total: updatedTotal, version: existing.version + 1 });

    const ordered = await t.sql(
      `select l.product_id from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where o.status = 'draft' and l.product_id = any($1::int[])`,
      [[p3.id, q2.id, q3.id]],
    );
    expect(ordered).toEqual([]);
    // What was dropped is still short; what was ordered is not.
    const again = (await admin.get(`${PREVIEW}?warehouse_id=${warehouse}`)).json();
    expect(again.proposals.flatMap((p: { lines: Line[] }) => p.lines.map((l) => l.product_id)).sort()).toEqual([p3.id, q2.id, q3.id].sort());
  });

  it('makes one draft for a supplier and warehouse when two users draft at once', async () => {
    await makeShort(s1.products);
    const [p1, p2] = s1.products;
    const other = await signIn(t.app, ADMIN);
    for (let round = 0; round < 4; round++) {
      await t.sql(`delete from purchase_orders where status = 'draft' and supplier_id = $1`, [s1.id]);
      const send = (client: Client, productId: number) => client.post(DRAFTS, { proposals: [{ supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: productId, quantity: 3 }] }] });
      const answers = await Promise.all([send(admin, p1.id), send(other, p2.id)]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      const drafts = await draftsFor(s1.id);
      expect(drafts).toHaveLength(1);
      expect((await linesOfPo(drafts[0].id)).map((l) => [l.product_id, l.quantity]).sort()).toEqual([[p1.id, 3], [p2.id, 3]].sort());
      const results = answers.map((r) => r.json());
      expect(results.flatMap((r) => r.created.map((po: { number: string }) => po.number))).toEqual([drafts[0].number]);
      expect(results.flatMap((r) => r.updated.map((po: { number: string }) => po.number))).toEqual([drafts[0].number]);
    }
  });

  it('fills a draft up to 200 lines and puts what does not fit on a new draft', async () => {
    const ids = (await t.sql<{ id: number }>('select id from products order by id limit 202')).map((r) => r.id);
    const full = await admin.post('/api/purchase-orders', { supplier_id: s1.id, warehouse_id: warehouse, lines: ids.slice(0, 199).map((product_id) => ({ product_id, quantity: 1, unit_cost: 1 })) });
    expect(full.statusCode, full.body).toBe(201);
    const lines = [ids[0], ...ids.slice(199)].map((product_id) => ({ product_id, quantity: 2 }));
    const res = await admin.post(DRAFTS, { proposals: [{ supplier_id: s1.id, warehouse_id: warehouse, lines }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().updated).toEqual([expect.objectContaining({ id: full.json().id, line_count: 200 })]);
    expect(res.json().created).toEqual([expect.objectContaining({ line_count: 2 })]);
    expect((await linesOfPo(full.json().id))[0]).toMatchObject({ product_id: ids[0], quantity: 3 });
    expect((await linesOfPo(res.json().created[0].id)).map((l) => l.product_id)).toEqual(ids.slice(200));
  });

  it('drafts once for a repeated Idempotency-Key', async () => {
    const [p1] = s1.products;
    const body = { proposals: [{ supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 2 }] }] };
    const first = await admin.post(DRAFTS, body, { 'Idempotency-Key': 'reorder-once' });
    const repeat = await admin.post(DRAFTS, body, { 'Idempotency-Key': 'reorder-once' });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const drafts = await draftsFor(s1.id);
    expect(drafts).toHaveLength(1);
    expect(await linesOfPo(drafts[0].id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('refuses what it cannot order, under the field, and writes nothing', async () => {
    const before = await counts();
    const empty = await admin.post(DRAFTS, { proposals: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ proposals: 'Nothing to order' });
    const [p1] = s1.products;
    const res = await admin.post(DRAFTS, {
      proposals: [
        { supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 2 }] },
        { supplier_id: 999999, warehouse_id: 999999, lines: [{ product_id: 999999, quantity: 0 }] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'proposals.1.lines.0.quantity': 'At least 1' });
    const unknown = await admin.post(DRAFTS, {
      proposals: [
        { supplier_id: s1.id, warehouse_id: warehouse, lines: [{ product_id: p1.id, quantity: 2 }] },
        { supplier_id: 999999, warehouse_id: 999999, lines: [{ product_id: 999999, quantity: 1 }] },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'proposals.1.supplier_id': 'This supplier does not exist',
      'proposals.1.warehouse_id': 'This warehouse does not exist',
      'proposals.1.lines.0.product_id': 'This product does not exist',
    });
    expect(await counts()).toEqual(before);
  });
});
