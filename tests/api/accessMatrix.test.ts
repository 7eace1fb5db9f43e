import { IMPORT_KINDS } from '../../contract/imports';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFor } from '../../contract/resources';
import { accessPlugin } from '../../server/plugins/routeAccess';
import { ADMIN, buildTestApp, Client, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';
import { COLLECTION_PERMISSIONS } from '../helpers/accessTable';
import { apiRoutes, DEALER_A, DEALER_B, describeAccess, fillPath, findRecords, MISSING_ID, type ApiRoute, type Records } from '../helpers/routeTable';

// Issue 10 item 2, DESIGN.md §3 and §5: every API route, as every kind of caller, on its own
// record, another dealer's and a missing one, answers what the permission table and the
// ownership rules say. The routes come from the app's route table, so a new route is covered as
// soon as it exists. What each route needs is written here from DESIGN.md §3 and SPEC.md §6,
// independently of the declarations in the code (issue 17 item 7): a route that names the wrong
// area fails here, and so does a route this table does not know.

type Principal = 'admin' | 'viewer' | 'store' | 'norole' | 'dealerA' | 'dealerB' | 'none' | 'key';
type RecordCase = 'own' | 'other' | 'missing' | 'existing' | '-';
interface Caller {
  client: Client;
  kind: 'staff' | 'dealer' | 'none' | 'key';
  permissions: Set<string>;
}
/** A permission name, or who else may call: no session, any staff user, a locked one too, a dealer. */
type Need = string | 'public' | 'staff' | 'staff-even-locked' | 'dealer';

/** Every route that is not simply "read or write its collection". */
const OTHER_ROUTES: Record<string, Need> = {
  'GET /api/csrf-cookie': 'public',
  'GET /api/docs': 'public',
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/refresh-token': 'public',
  'POST /api/logout': 'public',
  'POST /api/register': 'public',
  'POST /api/forgot-password': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/dealer/login': 'public',
  'POST /api/dealer/refresh-token': 'public',
  'POST /api/dealer/logout': 'public',
  'POST /api/dealer/forgot-password': 'public',
  'POST /api/dealer/reset-password': 'public',
  // The lock screen's own calls (SPEC.md §2 lock-screen): a locked session still makes them.
  'GET /api/me': 'staff-even-locked',
  'POST /api/lock': 'staff-even-locked',
  'POST /api/unlock': 'staff-even-locked',
  'POST /api/password': 'staff',
  // Issue 36 item 3: one's own preferences (the low-stock digest); turning the digest on needs view_po, checked by tests/api/mails.test.ts.
  'GET /api/me/preferences': 'staff',
  'PUT /api/me/preferences': 'staff',
  // Every printed document carries the company header; changing it is the business's own setting (docs/decisions.md).
  'GET /api/settings': 'staff',
  'PUT /api/settings': 'manage_settings',
  // The demo storefront (SPEC.md §7 "GET products"): any signed-in staff user.
  'GET /api/storefront/products': 'staff',
  'GET /api/storefront/products/:id': 'staff',
  // DESIGN.md §5 "Events": any signed-in staff user or dealer; each event is filtered by what the session may read (tests/api/events.test.ts).
  'GET /api/events': 'staff',
  'GET /api/dealer/events': 'dealer',
  // The dashboard needs no permission; each widget the read permission of its area (DESIGN.md §3).
  'GET /api/dashboard/stock': 'view_stock_hub',
  'GET /api/dashboard/orders': 'view_orders',
  'GET /api/dashboard/purchase-orders': 'view_po',
  // SPEC.md §2: room-rack (warehouse → rooms → racks) is behind view_rooms.
  'GET /api/warehouses/:id/tree': 'view_rooms',
  'POST /api/dealers/:id/portal-password': 'manage_customers',
  'PUT /api/roles/:id/permissions': 'manage_roles',
  'POST /api/users/:id/password-reset': 'manage_users',
  // Pickers of the screens that need them: who a work order or job card can go to, where stock is.
  'GET /api/work-orders/assignees': 'view_orders',
  'GET /api/job-cards/technicians': 'view_jc',
  'GET /api/orders/:id/pick-options': 'view_orders',
  'GET /api/purchase-orders/:id/racks': 'view_po',
  'GET /api/job-cards/:id/part-options': 'view_jc',
  // Issue 19: an import writes the list it fills (opening stock: a stock adjustment; locations:
  // warehouses, with rooms checked inside); its template reads like the list; progress is the caller's own.
  ...Object.fromEntries(
    (
      [
        ['products', 'products'],
        ['prices', 'products'],
        ['categories', 'categories'],
        ['suppliers', 'suppliers'],
        ['dealers', 'dealers'],
        ['locations', 'warehouses'],
        ['opening-stock', 'stock-adjustments'],
      ] as const
    ).flatMap(([kind, collection]) => [
      [`POST /api/imports/${kind}`, COLLECTION_PERMISSIONS[collection][1]!],
      [`GET /api/imports/${kind}/template.csv`, COLLECTION_PERMISSIONS[collection][0]],
    ]),
  ),
  'GET /api/imports/progress/:id': 'staff',
  // Issue 20: labels read what they print; a scan finds, for any staff user, only what they may view.
  'GET /api/labels/products.pdf': 'view_products',
  'GET /api/labels/racks.pdf': 'view_rooms',
  'GET /api/scan/:code': 'staff',
  // DESIGN.md §5 "Integrations": replaying a delivery is managing the subscription it belongs to.
  'POST /api/webhook-deliveries/:id/replay': 'manage_integrations',
};

/**
 * DESIGN.md §5 "Integrations": what an API key never opens, whatever it holds: the session routes
 * (signing in and out, registering, passwords, the lock screen, the live stream of a session) and
 * the whole dealer portal. Written here from DESIGN.md, apart from server/plugins/apiKeyScope.ts.
 */
const NEVER_BY_KEY = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/refresh-token',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/password',
  'GET /api/me/preferences',
  'PUT /api/me/preferences',
  'GET /api/me',
  'POST /api/lock',
  'POST /api/unlock',
  'GET /api/events',
]);
/** The permissions of the matrix's API key (made by the administrator): products and the integrations, nothing else. */
const KEY_PERMISSIONS = ['view_products', 'manage_products', 'view_integrations', 'manage_integrations'];

