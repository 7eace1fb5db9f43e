import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, listUrl as list, signIn, type Client, type TestApp } from '../helpers/app';

// Issue 21: the products list searches the narrow product_search table, kept by triggers on
// products. A change made through the API is searchable at once, and a search answers what the
// ILIKE over the products themselves answers: the same rows, order and totals.

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t?.close());

type Filter = Record<string, unknown>;
const search = (filter: Filter, sort: [string, string] = ['name', 'ASC'], range: [number, number] = [0, 24]) => admin.get(list('products', { filter, sort, range }));
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((r) => r.id);

describe('a product changed through the API', () => {
  it('is found, or no longer found, by search at once: created, renamed, re-coded, deactivated, deleted', async () => {
    const [{ id: category_id }] = await t.sql<{ id: number }>('select min(id) as id from categories');
    const created = await admin.post('/api/products', { sku: 'ZQX-1', name: 'Quokka gearbox mount', category_id, dealer_price: 10, cost: 5, reorder_level: 0, barcode: '7001234567890' });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(ids(await search({ q: 'quokka' }))).toEqual([product.id]);
    expect(ids(await search({ q: 'QUOKKA GEAR', active: true, category_id }))).toEqual([product.id]);
    expect(ids(await search({ q: '7001234567' }))).toEqual([product.id]);

    const renamed = (await admin.put(`/api/products/${product.id}`, { version: product.version, name: 'Wombat gearbox mount', sku: 'ZQX-2' })).json();
    expect(ids(await search({ q: 'quokka' }))).toEqual([]);
    expect(ids(await search({ q: 'wombat' }))).toEqual([product.id]);
    expect(ids(await search({ q: 'zqx-1' }))).toEqual([]);
    expect(ids(await search({ q: 'zqx-2' }))).toEqual([product.id]);

    const inactive = (await admin.put(`/api/products/${product.id}`, { version: renamed.version, active: false })).json();
    expect(inactive.active).toBe(false);
    expect(ids(await search({ q: 'wombat', active: true }))).toEqual([]);
    expect(ids(await search({ q: 'wombat', active: false }))).toEqual([product.id]);

    const [{ id: other }] = await t.sql<{ id: number }>('select max(id) as id from categories');
    await admin.put(`/api/products/${product.id}`, { version: inactive.version, category_id: other });
    expect(ids(await search({ q: 'wombat', category_id }))).toEqual([]);
    expect(ids(await search({ q: 'wombat', category_id: other }))).toEqual([product.id]);

    expect((await admin.delete(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(ids(await search({ q: 'wombat' }))).toEqual([]);
    expect(await t.sql('select id from product_search where id = $1', [product.id])).toEqual([]);
  });

  it('leaves the search table alone when only stock changes (a posting writes on_hand)', async () => {
    const [{ id }] = await t.sql<{ id: number }>('select min(id) as id from products');
    const [before] = await t.sql<{ xmin: string }>('select xmin::text from product_search where id = $1', [id]);
    await t.sql('update products set on_hand = on_hand + 1, reserved = reserved where id = $1', [id]);
    const [after] = await t.sql<{ xmin: string }>('select xmin::text from product_search where id = $1', [id]);
    expect(after.xmin).toBe(before.xmin);
  });
});

describe('a search on the search table', () => {
  it('answers what an ILIKE over the products answers, for every filter and sort the list accepts', async () => {
    // Words that match many, few and no products, in odd case, with LIKE's wildcards taken literally.
    const terms = ['brake', 'PAD', 'oil F', 'brk-1', '%', 'e_b', 'zzz'];
    const filters: Filter[] = [{}, { active: true }, { active: false }, { category_id: 2 }, { category_id: [2, 3], active: true }, { preferred_supplier_id: 1 }, { unit: 'pcs' }, { low_stock: true }, { dealer_price_gte: 50 }];
    const sorts: [string, string][] = [['name', 'ASC'], ['name', 'DESC'], ['id', 'DESC'], ['sku', 'ASC'], ['on_hand', 'DESC']];
    const wrong: string[] = [];
    for (const q of terms) {
      const matching = await t.sql<{ id: number }>(
        `select id from products where (coalesce(sku, '') || ' ' || coalesce(name, '') || ' ' || coalesce(barcode, '')) ilike '%' || replace(replace($1, '%', '\\%'), '_', '\\_') || '%'`,
        [q],
      );
      const matched = new Set(matching.map((r) => r.id));
      for (const filter of filters) {
        for (const sort of sorts) {
          // The whole ordering, as the list's own plain (unsearched) query gives it, keeping the matches.
          const all = ids(await admin.get(list('products', { filter, sort, range: [0, 999] }))).filter((id) => matched.has(id));
          const res = await search({ q, ...filter }, sort, [5, 14]);
          const label = `${q} ${JSON.stringify(filter)} ${sort.join(' ')}`;
          if (res.statusCode !== 200) wrong.push(`${label}: ${res.statusCode}`);
          else if (JSON.stringify(ids(res)) !== JSON.stringify(all.slice(5, 15))) wrong.push(`${label}: rows`);
          else if (!String(res.headers['content-range']).endsWith(`/${all.length}`)) wrong.push(`${label}: ${res.headers['content-range']}, ${all.length} matches`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
