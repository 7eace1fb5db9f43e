import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFor } from '../../src/schema/permissions';
import { COLLECTIONS } from '../../server/routes';
import { BUSINESS_COLLECTIONS } from '../../server/routes/business';
import { ADMIN, buildTestApp, Client, STORE, VIEWER, type TestApp } from '../helpers/app';

// DESIGN.md §3: every route answers each kind of caller as the permission table says.
// The cases come from the table and the registered collections, not from a hand-made list.

type Principal = 'admin' | 'viewer' | 'store' | 'none' | 'dealer';
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  collection: string;
  access: 'read' | 'write';
  /** What a caller holding the permission gets (the request is valid but harmless). */
  allowed: number;
  body?: unknown;
}

const MISSING = 999999;
const routes: Route[] = [...COLLECTIONS, ...BUSINESS_COLLECTIONS].flatMap(({ def }) => {
  const base = `/api/${def.name}`;
  return [
    { method: 'GET', url: `${base}?range=[0,0]`, collection: def.name, access: 'read', allowed: 200 },
    { method: 'GET', url: `${base}/1`, collection: def.name, access: 'read', allowed: 200 },
    { method: 'GET', url: `${base}/export.csv?filter={"id":[1]}`, collection: def.name, access: 'read', allowed: 200 },
    { method: 'GET', url: `${base}/1/history`, collection: def.name, access: 'read', allowed: 200 },
    { method: 'POST', url: base, collection: def.name, access: 'write', allowed: 422, body: {} },
    { method: 'PUT', url: `${base}/1`, collection: def.name, access: 'write', allowed: 422, body: {} },
    { method: 'DELETE', url: `${base}/${MISSING}`, collection: def.name, access: 'write', allowed: 404 },
  ] satisfies Route[];
});
routes.push(
  { method: 'POST', url: '/api/dealers/1/portal-password', collection: 'dealers', access: 'write', allowed: 422, body: {} },
  { method: 'GET', url: '/api/warehouses/1/tree', collection: 'rooms', access: 'read', allowed: 200 },
  { method: 'GET', url: '/api/permissions', collection: 'permissions', access: 'read', allowed: 200 },
  { method: 'PUT', url: '/api/roles/1/permissions', collection: 'roles', access: 'write', allowed: 422, body: {} },
  { method: 'POST', url: `/api/users/${MISSING}/password-reset`, collection: 'users', access: 'write', allowed: 404 },
  // Business actions: a body that fails validation proves the gate without changing anything.
  { method: 'POST', url: '/api/orders/1/transition', collection: 'orders', access: 'write', allowed: 422, body: {} },
  { method: 'GET', url: '/api/orders/1/pick-options', collection: 'orders', access: 'read', allowed: 200 },
  { method: 'GET', url: '/api/dashboard/orders', collection: 'orders', access: 'read', allowed: 200 },
  { method: 'PUT', url: '/api/settings', collection: 'orders', access: 'write', allowed: 422, body: {} },
  { method: 'POST', url: '/api/purchase-orders/1/transition', collection: 'purchase-orders', access: 'write', allowed: 422, body: {} },
  { method: 'POST', url: '/api/purchase-orders/1/receive', collection: 'purchase-orders', access: 'write', allowed: 422, body: {} },
  { method: 'POST', url: '/api/purchase-orders/suggest', collection: 'purchase-orders', access: 'write', allowed: 422, body: { warehouse_id: 'main' } },
  { method: 'GET', url: '/api/purchase-orders/1/racks', collection: 'purchase-orders', access: 'read', allowed: 200 },
  { method: 'GET', url: '/api/dashboard/purchase-orders', collection: 'purchase-orders', access: 'read', allowed: 200 },
  { method: 'POST', url: '/api/work-orders/1/transition', collection: 'work-orders', access: 'write', allowed: 422, body: {} },
  { method: 'GET', url: '/api/work-orders/assignees', collection: 'work-orders', access: 'read', allowed: 200 },
  ...(['start', 'pause', 'resume', 'finish', 'parts'] as const).map(
    (action) => ({ method: 'POST', url: `/api/job-cards/1/${action}`, collection: 'job-cards', access: 'write', allowed: 422, body: {} }) satisfies Route,
  ),
  { method: 'GET', url: '/api/job-cards/1/part-options?q=oil', collection: 'job-cards', access: 'read', allowed: 200 },
  { method: 'GET', url: '/api/job-cards/technicians', collection: 'job-cards', access: 'read', allowed: 200 },
);

let t: TestApp;
const clients = {} as Record<Principal, { client: Client; permissions: Set<string> | null }>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, account] of [['admin', ADMIN], ['viewer', VIEWER], ['store', STORE]] as const) {
    const client = new Client(t.app);
    const res = await client.post('/api/login', account);
    clients[name] = { client, permissions: new Set(res.json().user.permissions.split(',')) };
  }
  clients.none = { client: new Client(t.app), permissions: null };
  const dealer = new Client(t.app);
  expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
  clients.dealer = { client: dealer, permissions: null };
});
afterAll(() => t.close());

function expected(principal: Principal, route: Route): number {
  const held = clients[principal].permissions;
  if (!held) return 401;
  const needed = permissionFor(route.collection, route.access);
  return needed && held.has(needed) ? route.allowed : 403;
}

const cases = routes.flatMap((route) => (['admin', 'viewer', 'store', 'none', 'dealer'] as Principal[]).map((p) => [p, route] as const));

describe('every route × every kind of caller', () => {
  it('covers all collections and actions', () => {
    expect(cases.length).toBe(routes.length * 5);
    expect(new Set(routes.map((r) => r.collection))).toEqual(new Set([...COLLECTIONS, ...BUSINESS_COLLECTIONS].map((c) => c.def.name).concat('permissions')));
  });

  it.each(cases.map(([p, r]) => [`${p} ${r.method} ${r.url}`, p, r] as const))('%s', async (_label, principal, route) => {
    const res = await clients[principal].client.request(route.method, route.url, { body: route.body });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(expected(principal, route));
  });
});
