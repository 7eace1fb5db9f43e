import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

let t: TestApp;
let staff: Client;
let acme: Client;
let birch: Client;

async function dealerSignIn(email: string, password = 'Dealer#2025') {
  const client = new Client(t.app);
  const res = await client.post('/api/dealer/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t.app, ADMIN);
  acme = await dealerSignIn('dealer@example.com');
  birch = await dealerSignIn('dealer2@example.com');
});
afterAll(() => t.close());

/** A product with plenty free, for orders that must go through. */
async function freeProduct(least = 5) {
  const [p] = await t.sql<{ id: number; free: number; dealer_price: number }>(
    `select id, on_hand - reserved as free, dealer_price from products where active and on_hand - reserved >= $1 order by id limit 1`,
    [least],
  );
  return p;
}

const acmeId = async () => (await acme.get('/api/dealer/profile')).json().id as number;

describe('dealer portal API', () => {
  it('a dealer sees only its own orders; another dealer’s order is 404 everywhere', async () => {
    const mine = (await acme.get('/api/dealer/orders?range=[0,999]')).json() as { id: number; dealer_id: number }[];
    const id = await acmeId();
    const [{ ids }] = await t.sql<{ ids: number[] }>(`select array_agg(id order by id) as ids from orders where dealer_id = $1`, [id]);
    expect(ids.length).toBeGreaterThan(0);
    expect(mine.map((o) => o.id).sort((x, y) => x - y)).toEqual(ids);
    for (const o of mine) expect(o.dealer_id).toBe(id);
    const [theirs] = await t.sql<{ id: number }>(`select id from orders where dealer_id <> $1 order by id limit 1`, [id]);
    expect((await acme.get(`/api/dealer/orders/${theirs.id}`)).statusCode).toBe(404);
    expect((await acme.get(`/api/dealer/orders/999999`)).statusCode).toBe(404);
    // Filtering by another dealer is refused (DESIGN.md §5: an undeclared filter is 400), not quietly honoured.
    const byDealer = await acme.get(`/api/dealer/orders?filter=${encodeURIComponent(JSON.stringify({ dealer_id: 2 }))}`);
    expect(byDealer.statusCode).toBe(400);
    expect(byDealer.json().message).toBe('Cannot filter dealer/orders by "dealer_id"');
    // A seeded order the dealer placed and the staff moved on: its history names both.
    const [mixed] = await t.sql<{ id: number; kinds: string[] }>(
      `select doc_id as id, array_agg(actor_kind order by id) as kinds from status_changes
       where doc_type = 'order' and doc_id = any($1) group by doc_id
       having bool_or(actor_kind = 'dealer') and bool_or(actor_kind = 'staff') order by doc_id limit 1`,
      [ids],
    );
    expect(mixed, 'an Acme order with dealer and staff history').toBeDefined();
    const own = (await acme.get(`/api/dealer/orders/${mixed.id}`)).json();
    expect(own.lines.length).toBeGreaterThan(0);
    expect(own).not.toHaveProperty('created_by_name');
    expect(own.history.map((h: { actor_name: string }) => h.actor_name)).toEqual(mixed.kinds.map((kind) => (kind === 'dealer' ? 'Acme Motors' : 'Stockyard')));
  });

  it('a staff cookie opens no dealer endpoint and a dealer cookie no staff endpoint', async () => {
    for (const url of ['/api/dealer/profile', '/api/dealer/orders', '/api/dealer/catalogue', '/api/dealer/dashboard', '/api/dealer/settings']) {
      expect((await staff.get(url)).statusCode, url).toBe(401);
    }
    expect((await staff.post('/api/dealer/orders', { lines: [{ product_id: 1, quantity: 1 }] })).statusCode).toBe(401);
    for (const url of ['/api/orders', '/api/products', '/api/settings', '/api/me']) expect((await acme.get(url)).statusCode, url).toBe(401);
  });

  it('the catalogue lists active products at dealer price with what is free, never the cost', async () => {
    const res = await acme.get(`/api/dealer/catalogue?filter=${encodeURIComponent(JSON.stringify({ q: 'brake' }))}&range=[0,9]`);
    expect(res.statusCode).toBe(200);
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from products where active and (sku ilike '%brake%' or name ilike '%brake%' or barcode ilike '%brake%')`);
    expect(n, 'brake parts in the demo seed').toBeGreaterThan(10);
    expect(res.headers['content-range']).toBe(`catalogue 0-9/${n}`);
    const items = res.json() as unknown[];
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(item).toEqual(expect.objectContaining({ sku: expect.any(String), dealer_price: expect.any(Number), available: expect.any(Number), category_name: expect.any(String) }));
      expect(item).not.toHaveProperty('cost');
    }
    expect((await acme.get(`/api/dealer/catalogue?sort=${encodeURIComponent('["cost","ASC"]')}`)).statusCode).toBe(400);
  });

  it('submitting twice with one Idempotency-Key makes one pending order; dealer_id, prices and status in the body change nothing', async () => {
    const p = await freeProduct();
    const [{ n: before }] = await t.sql<{ n: number }>(`select count(*)::int as n from orders`);
    const body = { notes: 'Twice', dealer_id: 2, status: 'delivered', lines: [{ product_id: p.id, quantity: 1, unit_price: 0.01 }] };
    const headers = { 'idempotency-key': 'acme-order-1' };
    const [first, second] = await Promise.all([acme.post('/api/dealer/orders', body, headers), acme.post('/api/dealer/orders', body, headers)]);
    const answers = [first, second].filter((r) => r.statusCode === 201);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const third = await acme.post('/api/dealer/orders', body, headers);
    expect(third.statusCode).toBe(201);
    expect(third.json().id).toBe(answers[0].json().id);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from orders`))[0].n).toBe(before + 1);
    expect(third.json()).toMatchObject({ dealer_id: await acmeId(), status: 'pending', placed_by: 'dealer' });
    expect(third.json().lines[0].unit_price).toBe(p.dealer_price);
    // The staff side sees it at once.
    expect((await staff.get(`/api/orders/${third.json().id}`)).json()).toMatchObject({ dealer_name: 'Acme Motors', placed_by: 'dealer' });
  });

  it('answers a key already used for another body with 422, and a refused create leaves its key free', async () => {
    // The portal's keys follow the body sent (useSubmitDealerOrder's orderRequest); these are the server's rules it relies on.
    const p = await freeProduct();
    const count = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from orders`))[0].n;
    const before = await count();
    const headers = { 'idempotency-key': 'acme-changed-1' };
    const first = await acme.post('/api/dealer/orders', { lines: [{ product_id: p.id, quantity: 1 }] }, headers);
    expect(first.statusCode).toBe(201);
    const changed = await acme.post('/api/dealer/orders', { lines: [{ product_id: p.id, quantity: 2 }] }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await count()).toBe(before + 1);

    // Refused for stock, then sent again once the stock is free: the same key places it.
    const retry = { 'idempotency-key': 'acme-refused-1' };
    const body = { lines: [{ product_id: p.id, quantity: 2 }] };
    const [{ free }] = await t.sql<{ free: number }>('select on_hand - reserved as free from products where id = $1', [p.id]);
    await t.sql('update products set reserved = reserved + $2 where id = $1', [p.id, free - 1]);
    const refused = await acme.post('/api/dealer/orders', body, retry);
    await t.sql('update products set reserved = reserved - $2 where id = $1', [p.id, free - 1]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines.0.quantity']).toBe('Only 1 available');
    const placed = await acme.post('/api/dealer/orders', body, retry);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().lines).toMatchObject([{ product_id: p.id, quantity: 2 }]);
    expect(await count()).toBe(before + 2);
    // Cancelled through the API, so the tests after this one find the stock and credit as they were.
    for (const order of [first.json(), placed.json()]) {
      expect((await staff.post(`/api/orders/${order.id}/transition`, { to: 'cancelled', version: order.version })).statusCode).toBe(200);
    }
  });

  it('refuses a line above what is free, and an order over the credit limit, writing nothing', async () => {
    const p = await freeProduct();
    const [{ n: before }] = await t.sql<{ n: number }>(`select count(*)::int as n from orders`);
    const tooMany = await acme.post('/api/dealer/orders', { lines: [{ product_id: p.id, quantity: p.free + 1 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['lines.0.quantity']).toBe(`Only ${p.free} available`);
    await t.sql(`update dealers set credit_limit = 1 where portal_email = 'dealer2@example.com'`);
    const over = await birch.post('/api/dealer/orders', { lines: [{ product_id: p.id, quantity: 1 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/over your credit limit/);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from orders`))[0].n).toBe(before);
  });

  it('edits only contact person, phone and address of its profile', async () => {
    const before = (await acme.get('/api/dealer/profile')).json();
    const res = await acme.put('/api/dealer/profile', {
      contact_person_name: 'Ann Acme',
      phone: '+1 555 0199',
      address: '9 Dock St',
      credit_limit: 999999,
      company_name: 'Hacked',
      status: 'inactive',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contact_person_name: 'Ann Acme', phone: '+1 555 0199', address: '9 Dock St', credit_limit: before.credit_limit, company_name: before.company_name, status: 'active' });
    expect((await acme.put('/api/dealer/profile', { phone: 'call me', version: res.json().version })).statusCode).toBe(422);
  });

  // Issue 17, defect 3: a partial save blanked the fields it left out, and an old copy overwrote staff's change.
  it('keeps the fields a change leaves out, and refuses a save from a stale copy with 409 and the current profile', async () => {
    const before = (await acme.get('/api/dealer/profile')).json();
    expect(before.phone).not.toBeNull();
    expect(before.address).not.toBeNull();
    const named = await acme.put('/api/dealer/profile', { contact_person_name: 'Only The Name', version: before.version });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ contact_person_name: 'Only The Name', phone: before.phone, address: before.address, version: before.version + 1 });
    // Staff change the address while the dealer still holds the older copy.
    await t.sql(`update dealers set address = 'Changed by staff', version = version + 1 where id = $1`, [before.id]);
    const stale = await acme.put('/api/dealer/profile', { phone: '+1 555 0111', version: named.json().version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ address: 'Changed by staff', version: named.json().version + 1 });
    expect((await acme.get('/api/dealer/profile')).json()).toMatchObject({ phone: before.phone, address: 'Changed by staff' });
    expect((await acme.put('/api/dealer/profile', { phone: '+1 555 0111' })).statusCode).toBe(422);
  });

  it('changing the password needs the current one and signs out the dealer’s other sessions only', async () => {
    const other = await dealerSignIn('dealer@example.com');
    const wrong = await acme.post('/api/dealer/password', { current_password: 'nope', password: 'NewDealer#2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBe('Wrong password');
    const ok = await acme.post('/api/dealer/password', { current_password: 'Dealer#2025', password: 'NewDealer#2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await acme.get('/api/dealer/profile')).statusCode).toBe(200);
    expect((await other.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(401);
    await dealerSignIn('dealer@example.com', 'NewDealer#2026');
  });

  it('counts a wrong current password like a failed sign-in, so it cannot be guessed there either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await birch.post('/api/dealer/password', { current_password: `guess-${i}`, password: 'NewDealer#2026' })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The account is locked for signing in too, even with the right password.
    expect((await new Client(t.app).post('/api/dealer/login', { email: 'dealer2@example.com', password: 'Dealer#2025' })).statusCode).toBe(429);
  });

  it('serves its dashboard and the tax rate', async () => {
    const dash = (await acme.get('/api/dealer/dashboard')).json();
    expect(dash.spend_by_month).toHaveLength(12);
    expect(dash.recent_orders.length).toBeGreaterThan(0);
    expect((await acme.get('/api/dealer/settings')).json()).toMatchObject({ tax_rate: 10, company_name: expect.any(String) });
  });
});
