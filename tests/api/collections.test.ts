import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
let viewer: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  viewer = await signIn(t.app, VIEWER);
});
afterAll(() => t.close());

const total = (res: { headers: Record<string, unknown> }) => Number(String(res.headers['content-range']).split('/')[1]);
const newProduct = (over: Record<string, unknown> = {}) => ({
  sku: 'TST-0001',
  name: 'Test bracket',
  category_id: 1,
  unit: 'pcs',
  dealer_price: 12.5,
  cost: 7.25,
  reorder_level: 4,
  ...over,
});

describe('lists (ra-data-simple-rest)', () => {
  it('pages with Content-Range, exposed to the SPA', async () => {
    const res = await admin.get(listUrl('products', { sort: ['sku', 'ASC'], range: [10, 19] }));
    expect(res.statusCode).toBe(200);
    const all = total(res);
    expect(all).toBeGreaterThanOrEqual(200);
    expect(res.headers['content-range']).toBe(`products 10-19/${all}`);
    expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/i);
    const rows = res.json();
    expect(rows).toHaveLength(10);
    expect(rows.map((r: { sku: string }) => r.sku)).toEqual([...rows.map((r: { sku: string }) => r.sku)].sort());
    const next = (await admin.get(listUrl('products', { sort: ['sku', 'ASC'], range: [20, 29] }))).json();
    expect(next[0].sku > rows[9].sku).toBe(true);
  });

  it("gives each product its category's name, which a write cannot set", async () => {
    const rows = (await admin.get(listUrl('products', { sort: ['sku', 'ASC'], range: [0, 4] }))).json();
    const names = await t.sql<{ id: number; name: string }>('select id, name from categories');
    for (const row of rows) expect(row.category_name).toBe(names.find((c) => c.id === row.category_id)?.name);
    const one = (await admin.get(`/api/products/${rows[0].id}`)).json();
    const saved = await admin.put(`/api/products/${one.id}`, { ...one, category_name: 'Renamed by a product' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().category_name).toBe(one.category_name);
  });

  it('answers an empty page past the end with the total', async () => {
    const res = await admin.get(listUrl('products', { range: [5000, 5009] }));
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toMatch(/^products \*\/\d+$/);
  });

  it('searches sku, name and barcode with q, case-insensitively, treating % and _ literally', async () => {
    const res = await admin.get(listUrl('products', { filter: { q: 'BRAKE PAD' }, range: [0, 99] }));
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.name.toLowerCase()).toContain('brake pad');
    expect(total(await admin.get(listUrl('products', { filter: { q: 'brk-100' } })))).toBe(9);
    expect(total(await admin.get(listUrl('products', { filter: { q: '%' } })))).toBe(0);
  });

  it('filters by category, active, price range (_gte/_lte), one-of arrays and low stock', async () => {
    const byCategory = (await admin.get(listUrl('products', { filter: { category_id: 2 }, range: [0, 99] }))).json();
    expect(byCategory.length).toBe(24);
    expect(byCategory.every((p: { category_id: number }) => p.category_id === 2)).toBe(true);

    const inactive = await admin.get(listUrl('products', { filter: { active: false }, range: [0, 999] }));
    expect(inactive.json().every((p: { active: boolean }) => !p.active)).toBe(true);
    const active = await admin.get(listUrl('products', { filter: { active: true } }));
    expect(total(inactive) + total(active)).toBe(total(await admin.get(listUrl('products'))));

    const priced = (await admin.get(listUrl('products', { filter: { dealer_price_gte: 50, dealer_price_lte: 100 }, range: [0, 999] }))).json();
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p: { dealer_price: number }) => p.dealer_price >= 50 && p.dealer_price <= 100)).toBe(true);

    const many = (await admin.get(listUrl('products', { filter: { id: [3, 1, 2] } }))).json();
    expect(many.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 3]);

    await t.sql(`update products set on_hand = 100 where id <= 10`);
    const low = (await admin.get(listUrl('products', { filter: { low_stock: true }, range: [0, 999] }))).json();
    expect(low.every((p: { low_stock: boolean; available: number; reorder_level: number }) => p.low_stock && p.available <= p.reorder_level)).toBe(true);
    expect(low.some((p: { id: number }) => p.id <= 10)).toBe(false);
  });

  it('sorts by a declared field in both directions', async () => {
    const asc = (await admin.get(listUrl('products', { sort: ['dealer_price', 'ASC'], range: [0, 4] }))).json();
    const desc = (await admin.get(listUrl('products', { sort: ['dealer_price', 'DESC'], range: [0, 4] }))).json();
    expect(asc[0].dealer_price).toBeLessThanOrEqual(asc[4].dealer_price);
    expect(desc[0].dealer_price).toBeGreaterThanOrEqual(desc[4].dealer_price);
    expect(desc[0].dealer_price).toBeGreaterThan(asc[0].dealer_price);
  });

  it.each([
    ['an undeclared filter field', listUrl('products', { filter: { password_hash: 'x' } }), /Cannot filter products by "password_hash"/],
    ['a range suffix on a non-range field', listUrl('products', { filter: { sku_gte: 'A' } }), /Cannot filter/],
    ['an undeclared sort field', listUrl('products', { sort: ['barcode', 'ASC'] }), /Cannot sort products by "barcode"/],
    ['a bad sort order', listUrl('products', { sort: ['name', 'SIDEWAYS'] }), /sort must be/],
    ['a reversed range', listUrl('products', { range: [9, 0] }), /range must be/],
    ['a huge range', listUrl('products', { range: [0, 100000] }), /at most 1000/],
    ['filter that is not JSON', '/api/products?filter={oops', /filter is not valid JSON/],
    ['a filter value of the wrong type', listUrl('products', { filter: { category_id: 'abc' } }), /invalid value/],
    ['an array where one value is expected', listUrl('products', { filter: { dealer_price_gte: [1, 2] } }), /invalid value/],
  ])('answers 400 to %s', async (_label, url, message) => {
    const res = await admin.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('reads categories with their product counts', async () => {
    const rows = (await admin.get(listUrl('categories', { sort: ['name', 'ASC'] }))).json();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.find((c: { name: string }) => c.name === 'Filters').product_count).toBe(24);
  });
});

