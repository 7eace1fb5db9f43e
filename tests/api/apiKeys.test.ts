import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ADMIN, buildTestApp, Client, listUrl, signIn, STORE, within, type TestApp } from '../helpers/app';
import type { FastifyInstance } from 'fastify';

// DESIGN.md §5 "Integrations", issue 36 items 1 and 4: a script's key. Made by a person within
// their own permissions, its secret shown once and kept hashed; `Authorization: Bearer` opens the
// staff routes its permissions allow with no cookie and no anti-forgery header, never the portal
// or a session route; revoked, it is refused at once in every process; its work is named by it.

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp({ config: { apiKeyRateLimit: 1000 } });
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t?.close());

/** A request as a script makes it: the key, and nothing else (no cookie, no anti-forgery header). */
const byKey = (app: FastifyInstance, secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(body !== undefined && { payload: body as object }) });

async function makeKey(client: Client, body: Record<string, unknown>): Promise<{ id: number; secret: string; [k: string]: unknown }> {
  const res = await client.post('/api/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('making a key', () => {
  it('answers the secret once, keeps only its hash, and lists name, prefix, permissions and who made it', async () => {
    const key = await makeKey(admin, { name: 'Shop sync', permissions: ['view_products', 'manage_products'] });
    expect(key.secret).toMatch(/^sy_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'Shop sync', prefix: key.secret.slice(0, 10), permissions: ['manage_products', 'view_products'], created_by_name: 'Ada Administrator' });
    const [stored] = await t.sql<Record<string, unknown>>('select * from api_keys where id = $1', [key.id]);
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await admin.get(listUrl('api-keys', { filter: { q: 'Shop sync' } }));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix, last_used_at: null, created_by_name: 'Ada Administrator' })]);
    expect(list.body).not.toContain(key.secret);
    expect(list.body).not.toContain('secret_hash');
    expect((await admin.get(`/api/api-keys/${key.id}`)).json()).not.toHaveProperty('secret');
  });

  it('holds at most its maker’s permissions: beyond them is 403, an unknown one 422, an expiry past 422', async () => {
    const role = (await admin.post('/api/roles', { name: 'Integrator' })).json();
    expect((await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: ['view_integrations', 'manage_integrations', 'view_products'] })).statusCode).toBe(200);
    expect((await admin.post('/api/users', { full_name: 'Ivy Integrator', email: 'ivy@example.com', role_id: role.id, status: 'active' })).statusCode).toBe(201);
    await t.sql(`update users set password_hash = (select password_hash from users where email = $1) where email = 'ivy@example.com'`, [ADMIN.email]);
    const ivy = await signIn(t.app, { email: 'ivy@example.com', password: ADMIN.password });

    const beyond = await ivy.post('/api/api-keys', { name: 'Too much', permissions: ['view_products', 'manage_orders'] });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe('You cannot give permissions you do not hold: manage_orders.');
    expect((await ivy.post('/api/api-keys', { name: 'Unknown', permissions: ['launch_rockets'] })).statusCode).toBe(422);
    const past = await ivy.post('/api/api-keys', { name: 'Past', permissions: ['view_products'], expires_at: '2020-01-01T00:00:00Z' });
    expect([past.statusCode, past.json().errors]).toEqual([422, { expires_at: 'The expiry must be in the future' }]);
    expect((await ivy.post('/api/api-keys', { name: 'Within', permissions: ['view_products'] })).statusCode).toBe(201);
    // Without the integrations permission, no keys at all.
    const store = await signIn(t.app, STORE);
    expect((await store.post('/api/api-keys', { name: 'Store', permissions: ['view_products'] })).statusCode).toBe(403);
    expect((await store.get('/api/api-keys')).statusCode).toBe(403);
  });
});