/** A script: `Authorization: Bearer <key>`, no cookie, no anti-forgery header. */
class KeyClient {
  constructor(private readonly secret: string) {}
  request(method: 'GET', url: string, opts: { body?: unknown } = {}) {
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${this.secret}` }, ...(opts.body !== undefined && { payload: opts.body as object }) });
  }
}

/** What a route needs: the table above, else its collection's read (GET) or write permission. */
function needOf(route: ApiRoute): Need | undefined {
  if (route.key in OTHER_ROUTES) return OTHER_ROUTES[route.key];
  if (route.dealerScoped) return 'dealer';
  const [, collection] = /^\/api\/([\w-]+)/.exec(route.url) ?? [];
  const permissions = COLLECTION_PERMISSIONS[collection];
  if (!permissions) return undefined;
  return route.method === 'GET' ? permissions[0] : (permissions[1] ?? undefined);
}

/** The permission the code declares for a route, by the registry's table. */
const declaredNeed = (route: ApiRoute): Need | undefined =>
  typeof route.access === 'object' ? (permissionFor(route.access.collection, route.access.action) ?? undefined) : route.access;

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
  // An import reads a CSV or XLSX file as its body: the probe's JSON `{}` is refused as such.
  ...Object.fromEntries(IMPORT_KINDS.map((kind) => [`POST /api/imports/${kind}`, 415])),
  // Labels without the records to print (the probe sends no query).
  'GET /api/labels/products.pdf': 400,
  'GET /api/labels/racks.pdf': 400,
  // The probe scans a demo product's SKU: found only by who may view products.
  'GET /api/scan/:code': (c) => (c.permissions.has('view_products') ? 200 : 404),
  // The probe does not ask for text/event-stream: past the gate, the streams say that is all they give.
  'GET /api/events': 406,
  'GET /api/dealer/events': 406,
  // A test event is queued (its delivery answered), a delivery queued again: no body to refuse.
  'POST /api/webhook-subscriptions/:id/test': 202,
  'POST /api/webhook-deliveries/:id/replay': 202,
};
/** Bodies other than `{}` where an empty one is valid: it would blank a dealer's profile. */
const BODY: Record<string, unknown> = { 'PUT /api/dealer/profile': { phone: 'call me' } };
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
  const key = await callers.admin.client.post('/api/api-keys', { name: 'Matrix', permissions: KEY_PERMISSIONS });
  expect(key.statusCode, key.body).toBe(201);
  callers.key = { client: new KeyClient(key.json().secret) as unknown as Client, kind: 'key', permissions: new Set(KEY_PERMISSIONS) };
  records = await findRecords(t, routes, callers.admin.client);
});
afterAll(() => t?.close());

function recordCases(route: ApiRoute): RecordCase[] {
  if (!route.url.includes(':id')) return ['-'];
  if (route.dealerScoped) return ['own', 'other', 'missing'];
  // Deleting an existing record is not harmless; the gate is the same for a missing one.
  return route.method === 'DELETE' ? ['missing'] : ['existing', 'missing'];
}

function idFor(route: ApiRoute, principal: Principal, record: RecordCase): number | string {
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
  const need = needOf(route);
  if (need === undefined) throw new Error(`${route.key} is not in this file's table of what each route needs`);
  if (caller.kind === 'key') {
    if (need === 'dealer' || route.dealerScoped || NEVER_BY_KEY.has(route.key)) return [401];
    if (need !== 'public' && need !== 'staff' && !caller.permissions.has(need)) return [403];
  } else if (need === 'dealer') {
    if (caller.kind !== 'dealer') return [401];
  } else if (need !== 'public') {
    if (caller.kind !== 'staff') return [401];
    if (need !== 'staff' && need !== 'staff-even-locked' && !caller.permissions.has(need)) return [403];
  }
  if (record === 'missing' && route.url.endsWith('/:id/history')) return [200];
  // An import's progress by an id not (yet) known reads as not started (the SPA polls before its upload arrives).
  if (record === 'missing' && route.url === '/api/imports/progress/:id') return [200];
  if (record === 'missing' && route.method !== 'GET' && route.method !== 'DELETE') return [404, 422];
  if (record === 'missing' || record === 'other') return [404];
  // The caller before may have replayed the same delivery a moment ago: while that attempt is on
  // its way, a replay is refused as "being sent right now" (409), which is also an allowed answer.
  if (route.key === 'POST /api/webhook-deliveries/:id/replay') return [202, 409];
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

  it('declares for each route what DESIGN.md §3 and SPEC.md §6 say it needs, and knows no route this table does not', () => {
    const wrong = routes.filter((r) => declaredNeed(r) !== needOf(r)).map((r) => `${r.key}: declares ${declaredNeed(r)}, needs ${needOf(r)}`);
    expect(wrong).toEqual([]);
    expect(Object.keys(OTHER_ROUTES).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
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
  const principals: Principal[] = ['admin', 'viewer', 'store', 'norole', 'dealerA', 'dealerB', 'none', 'key'];

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

describe('each permission, held alone and held by everyone but', () => {
  // The matrix above uses the demo roles; this gives a probe user exactly one permission, then
  // every permission but that one, and checks each gated route against this file's table.
  it('opens exactly the routes that need it', async () => {
    const gated = new Map<string, ApiRoute[]>();
    for (const route of routes) {
      const need = needOf(route);
      if (!need || ['public', 'staff', 'staff-even-locked', 'dealer'].includes(need)) continue;
      gated.set(need, [...(gated.get(need) ?? []), route]);
    }
    const names = (await t.sql<{ name: string }>('select name from permissions order by name')).map((r) => r.name);
    expect([...gated.keys()].filter((need) => !names.includes(need))).toEqual([]);
    expect(gated.size).toBeGreaterThan(25);

    // The matrix above ends every caller's session (logout is among the routes it calls).
    const admin = await signIn(t.app, ADMIN);
    const role = (await admin.post('/api/roles', { name: 'Probe' })).json();
    const email = 'probe@example.com';
    expect((await admin.post('/api/users', { full_name: 'Probe', email, role_id: role.id, status: 'active' })).statusCode).toBe(201);
    await t.sql(`update users set password_hash = (select password_hash from users where email = $1) where email = $2`, [ADMIN.email, email]);
    const probe = await signIn(t.app, { email, password: ADMIN.password });
    let version: number = role.version;
    const holding = async (permissions: string[]) => {
      const res = await admin.put(`/api/roles/${role.id}/permissions`, { version, permissions });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    };
    const call = (route: ApiRoute) =>
      probe.request(route.method as 'GET', fillPath(route.url, { id: MISSING_ID }), { body: route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODY[route.key] ?? {}) });

    const wrong: string[] = [];
    for (const [permission, gatedRoutes] of gated) {
      await holding([permission]);
      for (const route of gatedRoutes) {
        const res = await call(route);
        if ([401, 403, 423].includes(res.statusCode)) wrong.push(`${route.key} with only ${permission}: ${res.statusCode}`);
      }
      await holding(names.filter((name) => name !== permission));
      for (const route of gatedRoutes) {
        const res = await call(route);
        if (res.statusCode !== 403) wrong.push(`${route.key} with every permission but ${permission}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});


/**
 * Issue 32, DESIGN.md §3 "Privilege is never gained sideways": past the gate, who may act on
 * whom. Each row: a caller holding `holds`, the route, the record it names and the body it sends,
 * and the status DESIGN.md's rule gives (403: beyond the caller's permissions; 409: a rule).
 */
type Target = 'self' | 'administrator' | 'peer' | 'administrator role' | 'small role' | 'none';
interface PrivilegeRow {
  holds: 'manage_users' | 'manage_roles' | 'everything';
  route: string;
  target: Target;
  body?: (ids: Record<string, number>) => Record<string, unknown>;
  /** Arranged first: the caller is the only active user who manages roles (others disabled behind the API's back). */
  onlyManager?: true;
  want: number;
}
const USER_KEEPER = ['manage_users', 'view_users', 'view_roles', 'view_products'];
const ROLE_KEEPER = ['manage_roles', 'view_roles', 'view_users', 'view_products'];
const PRIVILEGE_RULES: PrivilegeRow[] = [
  // Nobody changes their own role or status.
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'self', body: (ids) => ({ role_id: ids.administratorRole }), want: 409 },
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'self', body: () => ({ status: 'disabled' }), want: 409 },
  { holds: 'everything', route: 'PUT /api/users/:id', target: 'self', body: (ids) => ({ role_id: ids.smallRole }), want: 409 },
  // Nobody changes, disables, deletes, resets or re-addresses a user who holds more than they do.
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'administrator', body: () => ({ email: 'taken.over@example.com' }), want: 403 },
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'administrator', body: () => ({ status: 'disabled' }), want: 403 },
  { holds: 'manage_users', route: 'DELETE /api/users/:id', target: 'administrator', want: 403 },
  { holds: 'manage_users', route: 'POST /api/users/:id/password-reset', target: 'administrator', want: 403 },
  // A role is given only within the giver's permissions.
  { holds: 'manage_users', route: 'POST /api/users', target: 'none', body: (ids) => ({ full_name: 'Made Admin', email: 'made.admin@example.com', role_id: ids.administratorRole }), want: 403 },
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'peer', body: (ids) => ({ role_id: ids.administratorRole }), want: 403 },
  { holds: 'manage_users', route: 'PUT /api/users/:id', target: 'peer', body: () => ({ full_name: 'Peer Renamed' }), want: 200 },
  { holds: 'manage_users', route: 'POST /api/users/:id/password-reset', target: 'peer', want: 202 },
  // A role's permissions are changed only within the changer's; a role holding more is not theirs.
  { holds: 'manage_roles', route: 'PUT /api/roles/:id/permissions', target: 'administrator role', body: () => ({ permissions: ['manage_roles', 'view_roles'] }), want: 403 },
  { holds: 'manage_roles', route: 'PUT /api/roles/:id', target: 'administrator role', body: () => ({ name: 'Renamed' }), want: 403 },
  { holds: 'manage_roles', route: 'DELETE /api/roles/:id', target: 'administrator role', want: 403 },
  { holds: 'manage_roles', route: 'PUT /api/roles/:id/permissions', target: 'small role', body: () => ({ permissions: ['view_products', 'manage_products'] }), want: 403 },
  { holds: 'manage_roles', route: 'PUT /api/roles/:id/permissions', target: 'small role', body: () => ({ permissions: ['view_products', 'view_users'] }), want: 200 },
  // The last role held by an active user keeps manage_roles, whatever empty role also holds it.
  { holds: 'everything', route: 'PUT /api/roles/:id/permissions', target: 'administrator role', body: () => ({ permissions: ['view_roles'] }), onlyManager: true, want: 409 },
];

describe('privilege is never gained sideways (DESIGN.md §3, issue 32)', () => {
  it('answers each row of the rule table', async () => {
    const admin = await signIn(t.app, ADMIN);
    const onlyAdministratorManagesRoles = () =>
      t.sql(
        `update users set status = 'disabled' where email <> $1 and role_id in
          (select rp.role_id from role_permissions rp join permissions p on p.id = rp.permission_id where p.name = 'manage_roles')`,
        [ADMIN.email],
      );
    const roleOf = async (name: string, permissions: string[]) => {
      const role = (await admin.post('/api/roles', { name })).json();
      const res = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    // An empty role holding manage_roles keeps nobody in charge of roles.
    await roleOf('Nobody’s managers', ['manage_roles', 'view_roles']);
    const adminHash = (await t.sql<{ h: string }>(`select password_hash as h from users where email = $1`, [ADMIN.email]))[0].h;
    const userOf = async (email: string, roleId: number) => {
      const res = await admin.post('/api/users', { full_name: email.split('@')[0], email, role_id: roleId, status: 'active' });
      expect(res.statusCode, res.body).toBe(201);
      await t.sql(`update users set password_hash = $1 where email = $2`, [adminHash, email]);
      return res.json().id as number;
    };
    const ids: Record<string, number> = {
      administratorRole: (await t.sql<{ id: number }>(`select id from roles where name = 'Administrator'`))[0].id,
      administrator: (await admin.get('/api/me')).json().user.id,
    };
    ids.smallRole = await roleOf('Small role', ['view_products']);
    ids.peer = await userOf('peer@example.com', ids.smallRole);
    const callers = {
      manage_users: { client: null as Client | null, role: USER_KEEPER },
      manage_roles: { client: null as Client | null, role: ROLE_KEEPER },
      everything: { client: admin, role: [] },
    };
    const selfOf: Record<string, number> = { everything: ids.administrator };
    for (const holds of ['manage_users', 'manage_roles'] as const) {
      const email = `${holds.replace('manage_', '')}.keeper@example.com`;
      selfOf[holds] = await userOf(email, await roleOf(`Keeper of ${holds}`, callers[holds].role));
      callers[holds].client = await signIn(t.app, { email, password: ADMIN.password });
    }

    const wrong: string[] = [];
    for (const row of PRIVILEGE_RULES) {
      if (row.onlyManager) await onlyAdministratorManagesRoles();
      const [method, url] = row.route.split(' ');
      const id = row.target === 'self' ? selfOf[row.holds] : row.target === 'administrator' ? ids.administrator : row.target === 'peer' ? ids.peer : row.target === 'administrator role' ? ids.administratorRole : ids.smallRole;
      const current = url.startsWith('/api/roles') ? (await admin.get(`/api/roles/${id}`)).json() : row.target === 'none' ? {} : (await admin.get(`/api/users/${id}`)).json();
      const body = method === 'DELETE' ? undefined : { ...(method === 'PUT' ? { version: current.version } : {}), ...row.body?.(ids) };
      const res = await callers[row.holds].client!.request(method as 'GET', fillPath(url, { id }), { body });
      if (res.statusCode !== row.want) wrong.push(`${row.route} on ${row.target} holding ${row.holds}: ${res.statusCode}, expected ${row.want} — ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