describe('records', () => {
  it('gets one record, 404 for a missing or malformed id', async () => {
    const res = await admin.get('/api/products/20');
    expect(res.json()).toMatchObject({ id: 20, version: 1, available: expect.any(Number) });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await admin.get('/api/products/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/products/abc')).statusCode).toBe(404);
    expect((await admin.get('/api/products/99999999999999999999')).statusCode).toBe(404);
  });

  it('creates with 201 and ignores read-only fields', async () => {
    const res = await admin.post('/api/products', newProduct({ on_hand: 500, version: 40, id: 7 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sku: 'TST-0001', on_hand: 0, version: 1, active: true, low_stock: true });
    expect(res.json().id).not.toBe(7);
  });

  it('answers 422 with a message per field from the shared schema, and writes nothing', async () => {
    const before = total(await admin.get(listUrl('products')));
    const res = await admin.post('/api/products', { sku: 'bad sku!', name: '', dealer_price: -3, cost: 1.234, unit: 'bucket', reorder_level: 1.5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sku: 'Letters, digits and . _ / - only',
      name: 'Required',
      category_id: 'Required',
      dealer_price: 'Must be 0 or more',
      cost: 'At most 2 decimals',
      unit: 'Choose a unit',
      reorder_level: 'Whole numbers only',
    });
    expect(total(await admin.get(listUrl('products')))).toBe(before);
  });

  it('answers 422 under the field for a duplicate SKU (any case) or a missing category', async () => {
    const dup = await admin.post('/api/products', newProduct({ sku: 'brk-1001' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ sku: 'Another product already has this SKU' });
    const noCategory = await admin.post('/api/products', newProduct({ sku: 'TST-0404', category_id: 4040 }));
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors).toEqual({ category_id: 'This category does not exist' });
  });

  it('answers 400 to malformed JSON and never 500 to garbage', async () => {
    const bad = await admin.request('POST', '/api/products', { rawBody: '{"sku": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    for (const rawBody of ['[]', '"text"', 'null', '{"sku": {"$gt": ""}}', `{"name": "${'x'.repeat(5000)}"}`]) {
      const res = await admin.request('POST', '/api/products', { rawBody });
      expect(res.statusCode, rawBody.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, rawBody.slice(0, 30)).toBeLessThan(500);
    }
    const put = await admin.request('PUT', '/api/products/1', { rawBody: '[1,2]' });
    expect(put.statusCode).toBe(422);
  });

  it('updates with the version it read and bumps it; a stale version is 409 with the current record and nothing overwritten', async () => {
    const current = (await admin.get('/api/products/2')).json();
    const first = await admin.put('/api/products/2', { ...current, name: 'Renamed by the first editor' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Renamed by the first editor', version: current.version + 1 });

    const stale = await admin.put('/api/products/2', { ...current, name: 'Stale write' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this record/);
    expect(stale.json().current).toMatchObject({ name: 'Renamed by the first editor', version: current.version + 1 });
    expect((await admin.get('/api/products/2')).json().name).toBe('Renamed by the first editor');
  });

  it('keeps fields a PUT leaves out and validates the merged record', async () => {
    const current = (await admin.get('/api/products/3')).json();
    const res = await admin.put('/api/products/3', { version: current.version, reorder_level: 77 });
    expect(res.json()).toMatchObject({ name: current.name, sku: current.sku, active: current.active, reorder_level: 77 });
    const missingVersion = await admin.put('/api/products/3', { reorder_level: 1 });
    expect(missingVersion.statusCode).toBe(422);
    expect(missingVersion.json().errors).toHaveProperty('version');
  });

  it('with the same Idempotency-Key, a repeated create returns the first answer and creates one record', async () => {
    const headers = { 'idempotency-key': 'create-tst-0100' };
    const body = newProduct({ sku: 'TST-0100' });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => admin.post('/api/products', body, headers)));
    for (const res of [a, b, c]) expect(res.statusCode).toBe(201);
    expect(new Set([a, b, c].map((r) => r.json().id)).size).toBe(1);
    const later = await admin.post('/api/products', body, headers);
    expect(later.json().id).toBe(a.json().id);
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from products where sku = 'TST-0100'`);
    expect(n).toBe(1);
    const different = await admin.post('/api/products', newProduct({ sku: 'TST-0101' }), headers);
    expect(different.statusCode).toBe(422);
  });
});

describe('permissions (DESIGN.md §3)', () => {
  it('lets a viewer read but answers 403 to each of its writes, changing nothing', async () => {
    expect((await viewer.get(listUrl('products'))).statusCode).toBe(200);
    const before = (await viewer.get('/api/products/5')).json();
    const responses = [
      await viewer.post('/api/products', newProduct({ sku: 'TST-0403' })),
      await viewer.put('/api/products/5', { ...before, name: 'Viewer was here' }),
      await viewer.delete('/api/products/5'),
      await viewer.post('/api/categories', { name: 'Viewer category' }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this.');
    }
    expect((await viewer.get('/api/products/5')).json()).toEqual(before);
  });

  it('gives the storekeeper product writes', async () => {
    const store = await signIn(t.app, STORE);
    expect((await store.post('/api/products', newProduct({ sku: 'TST-0200' }))).statusCode).toBe(201);
  });
});

describe('categories', () => {
  it('refuses to delete a category that has products (409, saying why), and deletes an empty one', async () => {
    const res = await admin.delete('/api/categories/3');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Cannot delete the category "Filters": it has 24 products\./);
    expect((await admin.get('/api/categories/3')).statusCode).toBe(200);

    const created = (await admin.post('/api/categories', { name: 'Empty shelf' })).json();
    const deleted = await admin.delete(`/api/categories/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().name).toBe('Empty shelf');
    expect((await admin.get(`/api/categories/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps names unique in any case and refuses a parent cycle', async () => {
    const dup = await admin.post('/api/categories', { name: 'BRAKES' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: 'Another category already has this name' });
    const parent = (await admin.post('/api/categories', { name: 'Parent' })).json();
    const child = (await admin.post('/api/categories', { name: 'Child', parent_id: parent.id })).json();
    const cycle = await admin.put(`/api/categories/${parent.id}`, { version: parent.version, parent_id: child.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id).toMatch(/own subcategories/);
    const blocked = await admin.delete(`/api/categories/${parent.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/1 subcategory/);
  });
});
