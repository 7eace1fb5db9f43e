import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../contract/user';
import { IP_LOCK_AFTER, LOCK_AFTER } from '../../server/services/loginThrottle';
import { hashPassword } from '../../server/services/passwords';
import { ADMIN, buildTestApp, Client, listUrl, signIn, VIEWER, type TestApp } from '../helpers/app';

// Issue 10 item 1 (OWASP ASVS 5.0 checklist), the input side: passwords, sign-in throttling,
// reset links, request bodies (JSON only, no mass assignment, no prototype keys), safe GETs.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEALER = { email: 'dealer@example.com', password: 'Dealer#2025' };
const LONGEST = 'Long#Pass-'.padEnd(128, 'x');
const unsafeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** An active staff user of the Auditor role, with a known password, for tests that change it. */
async function makeUser(email: string, password = 'Starting#Point-1') {
  await t.sql(
    `insert into users (full_name, email, password_hash, status, role_id) values ($1, $2, $3, 'active', (select id from roles where name = 'Auditor'))`,
    [email.split('@')[0], email, await hashPassword(password)],
  );
  return { email, password };
}

async function resetToken(email: string): Promise<string> {
  const res = await new Client(t.app).post('/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = t.mails.filter((m) => m.to === email).at(-1)!;
  return /token=([\w-]+)/.exec(mail.text)![1];
}

/** A sign-in from a given client address (the throttle counts per address). */
async function loginFrom(ip: string, credentials: { email: string; password: string }) {
  const first = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie', remoteAddress: ip });
  const jar = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': jar['XSRF-TOKEN'], 'content-type': 'application/json' },
    payload: JSON.stringify(credentials),
  });
}

describe('passwords (ASVS 6.2, 11.4)', () => {
  it('are stored as argon2id with at least m=19456 KiB, t=2, p=1', async () => {
    const user = await makeUser('hash-check@example.com');
    const [{ password_hash }] = await t.sql<{ password_hash: string }>(`select password_hash from users where email = $1`, [user.email]);
    const [{ portal }] = await t.sql<{ portal: string }>(`select portal_password_hash as portal from dealers where portal_email = $1`, [DEALER.email]);
    for (const hash of [password_hash, portal]) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
      expect(match, hash).not.toBeNull();
      const [m, time, p] = match!.slice(1).map(Number);
      expect(m).toBeGreaterThanOrEqual(19456);
      expect(time).toBeGreaterThanOrEqual(2);
      expect(p).toBeGreaterThanOrEqual(1);
    }
  });

  it('everywhere one is set: under 8 or over 128 characters, or a common one, is refused; 128 is accepted', async () => {
    const own = await makeUser('policy-own@example.com');
    const resetting = await makeUser('policy-reset@example.com');
    const ownClient = await signIn(t.app, own);
    const admin = await signIn(t.app, ADMIN);
    const dealer = new Client(t.app);
    await dealer.post('/api/dealer/login', { email: 'dealer2@example.com', password: 'Dealer#2025' });
    const [{ id: dealerId }] = await t.sql<{ id: number }>(`select id from dealers where portal_email = 'dealer@example.com'`);
    const token = await resetToken(resetting.email);
    let n = 0;
    const places: Record<string, (password: string) => Promise<{ statusCode: number; json(): { errors?: Record<string, string> } }>> = {
      register: (password) => new Client(t.app).post('/api/register', { full_name: 'New Person', email: `policy-new-${n++}@example.com`, password }),
      'reset-password': (password) => new Client(t.app).post('/api/reset-password', { token, password }),
      'own password': (password) => ownClient.post('/api/password', { current_password: own.password, password }),
      'portal password set by staff': (password) => admin.post(`/api/dealers/${dealerId}/portal-password`, { password }),
      'portal password changed by the dealer': (password) => dealer.post('/api/dealer/password', { current_password: 'Dealer#2025', password }),
    };
    for (const [place, attempt] of Object.entries(places)) {
      for (const [password, message] of [
        ['Sh0rt#7', 'At least 8 characters'],
        [LONGEST + 'x', 'At most 128 characters'],
        ['password1', COMMON_PASSWORD_MESSAGE],
        ['SunShine', COMMON_PASSWORD_MESSAGE],
        ['Trustno1', COMMON_PASSWORD_MESSAGE],
      ]) {
        const res = await attempt(password);
        expect(res.statusCode, `${place}: ${password}`).toBe(422);
        expect(res.json().errors?.password, `${place}: ${password}`).toBe(message);
      }
      expect((await attempt(LONGEST)).statusCode, place).toBeLessThan(300);
    }
    expect((await new Client(t.app).post('/api/login', { email: own.email, password: LONGEST })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/dealer/login', { email: 'dealer2@example.com', password: LONGEST })).statusCode).toBe(200);
  });

  it('changing one’s own password needs the current one, ends the other sessions and keeps this one', async () => {
    const user = await makeUser('changer@example.com');
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const wrong = await here.post('/api/password', { current_password: 'not it', password: 'Brand#New-2025' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: 'Wrong password' });
    expect((await elsewhere.get('/api/me')).statusCode).toBe(200);

    expect((await here.post('/api/password', { current_password: user.password, password: 'Brand#New-2025' })).statusCode).toBe(200);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    expect((await elsewhere.post('/api/refresh-token')).statusCode).toBe(401);
    expect((await here.get('/api/me')).statusCode).toBe(200);
    expect((await here.post('/api/refresh-token')).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/login', user)).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/login', { email: user.email, password: 'Brand#New-2025' })).statusCode).toBe(200);
  });

  it('a dealer changing its portal password ends its other sessions and keeps this one', async () => {
    const [{ id }] = await t.sql<{ id: number }>(`select id from dealers where portal_email = 'dealer@example.com'`);
    const admin = await signIn(t.app, ADMIN);
    expect((await admin.post(`/api/dealers/${id}/portal-password`, { password: 'Portal#Start-1' })).statusCode).toBeLessThan(300);
    const here = new Client(t.app);
    const elsewhere = new Client(t.app);
    await here.post('/api/dealer/login', { email: DEALER.email, password: 'Portal#Start-1' });
    await elsewhere.post('/api/dealer/login', { email: DEALER.email, password: 'Portal#Start-1' });
    expect((await here.post('/api/dealer/password', { current_password: 'Portal#Start-1', password: 'Portal#Next-2' })).statusCode).toBe(200);
    expect((await elsewhere.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await elsewhere.post('/api/dealer/refresh-token')).statusCode).toBe(401);
    expect((await here.get('/api/dealer/profile')).statusCode).toBe(200);
    // Staff setting it ends every portal session, this one too.
    expect((await admin.post(`/api/dealers/${id}/portal-password`, { password: DEALER.password })).statusCode).toBeLessThan(300);
    expect((await here.get('/api/dealer/profile')).statusCode).toBe(401);
  });
});

