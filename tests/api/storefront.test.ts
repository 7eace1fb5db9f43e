import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '../../contract/storefront';
import { Client, signIn, type TestApp, buildTestApp, VIEWER } from '../helpers/app';

let t: TestApp;
let staff: Client;

beforeAll(async () => {
  t = await buildTestApp();
  // The auditor holds no manage_* permission: being signed in is all the storefront asks.
  staff = await signIn(t.app, VIEWER);
});
afterAll(() => t.close());

interface Card {
  id: number;
  name: string;
  sku: string;
  category: string;
  brand: string | null;
  price: number;
  img: null;
  rating: number;
  oldPrice: number | null;
  percent: number | null;
  available: number;
}

const list = async (query: string) => {
  const res = await staff.get(`/api/storefront/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Card[]; total: number };
};

describe('storefront catalogue API', () => {
  it('answers {data, total} of active products with the card fields and never a cost', async () => {
    const res = await staff.get('/api/storefront/products?perPage=100');
    expect(res.body).not.toMatch(/cost/i);
    const { data, total } = res.json() as { data: Card[]; total: number };
    const [{ active }] = await t.sql<{ active: number }>('select count(*)::int as active from products where active');
    expect(active, 'the demo seed fills a page of 100').toBeGreaterThan(100);
    expect(total).toBe(active);
    expect(data).toHaveLength(100);
    expect(Object.keys(data[0]).sort()).toEqual(['available', 'brand', 'category', 'id', 'img', 'name', 'oldPrice', 'percent', 'price', 'rating', 'sku'].sort());
    for (const card of data) {
      expect(card.rating).toBeGreaterThanOrEqual(1);
      expect(card.rating).toBeLessThanOrEqual(5);
      expect(card.available).toBeGreaterThanOrEqual(0);
      expect(card.img).toBeNull();
      if (card.oldPrice !== null) expect(card.oldPrice).toBeGreaterThan(card.price);
    }
    expect(data.some((c) => c.percent !== null)).toBe(true);
    const [row] = await t.sql<{ price: string; company: string | null; category: string; free: number }>(
      `select p.dealer_price as price, s.company_name as company, c.name as category, greatest(p.on_hand - p.reserved, 0) as free
       from products p join categories c on c.id = p.category_id left join suppliers s on s.id = p.preferred_supplier_id where p.id = $1`,
      [data[0].id],
    );
    expect(data[0]).toMatchObject({ price: Number(row.price), brand: row.company, category: row.category, available: row.free });
  });

  it('pages in SQL: page 2 follows page 1 with no overlap', async () => {
    const one = await list('page=1&perPage=5');
    const two = await list('page=2&perPage=5');
    expect(one.data).toHaveLength(5);
    expect(two.data).toHaveLength(5);
    expect(two.total).toBe(one.total);
    const ids = new Set(one.data.map((c) => c.id));
    for (const c of two.data) expect(ids.has(c.id)).toBe(false);
  });

  it('searches name and sku, and filters by category and by the price ranges inclusively', async () => {
    const [p] = await t.sql<{ id: number; sku: string; name: string; category_id: number }>('select id, sku, name, category_id from products where active order by id limit 1');
    expect((await list(`q=${encodeURIComponent(p.sku)}`)).data.map((c) => c.id)).toContain(p.id);
    const byName = await list(`q=${encodeURIComponent(p.name.slice(0, 6).toUpperCase())}&perPage=100`);
    expect(byName.data.map((c) => c.id)).toContain(p.id);
    expect((await list('q=%25%25no-such-product%25')).total).toBe(0);

    const inCategory = await list(`category=${p.category_id}&perPage=100`);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from products where active and category_id = $1', [p.category_id]);
    expect(inCategory.total).toBe(n);
    expect((await list('category=all')).total).toBe((await list('')).total);

    // The demo seed prices nothing above 650: one product at 600 and one at 1000 give every range a product.
    const [a, b] = await t.sql<{ id: number }>('select id from products where active and id <> $1 order by id limit 2', [p.id]);
    await t.sql('update products set dealer_price = 600 where id = $1', [a.id]);
    await t.sql('update products set dealer_price = 1000 where id = $1', [b.id]);
    for (const range of PRICE_RANGES) {
      const [low, high] = range.split('-').map(Number);
      const page = await list(`price=${range}&perPage=100`);
      const [{ n: expected }] = await t.sql<{ n: number }>('select count(*)::int as n from products where active and dealer_price between $1 and $2', [low, high]);
      expect(expected, range).toBeGreaterThan(0);
      expect(page.total, range).toBe(expected);
      expect(page.data, range).toHaveLength(Math.min(expected, 100));
      for (const c of page.data) expect(c.price >= low && c.price <= high, `${c.price} in ${range}`).toBe(true);
    }
    // Bounds are inclusive: a product priced exactly 200 is in 200-499.
    await t.sql('update products set dealer_price = 200 where id = $1', [p.id]);
    expect((await list(`price=200-499&q=${encodeURIComponent(p.sku)}`)).data.map((c) => c.id)).toContain(p.id);
  });

  it('refuses a malformed query with 400 and a message, never a 500', async () => {
    for (const query of ['price=1-2', 'page=0', 'page=abc', 'perPage=1000', 'category=-3', 'category=x', 'q=' + 'a'.repeat(300)]) {
      const res = await staff.get(`/api/storefront/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('shows one product; a missing or inactive one is 404', async () => {
    const [p] = await t.sql<{ id: number; name: string }>('select id, name from products where active order by id desc limit 1');
    const res = await staff.get(`/api/storefront/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/cost/i);
    expect(res.json()).toMatchObject({ id: p.id, name: p.name });
    expect((await staff.get('/api/storefront/products/99999999')).statusCode).toBe(404);
    expect((await staff.get('/api/storefront/products/abc')).statusCode).toBe(404);
    await t.sql('update products set active = false where id = $1', [p.id]);
    expect((await staff.get(`/api/storefront/products/${p.id}`)).statusCode).toBe(404);
    expect((await list(`q=${encodeURIComponent(p.name)}&perPage=100`)).data.map((c) => c.id)).not.toContain(p.id);
  });

  it('needs a staff session: none or a dealer session is 401', async () => {
    const anonymous = new Client(t.app);
    expect((await anonymous.get('/api/storefront/products')).statusCode).toBe(401);
    expect((await anonymous.get('/api/storefront/products/1')).statusCode).toBe(401);
    const dealer = new Client(t.app);
    expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
    expect((await dealer.get('/api/storefront/products')).statusCode).toBe(401);
    expect((await dealer.get('/api/storefront/products/1')).statusCode).toBe(401);
  });
});
