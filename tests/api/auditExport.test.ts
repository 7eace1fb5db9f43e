import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

describe('audit history (DESIGN.md §6 "Audit")', () => {
  it('records who created, changed and deleted a record, with the fields before and after, newest first', async () => {
    const created = (await admin.post('/api/categories', { name: 'Audited', description: 'first' })).json();
    const updated = (await admin.put(`/api/categories/${created.id}`, { version: created.version, description: 'second' })).json();
    await admin.put(`/api/categories/${created.id}`, { version: updated.version, name: 'Audited twice' });

    const res = await admin.get(`/api/categories/${created.id}/history`);
    expect(res.headers['content-range']).toBe('history 0-2/3');
    const [rename, describe_, create] = res.json();
    expect(rename).toMatchObject({ action: 'update', actor_name: 'Ada Administrator', changes: { name: ['Audited', 'Audited twice'] } });
    expect(describe_.changes).toEqual({ description: ['first', 'second'] });
    expect(create.action).toBe('create');
    expect(create.changes.name).toEqual([null, 'Audited']);
    expect(new Date(rename.at).getTime()).toBeGreaterThanOrEqual(new Date(create.at).getTime());

    const page = (await admin.get(`/api/categories/${created.id}/history?range=[1,1]`)).json();
    expect(page).toHaveLength(1);
    expect(page[0].changes).toEqual({ description: ['first', 'second'] });

    await admin.delete(`/api/categories/${created.id}`);
    const [deleted] = (await admin.get(`/api/categories/${created.id}/history`)).json();
    expect(deleted).toMatchObject({ action: 'delete', changes: { name: ['Audited twice', null] } });
  });

  it('writes the entry in the same transaction as the change: a refused change leaves none', async () => {
    const before = (await t.sql<{ n: number }>(`select count(*)::int as n from audit_log`))[0].n;
    expect((await admin.delete('/api/categories/1')).statusCode).toBe(409);
    expect((await admin.post('/api/products', { sku: 'BRK-1001' })).statusCode).toBe(422);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from audit_log`))[0].n).toBe(before);
  });

  it("a posting's entry, written by the database (stock_post.sql), is shaped as recordAudit shapes a cancel's", async () => {
    const draft = async () =>
      (await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: 1, rack_id: 1, quantity: 1 }] })).json();
    const grouped = await draft();
    const keyed = await draft();
    const cancelled = await draft();
    expect((await admin.post(`/api/stock-adjustments/${grouped.id}/post`, { version: grouped.version })).statusCode).toBe(200);
    expect((await admin.post(`/api/stock-adjustments/${keyed.id}/post`, { version: keyed.version }, { 'idempotency-key': `audit-${keyed.id}` })).statusCode).toBe(200);
    expect((await admin.post(`/api/stock-adjustments/${cancelled.id}/cancel`, { version: cancelled.version })).statusCode).toBe(200);

    // Every column of each entry, and whether it was written at the time of the change it records.
    const entries = await t.sql<Record<string, unknown>>(
      `select to_jsonb(a) - 'id' - 'at' as entry, a.at = s.updated_at as at_the_change
       from audit_log a join stock_adjustments s on s.id = a.record_id
       where a.collection = 'stock-adjustments' and a.record_id = any($1) and a.action <> 'create' order by a.record_id`,
      [[grouped.id, keyed.id, cancelled.id]],
    );
    const [{ id: adminId }] = await t.sql<{ id: number }>(`select id from users where email = 'admin@example.com'`);
    const shaped = (id: number, action: string, status: string) => ({
      entry: { collection: 'stock-adjustments', record_id: id, action, actor_kind: 'staff', actor_id: adminId, actor_name: 'Ada Administrator', changes: { status: ['draft', status] } },
      at_the_change: true,
    });
    expect(entries).toEqual([shaped(grouped.id, 'post', 'posted'), shaped(keyed.id, 'post', 'posted'), shaped(cancelled.id, 'cancel', 'cancelled')]);
  });
});

type Entry = { action: string; changes: Record<string, [unknown, unknown]>; refs: Record<string, Record<string, string>> };
const historyOf = async (collection: string, id: number): Promise<Entry[]> => (await admin.get(`/api/${collection}/${id}/history`)).json();
const productName = async (id: number) => (await t.sql<{ name: string }>(`select sku || ' — ' || name as name from products where id = $1`, [id]))[0].name;

describe('a history a person can read (issue 18)', () => {
  it("names what a stock adjustment's entries point at, keeps its lines as lists, and leaves bookkeeping out", async () => {
    const created = (
      await admin.post('/api/stock-adjustments', {
        warehouse_id: 1,
        reason: 'count_correction',
        lines: [
          { product_id: 1, rack_id: 1, quantity: 2 },
          { product_id: 2, rack_id: 2, quantity: 1, reason: 'found' },
        ],
      })
    ).json();
    expect((await admin.post(`/api/stock-adjustments/${created.id}/post`, { version: created.version })).statusCode).toBe(200);

    const [posted, create] = await historyOf('stock-adjustments', created.id);
    expect(posted).toMatchObject({ action: 'post', changes: { status: ['draft', 'posted'] } });
    expect(create.changes).toEqual({
      number: [null, created.number],
      warehouse_id: [null, 1],
      reason: [null, 'count_correction'],
      status: [null, 'draft'],
      lines: [
        null,
        [
          { product_id: 1, rack_id: 1, quantity: 2 },
          { product_id: 2, rack_id: 2, quantity: 1, reason: 'found' },
        ],
      ],
    });
    expect(create.refs).toEqual({
      warehouse_id: { 1: 'MAIN — Main warehouse' },
      product_id: { 1: await productName(1), 2: await productName(2) },
      rack_id: { 1: 'MAIN / A / A-01', 2: 'MAIN / A / A-02' },
    });
  });

  it("keeps an order's lines before and after a change, with their prices, and names the products", async () => {
    const order = (await admin.post('/api/orders', { dealer_id: 1, notes: null, lines: [{ product_id: 3, quantity: 2 }, { product_id: 4, quantity: 1 }] })).json();
    const changed = await admin.put(`/api/orders/${order.id}`, { version: order.version, lines: [{ product_id: 3, quantity: 5 }, { product_id: 5, quantity: 1 }] });
    expect(changed.statusCode).toBe(200);
    const price = (id: number) => [...order.lines, ...changed.json().lines].find((l: { product_id: number }) => l.product_id === id).unit_price;

    const [update, create] = await historyOf('orders', order.id);
    expect(update.action).toBe('update');
    expect(update.changes.lines).toEqual([
      [
        { product_id: 3, quantity: 2, price: price(3) },
        { product_id: 4, quantity: 1, price: price(4) },
      ],
      [
        { product_id: 3, quantity: 5, price: price(3) },
        { product_id: 5, quantity: 1, price: price(5) },
      ],
    ]);
    expect(update.changes.total).toEqual([order.total, changed.json().total]);
    expect(update.refs.product_id).toEqual({ 3: await productName(3), 4: await productName(4), 5: await productName(5) });
    expect(create.refs.dealer_id).toEqual({ 1: 'Acme Motors' });
    expect(Object.keys(create.changes)).not.toContain('created_by');
    expect(Object.keys(create.changes)).not.toContain('version');
  });

  it("names a product's old and new category and keeps its price as a number", async () => {
    const product = (await admin.get('/api/products/10')).json();
    const category = async (id: number) => (await t.sql<{ id: number; name: string }>(`select id, name from categories where id = $1`, [id]))[0];
    const from = await category(product.category_id);
    const to = await category(product.category_id === 2 ? 3 : 2);
    await admin.put('/api/products/10', { version: product.version, category_id: to.id, dealer_price: 38.4 });

    const [update] = await historyOf('products', 10);
    expect(update.changes).toEqual({ category_id: [from.id, to.id], dealer_price: [product.dealer_price, 38.4] });
    expect(update.refs).toEqual({ category_id: { [from.id]: from.name, [to.id]: to.name } });
  });

  it('reads entries written before lines were lists: JSON text, "2 × SKU @ price" text, raw ids and bookkeeping', async () => {
    const [{ id: doc }] = await t.sql<{ id: number }>(`select id from purchase_orders order by id limit 1`);
    const legacy = (collection: string, changes: object) =>
      t.sql(`insert into audit_log (collection, record_id, action, actor_kind, actor_name, changes) values ($1, $2, 'update', 'system', 'Old', $3)`, [collection, doc, changes]);
    await legacy('purchase-orders', {
      lines: ['3 × BRK-1001 @ 12.5; 1 × GONE-1 @ 4', '4 × BRK-1001 @ 12.5'],
      created_by: [null, 1],
      version: [1, 2],
      supplier_id: [1, 2],
    });
    const [latest] = await historyOf('purchase-orders', doc);
    expect(latest.changes).toEqual({
      supplier_id: [1, 2],
      lines: [
        [
          { product_id: 1, quantity: 3, price: 12.5 },
          { product_id: null, sku: 'GONE-1', quantity: 1, price: 4 },
        ],
        [{ product_id: 1, quantity: 4, price: 12.5 }],
      ],
    });
    expect(latest.refs.product_id).toEqual({ 1: await productName(1) });
    expect(Object.keys(latest.refs.supplier_id)).toEqual(['1', '2']);

    await legacy('stock-adjustments', { lines: [null, '[{"id":1,"line_no":1,"product_id":1,"rack_id":1,"quantity":2,"reason":null}]'], posted_by: [null, 1] });
    await legacy('job-cards', { parts: [null, '2 × BRK-1016 from WKS / FLOOR / FLOOR-01'] });
    const [adjustment] = await historyOf('stock-adjustments', doc);
    expect(adjustment.changes).toEqual({ lines: [null, [{ product_id: 1, rack_id: 1, quantity: 2 }]] });
    expect(adjustment.refs.rack_id).toEqual({ 1: 'MAIN / A / A-01' });
    // Text that is no list of lines stays the text it was.
    expect((await historyOf('job-cards', doc))[0].changes).toEqual({ parts: [null, '2 × BRK-1016 from WKS / FLOOR / FLOOR-01'] });
  });
});

describe('CSV export', () => {
  it('exports what the list shows: same filter and sort, all pages, a header row, quoted cells', async () => {
    await admin.post('/api/categories', { name: 'Quotes, "and" commas', description: '=HYPERLINK("x")' });
    const filter = { q: 'filter' };
    const list = await admin.get(listUrl('products', { filter, sort: ['dealer_price', 'DESC'], range: [0, 999] }));
    const res = await admin.get(`/api/products/export.csv?${new URLSearchParams({ filter: JSON.stringify(filter), sort: '["dealer_price","DESC"]' })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['id', 'sku', 'name', 'dealer_price', 'available', 'low_stock']));
    expect(lines).toHaveLength(list.json().length + 1);
    const skuColumn = lines[0].split(',').indexOf('sku');
    expect(lines.slice(1).map((l) => l.split(',')[skuColumn])).toEqual(list.json().map((p: { sku: string }) => p.sku));

    const categories = (await admin.get('/api/categories/export.csv')).body;
    expect(categories).toContain('"Quotes, ""and"" commas"');
    expect(categories).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await admin.get('/api/products/export.csv?sort=["password","ASC"]')).statusCode).toBe(400);
  });

  it('streams 100,000 rows without holding them in memory', async () => {
    await t.sql(`
      insert into products (sku, name, category_id, dealer_price, cost, description)
      select 'GEN-' || g, 'Generated product ' || g, 1 + g % 10, 10, 5, repeat(md5(g::text), 40)
      from generate_series(1, 100000) g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`http://127.0.0.1:${port}/api/products/export.csv?filter={"q":"GEN-"}`, { headers: { cookie } });
    expect(res.status).toBe(200);

    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let bytes = 0;
    let newlines = 0;
    let chunks = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      bytes += value.length;
      for (const b of value) if (b === 10) newlines++;
      if (chunks % 50 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(newlines).toBe(100_001);
    expect(bytes).toBeGreaterThan(130_000_000);
    expect(chunks).toBeGreaterThan(100);
    // Holding the rows would take more than the 130 MB of text itself.
    expect(peak - baseline).toBeLessThan(bytes / 2);
  }, 120_000);
});