describe('reset links (ASVS 6.4)', () => {
  it('work once, expire, and die with any password change', async () => {
    const user = await makeUser('resetter@example.com');
    const once = await resetToken(user.email);
    expect((await new Client(t.app).post('/api/reset-password', { token: once, password: 'Reset#One-2025' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/reset-password', { token: once, password: 'Reset#Two-2025' })).statusCode).toBe(422);

    const late = await resetToken(user.email);
    await t.sql(`update password_resets set expires_at = now() - interval '1 second' where token_hash = encode(sha256($1::bytea), 'hex')`, [late]);
    expect((await new Client(t.app).post('/api/reset-password', { token: late, password: 'Reset#Three-2025' })).statusCode).toBe(422);

    // Two links out; using one kills the other.
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await new Client(t.app).post('/api/reset-password', { token: first, password: 'Reset#Four-2025' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/reset-password', { token: second, password: 'Reset#Five-2025' })).statusCode).toBe(422);

    // So does changing the password while signed in.
    const pending = await resetToken(user.email);
    const session = await signIn(t.app, { email: user.email, password: 'Reset#Four-2025' });
    expect((await session.post('/api/password', { current_password: 'Reset#Four-2025', password: 'Reset#Six-2025' })).statusCode).toBe(200);
    const res = await new Client(t.app).post('/api/reset-password', { token: pending, password: 'Reset#Seven-2025' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it('a reset ends every session of the user', async () => {
    const user = await makeUser('reset-sessions@example.com');
    const session = await signIn(t.app, user);
    const token = await resetToken(user.email);
    expect((await new Client(t.app).post('/api/reset-password', { token, password: 'After#Reset-2025' })).statusCode).toBe(200);
    expect((await session.get('/api/me')).statusCode).toBe(401);
    expect((await session.post('/api/refresh-token')).statusCode).toBe(401);
  });
});

describe('sign-in throttling (ASVS 6.3.1)', () => {
  it('per account, whatever the address: after 5 failures from 5 addresses even the right password waits', async () => {
    const user = await makeUser('spread@example.com');
    for (let i = 1; i <= LOCK_AFTER; i++) expect((await loginFrom(`10.1.0.${i}`, { email: user.email, password: `guess-${i}` })).statusCode).toBe(401);
    const locked = await loginFrom('10.1.0.99', user);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('per address, whatever the account: one address guessing many accounts is locked out, others are not', async () => {
    const user = await makeUser('bystander@example.com');
    const own = await makeUser('sprayer@example.com');
    const spray = async (i: number) => expect((await loginFrom('10.2.0.1', { email: `spray-${i}@example.com`, password: 'Spray#2025' })).statusCode).toBe(401);
    for (let i = 1; i < IP_LOCK_AFTER; i++) await spray(i);
    // Signing in to an account of its own does not wipe the address's count.
    expect((await loginFrom('10.2.0.1', own)).statusCode).toBe(200);
    await spray(IP_LOCK_AFTER);
    expect((await loginFrom('10.2.0.1', user)).statusCode).toBe(429);
    expect((await loginFrom('10.2.0.2', user)).statusCode).toBe(200);
  });

  it('an unknown account gets the same answer as a wrong password, at a similar cost, and the same lock', async () => {
    const user = await makeUser('known@example.com');
    const known = await loginFrom('10.3.0.1', { email: user.email, password: 'Not#The-One' });
    const unknown = await loginFrom('10.3.0.2', { email: 'unknown-person@example.com', password: 'Not#The-One' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const shape = (headers: Record<string, unknown>) => Object.keys(headers).filter((h) => !['date', 'x-request-id'].includes(h)).sort();
    expect(shape(unknown.headers)).toEqual(shape(known.headers));

    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      await loginFrom(ip, { email, password: 'Not#The-One' });
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 4; i++) {
      // One failure per account, from its own address: no slow-down, no lock in the way.
      await makeUser(`timed-${i}@example.com`);
      knownTimes.push(await timed(`timed-${i}@example.com`, `10.3.1.${i}`));
      unknownTimes.push(await timed(`nobody-${i}@example.com`, `10.3.2.${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.3);
    expect(median(unknownTimes)).toBeLessThan(median(knownTimes) * 3);

    const fail = async (email: string, net: string) => {
      for (let i = 0; i < LOCK_AFTER; i++) await loginFrom(`${net}.${i}`, { email, password: 'x' });
    };
    await Promise.all([fail('known@example.com', '10.4.0'), fail('nobody-at-all@example.com', '10.4.1')]);
    const lockedKnown = await loginFrom('10.4.2.1', { email: 'known@example.com', password: 'x' });
    const lockedUnknown = await loginFrom('10.4.2.2', { email: 'nobody-at-all@example.com', password: 'x' });
    expect(lockedKnown.statusCode).toBe(429);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.json().message).toBe(lockedKnown.json().message);
  });
});

describe('request bodies (ASVS 4.1, 15.3)', () => {
  const unsafeRoutes = () =>
    t.app.routeTable.filter((r) => unsafeMethods.includes(r.method) && r.url.startsWith('/api/')).map((r) => ({ method: r.method as 'POST', url: r.url.replace(/:\w+/g, '1') }));

  it('every mutating route refuses a body that is not JSON with 415, and changes nothing', async () => {
    const admin = await signIn(t.app, ADMIN);
    const routes = unsafeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const [before] = await t.sql(`select count(*)::int as n, max(updated_at) as at from categories`);
    for (const { method, url } of routes) {
      for (const [type, body] of [
        ['text/plain', '{"name":"Sneaky"}'],
        ['application/x-www-form-urlencoded', 'name=Sneaky'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSneaky\r\n--x--'],
      ]) {
        const res = await admin.request(method, url, { rawBody: body, headers: { 'content-type': type } });
        expect(res.statusCode, `${method} ${url} as ${type}`).toBe(415);
        expect(res.json().message).toBeTruthy();
      }
    }
    expect((await t.sql(`select count(*)::int as n, max(updated_at) as at from categories`))[0]).toEqual(before);
    // react-admin's DELETE says text/plain but sends no body: it is let through.
    expect((await admin.request('DELETE', '/api/categories/999999', { headers: { 'content-type': 'text/plain' } })).statusCode).toBe(404);
  });

  it('__proto__ and constructor.prototype keys are refused (400), pollute nothing and change nothing', async () => {
    const admin = await signIn(t.app, ADMIN);
    const dealer = new Client(t.app);
    await dealer.post('/api/dealer/login', DEALER);
    const profile = (await dealer.get('/api/dealer/profile')).json();
    const payloads: [Client, 'POST' | 'PUT', string, string][] = [
      [admin, 'POST', '/api/categories', '{"name":"Proto one","__proto__":{"parent_id":1}}'],
      [admin, 'POST', '/api/categories', '{"name":"Proto two","constructor":{"prototype":{"polluted":true}}}'],
      [admin, 'PUT', '/api/categories/1', '{"version":1,"name":"Proto three","__proto__":{"version":99}}'],
      [dealer, 'PUT', '/api/dealer/profile', '{"phone":"000","__proto__":{"credit_limit":999999999}}'],
      [dealer, 'POST', '/api/dealer/orders', '{"lines":[{"product_id":1,"quantity":1,"__proto__":{"quantity":999}}]}'],
    ];
    const [{ orders }] = await t.sql<{ orders: number }>(`select count(*)::int as orders from orders`);
    for (const [client, method, url, body] of payloads) {
      const res = await client.request(method, url, { rawBody: body });
      expect(res.statusCode, `${url} ${body}`).toBe(400);
      expect(res.json().message).toMatch(/may not hold the key/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await t.sql(`select id from categories where name like 'Proto%'`)).toEqual([]);
    expect((await dealer.get('/api/dealer/profile')).json()).toEqual(profile);
    expect((await t.sql<{ orders: number }>(`select count(*)::int as orders from orders`))[0].orders).toBe(orders);
  });
});

describe('mass assignment (ASVS 15.3.3)', () => {
  it('products: id, stock, version and timestamps in a body change nothing', async () => {
    const admin = await signIn(t.app, ADMIN);
    const sneaky = { id: 777777, on_hand: 500, reserved: 9, version: 99, created_at: '2000-01-01T00:00:00Z', updated_at: '2000-01-01T00:00:00Z' };
    const base = (await admin.get('/api/products/1')).json();
    const { id: _id, version: _v, created_at: _c, updated_at: _u, on_hand: _o, reserved: _r, ...fields } = base;
    const created = await admin.post('/api/products', { ...fields, sku: 'MASS-ASSIGN-1', barcode: null, ...sneaky });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ on_hand: 0, reserved: 0, version: 1 });
    expect(created.json().id).not.toBe(777777);
    expect(new Date(created.json().created_at).getFullYear()).toBeGreaterThan(2020);

    const updated = await admin.put('/api/products/1', { ...base, ...sneaky, version: base.version, name: 'Renamed safely' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: 1, on_hand: base.on_hand, reserved: base.reserved, created_at: base.created_at, name: 'Renamed safely' });
    expect((await admin.get('/api/products/777777')).statusCode).toBe(404);
  });

  it('users: no password hash or permissions through the user form; nobody raises their own role', async () => {
    const admin = await signIn(t.app, ADMIN);
    const viewer = await signIn(t.app, VIEWER);
    const me = (await viewer.get('/api/me')).json().user;
    const [{ password_hash: before }] = await t.sql<{ password_hash: string }>(`select password_hash from users where id = $1`, [me.id]);
    const record = (await admin.get(`/api/users/${me.id}`)).json();
    const res = await admin.put(`/api/users/${me.id}`, { ...record, password_hash: 'x', permissions: 'manage_users', last_sign_in_at: null });
    expect(res.statusCode, res.body).toBe(200);
    const [{ password_hash: after }] = await t.sql<{ password_hash: string }>(`select password_hash from users where id = $1`, [me.id]);
    expect(after).toBe(before);

    const [{ id: adminRole }] = await t.sql<{ id: number }>(`select id from roles where name = 'Administrator'`);
    const fresh = (await viewer.get(`/api/users/${me.id}`)).json();
    expect((await viewer.put(`/api/users/${me.id}`, { ...fresh, role_id: adminRole })).statusCode).toBe(403);
    const own = await viewer.post('/api/password', { current_password: 'nope', password: 'Whatever#2025', role_id: adminRole, permissions: 'manage_users' });
    expect(own.statusCode).toBe(422);
    expect((await viewer.get('/api/me')).json().user).toEqual(me);

    const registered = await new Client(t.app).post('/api/register', {
      full_name: 'Climber',
      email: 'climber@example.com',
      password: 'Climb#Er-2025',
      role_id: adminRole,
      status: 'active',
      id: 1,
    });
    expect(registered.statusCode).toBe(202);
    const [climber] = await t.sql<{ status: string; role_id: number | null }>(`select status, role_id from users where email = 'climber@example.com'`);
    expect(climber).toEqual({ status: 'pending', role_id: null });
    expect((await new Client(t.app).post('/api/login', { email: 'climber@example.com', password: 'Climb#Er-2025' })).statusCode).toBe(401);
  });

  it('roles: the generic form does not carry permissions', async () => {
    const admin = await signIn(t.app, ADMIN);
    const [{ id }] = await t.sql<{ id: number }>(`select id from roles where name = 'Auditor'`);
    const role = (await admin.get(`/api/roles/${id}`)).json();
    expect((await admin.put(`/api/roles/${id}`, { ...role, permissions: 'manage_users,manage_roles' })).statusCode).toBe(200);
    expect((await admin.get(`/api/roles/${id}`)).json().permissions).toBe(role.permissions);
  });

  it('dealer portal: the profile keeps its company, credit and status; an order is the dealer’s own, pending, at list price', async () => {
    const acme = new Client(t.app);
    await acme.post('/api/dealer/login', DEALER);
    const profile = (await acme.get('/api/dealer/profile')).json();
    const [birch] = await t.sql<{ id: number }>(`select id from dealers where portal_email = 'dealer2@example.com'`);
    const res = await acme.put('/api/dealer/profile', {
      contact_person_name: profile.contact_person_name,
      address: profile.address,
      phone: '+1 555 0100',
      version: profile.version,
      id: birch.id,
      company_name: 'Taken Over',
      credit_limit: 99999999,
      status: 'active',
      portal_email: 'attacker@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await acme.get('/api/dealer/profile')).json()).toEqual({ ...profile, phone: '+1 555 0100', version: profile.version + 1 });

    const [product] = await t.sql<{ id: number; dealer_price: string }>(`select id, dealer_price from products where active and on_hand - reserved >= 1 order by id limit 1`);
    const order = await acme.post('/api/dealer/orders', {
      dealer_id: birch.id,
      status: 'delivered',
      total: 0,
      lines: [{ product_id: product.id, quantity: 1, unit_price: 0, line_total: 0 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const [row] = await t.sql<{ dealer_id: number; status: string; unit_price: string }>(
      `select o.dealer_id, o.status, l.unit_price::text from orders o join order_lines l on l.order_id = o.id where o.id = $1`,
      [order.json().id],
    );
    expect(row.dealer_id).toBe(profile.id);
    expect(row.status).toBe('pending');
    expect(Number(row.unit_price)).toBe(Number(product.dealer_price));
  });
});

describe('no state change on GET (ASVS 4.1)', () => {
  /** The cursors the webhook and mail readers move in the background, as events committed before the GETs reach them. */
  const READERS_CURSORS = new Set(['webhook_cursor', 'mail_cursor']);

  /** A digest of every table's rows. */
  async function databaseDigest(): Promise<Record<string, string>> {
    const tables = await t.sql<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const digest: Record<string, string> = {};
    for (const { name } of tables) {
      if (READERS_CURSORS.has(name)) continue;
      const [row] = await t.sql<{ md5: string }>(`select md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as md5 from "${name}" x`);
      digest[name] = row.md5;
    }
    return digest;
  }

  it('every GET route of the route table, called by staff and by a dealer, leaves every table as it was', async () => {
    const admin = await signIn(t.app, ADMIN);
    const dealer = new Client(t.app);
    await dealer.post('/api/dealer/login', DEALER);
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/')).map((r) => r.url.replace(/:\w+/g, '1'));
    expect(routes.length).toBeGreaterThan(30);
    const before = await databaseDigest();
    const statuses: number[] = [];
    for (const url of routes) statuses.push((await (url.startsWith('/api/dealer/') ? dealer : admin).get(url)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(routes.length / 2);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(await databaseDigest()).toEqual(before);
    expect((await admin.get(listUrl('products'))).statusCode).toBe(200);
  });
});
