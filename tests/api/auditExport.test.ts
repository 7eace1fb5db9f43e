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
