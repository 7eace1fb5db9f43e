import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFor } from '../../contract/registry';
import { accessPlugin } from '../../server/plugins/access';
import { ADMIN, buildTestApp, Client, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';
import { apiRoutes, DEALER_A, DEALER_B, describeAccess, fillPath, findRecords, MISSING_ID, type ApiRoute, type Records } from '../helpers/routeTable';

// Issue 10 item 2, DESIGN.md §3 and §5: every API route, as every kind of caller, on its own
// record, another dealer's and a missing one, answers what the permission table and the
// ownership rules say. The routes come from the app's route table, each with the access it
// declares in its registration (server/plugins/access.ts), so a new route is covered as soon
// as it exists, and one without a declared access stops the app from starting.

type Principal = 'admin' | 'viewer' | 'store' | 'norole' | 'dealerA' | 'dealerB' | 'none';
type RecordCase = 'own' | 'other' | 'missing' | 'existing' | '-';
interface Caller {
  client: Client;
  kind: 'staff' | 'dealer' | 'none';
  permissions: Set<string>;
}

/** Routes the matrix allows to be called without a session, or by any staff user: a short list on purpose. */
const PUBLIC = [
  'GET /api/csrf-cookie',
  'GET /api/docs',
  'GET /api/health',
  'POST /api/login',
  'POST /api/refresh-token',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/dealer/login',
  'POST /api/dealer/refresh-token',
  'POST /api/dealer/logout',
];
const ANY_STAFF = ['GET /api/settings', 'GET /api/storefront/products', 'GET /api/storefront/products/:id', 'POST /api/password'];
const EVEN_LOCKED = ['GET /api/me', 'POST /api/lock', 'POST /api/unlock'];

/**
 * What a caller who passes the gate gets. By default a GET answers 200 and a write, sent an
 * empty (invalid) body so nothing changes, 422; these routes answer otherwise.
 */
const ALLOWED: Record<string, number | ((caller: Caller) => number)> = {
  'GET /api/csrf-cookie': 204,
  'POST /api/refresh-token': (c) => (c.kind === 'staff' ? 200 : 401),
  'POST /api/dealer/refresh-token': (c) => (c.kind === 'dealer' ? 200 : 401),
  'POST /api/logout': 204,
  'POST /api/dealer/logout': 204,
  'POST /api/lock': 204,
  'POST /api/users/:id/password-reset': 202,
};
/** Bodies other than `{}` where an empty one is valid: it would draft purchase orders, or blank a dealer's profile. */
const BODY: Record<string, unknown> = { 'POST /api/purchase-orders/suggest': { warehouse_id: 'main' }, 'PUT /api/dealer/profile': { phone: 'call me' } };
/** These end or change the caller's session, so each caller meets them last, in this order. */
const LAST = ['POST /api/refresh-token', 'POST /api/dealer/refresh-token', 'POST /api/lock', 'POST /api/logout', 'POST /api/dealer/logout'];

let t: TestApp;
let routes: ApiRoute[];
let records: Records;
const callers = {} as Record<Principal, Caller>;

/** A user with no role: registered, then activated behind the API's back (the API refuses an active user without a role). */
async function signInWithoutRole(): Promise<Client> {
  const account = { full_name: 'No Role', email: 'norole@example.com', password: 'NoRole#2025!' };
  expect((await new Client(t.app).post('/api/register', account)).statusCode).toBe(202);
  await t.sql(`update users set status = 'active' where email = $1`, [account.email]);
  return signIn(t.app, account);
}

async function signInDealer(account: { email: string; password: string }): Promise<Client> {
  const client = new Client(t.app);
  expect((await client.post('/api/dealer/login', account)).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await buildTestApp();
  routes = apiRoutes(t.app).sort((a, b) => LAST.indexOf(a.key) - LAST.indexOf(b.key));
  for (const [name, account] of [['admin', ADMIN], ['viewer', VIEWER], ['store', STORE]] as const) {
    const client = await signIn(t.app, account);
    callers[name] = { client, kind: 'staff', permissions: new Set((await client.get('/api/me')).json().user.permissions.split(',')) };
  }
  callers.norole = { client: await signInWithoutRole(), kind: 'staff', permissions: new Set() };
  callers.dealerA = { client: await signInDealer(DEALER_A), kind: 'dealer', permissions: new Set() };
  callers.dealerB = { client: await signInDealer(DEALER_B), kind: 'dealer', permissions: new Set() };
  callers.none = { client: new Client(t.app), kind: 'none', permissions: new Set() };
  records = await findRecords(t, routes, callers.admin.client);
});
afterAll(() => t?.close());

function recordCases(route: ApiRoute): RecordCase[] {
  if (!route.url.includes(':id')) return ['-'];
  if (route.dealerScoped) return ['own', 'other', 'missing'];
  // Deleting an existing record is not harmless; the gate is the same for a missing one.
  return route.method === 'DELETE' ? ['missing'] : ['existing', 'missing'];
}

function idFor(route: ApiRoute, principal: Principal, record: RecordCase): number {
  const [own, other] = principal === 'dealerB' ? [records.dealerOrder.b, records.dealerOrder.a] : [records.dealerOrder.a, records.dealerOrder.b];
  if (record === 'own') return own;
  if (record === 'other') return other;
  if (record === 'existing') return records.existing[route.recordOf!];
  return MISSING_ID;
}

/**
 * DESIGN.md §3/§5: 401 without the right kind of session, 403 without the permission, 404 for
 * a record the caller may not see. Past the gate, a write to a missing record may fail its
 * body's validation (422) before the lookup (404); a record's history outlives the record
 * (the audit trail is kept after a delete), so a missing one has an empty history.
 */
function expected(route: ApiRoute, principal: Principal, record: RecordCase): number[] {
  const caller = callers[principal];
  const access = route.access;
  if (access === undefined) throw new Error(`${route.key} declares no access`);
  if (access === 'dealer') {
    if (caller.kind !== 'dealer') return [401];
  } else if (access !== 'public') {
    if (caller.kind !== 'staff') return [401];
    if (typeof access === 'object') {
      const needed = permissionFor(access.collection, access.action);
      if (!needed || !caller.permissions.has(needed)) return [403];
    }
  }
  if (record === 'missing' && route.url.endsWith('/:id/history')) return [200];
  if (record === 'missing' && route.method !== 'GET' && route.method !== 'DELETE') return [404, 422];
  if (record === 'missing' || record === 'other') return [404];
  const allowed = ALLOWED[route.key] ?? (route.method === 'GET' ? 200 : 422);
  return [typeof allowed === 'function' ? allowed(caller) : allowed];
}

describe('the route table', () => {
  it('has every API route declare its access', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.access === undefined).map((r) => r.key)).toEqual([]);
  });

  it('gates reads with a read permission and writes with a write permission', () => {
    const wrong = routes.filter((r) => typeof r.access === 'object' && r.access.action !== (r.method === 'GET' ? 'read' : 'write'));
    expect(wrong.map((r) => `${r.key}: ${describeAccess(r.access)}`)).toEqual([]);
  });

  it('opens only the listed routes without a permission, and dealer routes only to dealers', () => {
    const declared = (access: string) => routes.filter((r) => r.access === access).map((r) => r.key).sort();
    expect(declared('public')).toEqual([...PUBLIC].sort());
    expect(declared('staff')).toEqual([...ANY_STAFF].sort());
    expect(declared('staff-even-locked')).toEqual([...EVEN_LOCKED].sort());
    const portal = routes.filter((r) => r.dealerScoped && r.access !== 'public');
    expect(portal.filter((r) => r.access !== 'dealer').map((r) => r.key)).toEqual([]);
    expect(declared('dealer')).toEqual(portal.map((r) => r.key).sort());
  });

  it('refuses to start with an API route that declares no access, or an unknown collection', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/dummy', async () => ({}))).toThrow(/GET \/api\/dummy declares no valid access/);
    expect(() => app.get('/api/dummy2', { config: { access: { collection: 'nonsense', action: 'read' } } }, async () => ({}))).toThrow(/declares no valid access/);
    expect(() => app.get('/elsewhere', async () => ({}))).not.toThrow();
    await app.close();
  });
});

describe('the HEAD twins Fastify adds to GET routes', () => {
  it('carry the same guard', async () => {
    const heads = t.app.routeTable.filter((r) => r.method === 'HEAD' && r.url.startsWith('/api/') && r.access !== 'public');
    expect(heads.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const head of heads) {
      const res = await callers.none.client.request('HEAD' as 'GET', fillPath(head.url, { id: MISSING_ID }));
      if (res.statusCode !== 401) open.push(`HEAD ${head.url}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});

describe('every route × every caller × every record', () => {
  const principals: Principal[] = ['admin', 'viewer', 'store', 'norole', 'dealerA', 'dealerB', 'none'];

  // One test: the routes are known only once the app is built; a failure lists every wrong answer at once.
  it('answers each caller as the permission table and ownership say', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const principal of principals) {
        for (const record of recordCases(route)) {
          const url = fillPath(route.url, { id: idFor(route, principal, record) });
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODY[route.key] ?? {});
          const res = await callers[principal].client.request(route.method as 'GET', url, { body });
          const want = expected(route, principal, record);
          if (!want.includes(res.statusCode)) mismatches.push(`${route.key} as ${principal} on ${record}: ${res.statusCode}, expected ${want.join(' or ')} — ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
