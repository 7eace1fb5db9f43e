import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SORT_LIMIT } from '../../server/services/listing/bindingList';
import { ADMIN, buildTestApp, Client, listUrl as list, type TestApp } from '../helpers/app';

// docs/decisions.md "Bounded counts": the ledger's lists count at most 500 rows past the page,
// searches at least 4,000. Past that Content-Range carries what was counted, a lower bound that
// grows as the pages are walked (a client reading only Content-Range pages on), and
// X-Total-At-Least says it is one (issue 17, defect 5: `*` made the stock client's total NaN).

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  admin = new Client(t.app);
  await admin.post('/api/login', ADMIN);
});
afterAll(() => t.close());

describe('bounded list totals', () => {
  it('stops counting the ledger 500 rows past the page, and says the total is a lower bound', async () => {
    const [{ movements }] = await t.sql<{ movements: number }>('select count(*)::int as movements from stock_movements');
    expect(movements).toBeGreaterThan(576);
    const res = await admin.get(list('stock-movements', { sort: ['id', 'DESC'], range: [0, 24] }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('stock-movements 0-24/525');
    expect(res.headers['x-total-at-least']).toBe('525');
    expect(res.json()).toHaveLength(25);
    // Further on, the bound moves with the page, so there is always a next page until the end.
    const later = await admin.get(list('stock-movements', { sort: ['id', 'DESC'], range: [50, 74] }));
    expect(later.headers['content-range']).toBe('stock-movements 50-74/575');
    expect(later.headers['x-total-at-least']).toBe('575');
  });

  it('gives the exact total when the page is within 500 rows of the end', async () => {
    const [{ movements }] = await t.sql<{ movements: number }>('select count(*)::int as movements from stock_movements');
    const res = await admin.get(list('stock-movements', { sort: ['id', 'DESC'], range: [movements - 10, movements + 14] }));
    expect(res.headers['content-range']).toBe(`stock-movements ${movements - 10}-${movements - 1}/${movements}`);
    expect(res.headers['x-total-at-least']).toBeUndefined();
  });

  it('counts a search exactly while it stays under the bound', async () => {
    const [{ matches }] = await t.sql<{ matches: number }>(
      `select count(*)::int as matches from products where (coalesce(sku, '') || ' ' || coalesce(name, '') || ' ' || coalesce(barcode, '')) ilike '%brake%'`,
    );
    expect(matches).toBeGreaterThan(0);
    const res = await admin.get(list('products', { filter: { q: 'brake' }, sort: ['name', 'ASC'], range: [0, 4] }));
    expect(res.headers['content-range']).toBe(`products 0-4/${matches}`);
  });

  it('bounds a search at 4,000 matches or 500 past the page, keeps plain lists exact, and pages a search in order either way', async () => {
    const [{ products }] = await t.sql<{ products: number }>('select count(*)::int as products from products');
    const many = SEARCH_SORT_LIMIT + 100;
    // Many products matching one word, a few matching another (the two plans of a search).
    await t.sql(`insert into products (sku, name, category_id, dealer_price, cost)
      select 'BND-' || g, 'Boundless widget ' || (g * 7919 % ${many}), (select min(id) from categories), 1, 1 from generate_series(1, ${many}) g`);
    await t.sql(`update products set name = 'Rare ' || name where sku in (select 'BND-' || g from generate_series(1, 1200) g)`);
    const expected = async (word: string, offset: number) =>
      (await t.sql<{ id: number }>(`select id from products where name ilike $1 order by name desc, id desc limit 25 offset $2`, [`%${word}%`, offset])).map((r) => r.id);
    const page = (word: string, offset: number) => admin.get(list('products', { filter: { q: word }, sort: ['name', 'DESC'], range: [offset, offset + 24] }));

    const searched = await page('boundless', 2000);
    expect(searched.headers['content-range']).toBe(`products 2000-2024/${SEARCH_SORT_LIMIT}`);
    expect(searched.headers['x-total-at-least']).toBe(String(SEARCH_SORT_LIMIT));
    expect(searched.json().map((r: { id: number }) => r.id)).toEqual(await expected('boundless', 2000));

    const rare = await page('rare boundless', 500);
    expect(rare.headers['content-range']).toBe('products 500-524/1200');
    expect(rare.json().map((r: { id: number }) => r.id)).toEqual(await expected('rare boundless', 500));

    const plain = await admin.get(list('products', { sort: ['name', 'ASC'], range: [0, 24] }));
    expect(plain.headers['content-range']).toBe(`products 0-24/${products + many}`);
  });

  it('bounds the stock hub by location but counts its plain list exactly', async () => {
    const [{ products }] = await t.sql<{ products: number }>('select count(*)::int as products from products');
    const plain = await admin.get(list('stock-hub', { sort: ['name', 'ASC'], range: [0, 24] }));
    expect(plain.headers['content-range']).toBe(`stock-hub 0-24/${products}`);
    const [{ stocked }] = await t.sql<{ stocked: number }>(
      `select count(distinct l.product_id)::int as stocked from stock_levels l join racks k on k.id = l.rack_id join rooms r on r.id = k.room_id
       where r.warehouse_id = 1 and l.on_hand > 0`,
    );
    const located = await admin.get(list('stock-hub', { filter: { warehouse_id: 1 }, sort: ['name', 'ASC'], range: [0, 24] }));
    // Under the bound the count is exact, bounded or not.
    expect(located.headers['content-range']).toBe(`stock-hub 0-24/${Math.min(stocked, 525)}`);
  });
});