describe('a request with a key', () => {
  let key: { id: number; secret: string; name?: unknown };
  beforeAll(async () => {
    key = await makeKey(admin, { name: 'Price robot', permissions: ['view_products', 'manage_products', 'view_integrations', 'manage_integrations'] });
  });

  it('reads and writes what its permissions allow, with no cookie and no anti-forgery header, and its work is named by it', async () => {
    const list = await byKey(t.app, key.secret, 'GET', listUrl('products', { range: [0, 0] }));
    expect(list.statusCode).toBe(200);
    expect(list.headers['set-cookie']).toBeUndefined();
    const product = list.json()[0];
    const put = await byKey(t.app, key.secret, 'PUT', `/api/products/${product.id}`, { version: product.version, reorder_level: 42 });
    expect(put.statusCode, put.body).toBe(200);
    const [audit] = await t.sql<{ actor_name: string; actor_id: number }>(`select actor_name, actor_id from audit_log where collection = 'products' and record_id = $1 order by id desc limit 1`, [product.id]);
    const [event] = await t.sql<{ actor_name: string }>(`select actor_name from events where type = 'product.updated' and record_id = $1 order by id desc limit 1`, [product.id]);
    expect([audit.actor_name, event.actor_name]).toEqual(['API key Price robot', 'API key Price robot']);
    const [maker] = await t.sql<{ id: number }>(`select id from users where email = $1`, [ADMIN.email]);
    expect(audit.actor_id).toBe(maker.id);
    expect((await admin.get(`/api/api-keys/${key.id}`)).json().last_used_at).not.toBeNull();
  });

  it('goes no further than its permissions: another area is 403, and a key makes or revokes no keys', async () => {
    expect((await byKey(t.app, key.secret, 'GET', '/api/orders')).statusCode).toBe(403);
    expect((await byKey(t.app, key.secret, 'POST', '/api/dealers', { company_name: 'Sneaky' })).statusCode).toBe(403);
    const mint = await byKey(t.app, key.secret, 'POST', '/api/api-keys', { name: 'Child', permissions: ['view_products'] });
    expect([mint.statusCode, mint.json().message]).toEqual([403, 'An API key cannot create or revoke API keys: sign in as a person to do it.']);
    const other = await makeKey(admin, { name: 'Other', permissions: ['view_products'] });
    expect((await byKey(t.app, key.secret, 'DELETE', `/api/api-keys/${other.id}`)).statusCode).toBe(403);
    expect((await byKey(t.app, key.secret, 'GET', '/api/api-keys')).statusCode).toBe(200);
  });

  it('never opens the dealer portal or a session route (401), whatever cookies come with it', async () => {
    const dealer = new Client(t.app);
    expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
    const cookie = [...dealer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [method, url] of [
      ['GET', '/api/dealer/profile'],
      ['GET', '/api/dealer/orders'],
      ['POST', '/api/dealer/login'],
      ['GET', '/api/me'],
      ['POST', '/api/login'],
      ['POST', '/api/logout'],
      ['POST', '/api/refresh-token'],
      ['POST', '/api/password'],
      ['POST', '/api/lock'],
      ['GET', '/api/events'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${key.secret}`, cookie }, payload: method === 'POST' ? {} : undefined });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 401`);
    }
    // A staff session's cookies do not help a wrong key either.
    const staffCookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/products', headers: { authorization: 'Bearer sy_not-a-key', cookie: staffCookie } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'This API key is unknown, revoked or expired.']);
  });

  it('loses what its maker loses', async () => {
    const role = (await admin.post('/api/roles', { name: 'Shrinking' })).json();
    const { version } = (await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: ['view_products', 'view_integrations', 'manage_integrations'] })).json();
    expect((await admin.post('/api/users', { full_name: 'Sid Shrink', email: 'sid@example.com', role_id: role.id, status: 'active' })).statusCode).toBe(201);
    await t.sql(`update users set password_hash = (select password_hash from users where email = $1) where email = 'sid@example.com'`, [ADMIN.email]);
    const sid = await signIn(t.app, { email: 'sid@example.com', password: ADMIN.password });
    const sids = await makeKey(sid, { name: 'Sid’s key', permissions: ['view_products'] });
    expect((await byKey(t.app, sids.secret, 'GET', '/api/products')).statusCode).toBe(200);
    expect((await admin.put(`/api/roles/${role.id}/permissions`, { version, permissions: ['view_integrations'] })).statusCode).toBe(200);
    expect((await byKey(t.app, sids.secret, 'GET', '/api/products')).statusCode).toBe(403);
    await t.sql(`update users set status = 'disabled' where email = 'sid@example.com'`);
    expect((await within(1000, () => byKey(t.app, sids.secret, 'GET', '/api/products'), (r) => r.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('revoking and expiry', () => {
  it('a revoked key is refused at once, here and in another process', async () => {
    const key = await makeKey(admin, { name: 'Short-lived', permissions: ['view_products'] });
    const other = await buildApp({
      database: t.database,
      config: { cookieSecure: false, distDir: '/nonexistent', dataDir: '/nonexistent', smtpUrl: undefined, publicUrl: 'http://stockyard.test' },
      mailer: async () => undefined,
    });
    await other.ready();
    try {
      // Both processes have it in their session caches.
      expect((await byKey(t.app, key.secret, 'GET', '/api/products')).statusCode).toBe(200);
      expect((await byKey(other, key.secret, 'GET', '/api/products')).statusCode).toBe(200);
      expect((await admin.delete(`/api/api-keys/${key.id}`)).statusCode).toBe(200);
      expect((await byKey(t.app, key.secret, 'GET', '/api/products')).statusCode).toBe(401);
      // The other process hears of it by notification, as it commits.
      const there = await within(500, () => byKey(other, key.secret, 'GET', '/api/products'), (r) => r.statusCode === 401);
      expect(there.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('an expired key is refused', async () => {
    const key = await makeKey(admin, { name: 'Expiring', permissions: ['view_products'], expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await byKey(t.app, key.secret, 'GET', '/api/products')).statusCode).toBe(200);
    await t.sql(`update api_keys set expires_at = now() - interval '1 second' where id = $1`, [key.id]);
    expect((await within(500, () => byKey(t.app, key.secret, 'GET', '/api/products'), (r) => r.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('the rate limit', () => {
  it('refuses a key past its requests per minute with 429 and Retry-After; other keys and cookie sessions go on', async () => {
    const limited = await buildTestApp({ config: { apiKeyRateLimit: 3 } });
    try {
      const person = await signIn(limited.app, ADMIN);
      const [one, two] = [await makeKey(person, { name: 'One', permissions: ['view_products'] }), await makeKey(person, { name: 'Two', permissions: ['view_products'] })];
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await byKey(limited.app, one.secret, 'GET', '/api/products/1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await byKey(limited.app, one.secret, 'GET', '/api/products/1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many requests with this API key\. Try again in \d+ seconds\.$/);
      expect((await byKey(limited.app, two.secret, 'GET', '/api/products/1')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await person.get('/api/products/1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the stock ra-data-simple-rest client', () => {
  it('works with a Bearer key instead of cookies: getList, getOne, update', async () => {
    const key = await makeKey(admin, { name: 'Stock client', permissions: ['view_products', 'manage_products'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // react-admin's own fetchJson sends `user.token` as the Authorization header; nothing else (no cookie jar, no XSRF).
    const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${key.secret}` } });
    const dp = simpleRestProvider(`http://127.0.0.1:${port}/api`, httpClient);
    const { data, total } = await dp.getList('products', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(data).toHaveLength(5);
    expect(total).toBeGreaterThan(100);
    const { data: one } = await dp.getOne('products', { id: data[0].id });
    expect(one).toMatchObject({ id: data[0].id, sku: data[0].sku });
    const { data: updated } = await dp.update('products', { id: one.id, data: { description: 'Described by a script', version: one.version }, previousData: one });
    expect(updated).toMatchObject({ id: one.id, description: 'Described by a script', version: one.version + 1 });
    await expect(dp.getList('orders', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 403 });
  });
});
