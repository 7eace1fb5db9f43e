import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, listUrl as list, signIn, type Client, type TestApp } from '../helpers/app';

// Issue 21: the orders list by status and a territory of dealers, newest first, deep pages. The
// page and its total come from one statement and "one of" filters are one array parameter; the
// answer must stay what plain SQL says: the same rows in the same order, the exact total.

let t: TestApp;
let admin: Client;
let dealerIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  // 1,800 orders over the demo dealers and three statuses; created_at repeats every 97 orders,
  // so many rows tie on the sort field and the id must break the ties.
  await t.sql(`insert into orders (dealer_id, status, tax_rate, subtotal, tax, total, placed_by, created_at)
    select d.ids[1 + g % array_length(d.ids, 1)], (array['delivered','pending','dispatched'])[1 + g % 3], 20, g, g * 0.2, g * 1.2, 'staff',
      timestamptz '2026-01-01' + (g % 97) * interval '1 hour'
    from generate_series(1, 1800) g, (select array_agg(id order by id) as ids from dealers) d`);
  const dealers = await t.sql<{ id: number }>('select id from dealers order by id');
  // Most dealers, not all, and one id no dealer has.
  dealerIds = [...dealers.slice(0, -3).map((d) => d.id), 2147483000];
});
afterAll(() => t.close());

const page = (filter: Record<string, unknown>, range: [number, number], sort: [string, 'ASC' | 'DESC'] = ['created_at', 'DESC']) =>
  admin.get(list('orders', { filter, sort, range }));

describe('orders list: status and dealers, by date, deep pages', () => {
  it('answers the rows, order and exact total plain SQL gives, deep in the list', async () => {
    const [{ total }] = await t.sql<{ total: number }>(`select count(*)::int as total from orders where status = 'delivered' and dealer_id = any($1::int[])`, [dealerIds]);
    expect(total).toBeGreaterThan(560);
    const expected = await t.sql<{ id: number }>(
      `select id from orders where status = 'delivered' and dealer_id = any($1::int[]) order by created_at desc, id desc limit 25 offset 525`,
      [dealerIds],
    );
    const res = await page({ status: 'delivered', dealer_id: dealerIds }, [525, 549]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`orders 525-549/${total}`);
    expect(res.headers['x-total-at-least']).toBeUndefined();
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    // The rows carry the list's fields, and nothing else (the total rides on no row).
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['created_at', 'created_by', 'created_by_name', 'dealer_id', 'dealer_name', 'id', 'line_count', 'notes', 'number', 'placed_by', 'status', 'subtotal', 'tax', 'tax_rate', 'total', 'updated_at', 'version'].sort(),
    );
    const [dealer] = await t.sql<{ company_name: string }>('select company_name from dealers where id = $1', [rows[0].dealer_id]);
    expect(rows[0].dealer_name).toBe(dealer.company_name);
  });

  it('walks every page in order, ascending too, with one of several statuses', async () => {
    const statuses = ['pending', 'dispatched'];
    const expected = await t.sql<{ id: number }>(`select id from orders where status = any($1::text[]) and dealer_id = any($2::int[]) order by created_at asc, id asc`, [
      statuses,
      dealerIds,
    ]);
    const seen: unknown[] = [];
    for (let start = 0; start < expected.length; start += 250) {
      const res = await page({ status: statuses, dealer_id: dealerIds }, [start, start + 249], ['created_at', 'ASC']);
      expect(res.headers['content-range']).toBe(`orders ${start}-${Math.min(start + 249, expected.length - 1)}/${expected.length}`);
      seen.push(...(res.json() as { id: number }[]).map((r) => r.id));
    }
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('answers each request by its own values when lists of one shape share one prepared statement', async () => {
    // Same filter fields and sort, other values: a status, territories of other sizes, other
    // pages. Twenty requests, past the five after which PostgreSQL may keep one plan for all.
    for (let i = 0; i < 20; i++) {
      const status = ['delivered', 'pending', 'dispatched'][i % 3];
      const territory = dealerIds.slice(i % 4, dealerIds.length - (i % 5));
      const start = (i * 37) % 300;
      const [{ total }] = await t.sql<{ total: number }>(`select count(*)::int as total from orders where status = $1 and dealer_id = any($2::int[])`, [status, territory]);
      const expected = await t.sql<{ id: number }>(`select id from orders where status = $1 and dealer_id = any($2::int[]) order by created_at desc, id desc limit 10 offset $3`, [
        status,
        territory,
        start,
      ]);
      const res = await page({ status, dealer_id: territory }, [start, start + 9]);
      expect(res.headers['content-range'], `request ${i}`).toBe(`orders ${start}-${start + 9}/${total}`);
      expect((res.json() as { id: number }[]).map((r) => r.id), `request ${i}`).toEqual(expected.map((r) => r.id));
    }
  });

  it('still counts the total on a page past the end', async () => {
    const [{ total }] = await t.sql<{ total: number }>(`select count(*)::int as total from orders where status = 'dispatched' and dealer_id = any($1::int[])`, [dealerIds]);
    const res = await page({ status: 'dispatched', dealer_id: dealerIds }, [total + 100, total + 124]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toBe(`orders */${total}`);
  });

  it('matches nothing for an empty list of dealers, and text filters take a list too', async () => {
    const none = await page({ status: 'delivered', dealer_id: [] }, [0, 24]);
    expect(none.headers['content-range']).toBe('orders */0');
    const [{ id }] = await t.sql<{ id: string }>(`select product_id || '-' || rack_id as id from stock_levels order by product_id, rack_id limit 1`);
    const levels = await admin.get(list('stock-levels', { filter: { id: [id, '0-0'] }, range: [0, 9] }));
    expect(levels.statusCode).toBe(200);
    expect((levels.json() as { id: string }[]).map((r) => r.id)).toEqual([id]);
  });
});
