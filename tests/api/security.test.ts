import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { ADMIN, Client, listUrl, signIn, VIEWER } from '../helpers/app';
import { freshDatabase } from '../helpers/db';

// Issue 10 item 1 (OWASP ASVS 5.0 checklist): cookies, sessions, anti-forgery, headers, CORS,
// error bodies, and the audit entries of item 6. Inputs and passwords: securityInput.test.ts.

const DEALER = { email: 'dealer@example.com', password: 'Dealer#2025' };
const PARTNER = 'https://partner.example.com';

let database: Database;
let app: FastifyInstance;
/** The same database behind HTTPS settings: COOKIE_SECURE on, one CORS origin. */
let secureApp: FastifyInstance;
let distDir: string;
const logLines: string[] = [];

const sql = async <T = Record<string, unknown>>(query: string, params?: unknown[]) => (await database.pool.query(query, params)).rows as T[];
const auditEntries = () =>
  logLines
    .map((line) => JSON.parse(line) as { audit?: Record<string, unknown> })
    .filter((entry) => entry.audit)
    .map((entry) => entry.audit!);

async function dealerSignIn(target: FastifyInstance = app) {
  const client = new Client(target);
  const res = await client.post('/api/dealer/login', DEALER);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await freshDatabase();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sy-security-'));
  // The two pages a build writes: the staff app's and the dealer portal's.
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Stockyard</title>');
  fs.writeFileSync(path.join(distDir, 'dealer.html'), '<!doctype html><title>Stockyard dealer portal</title>');
  const config = { cookieSecure: false, distDir, dataDir: '/nonexistent', smtpUrl: undefined, publicUrl: 'http://stockyard.test' };
  const mailer = async () => undefined;
  const stream = { write: (line: string) => void logLines.push(line) };
  app = await buildApp({ database, config, mailer, logger: { level: 'info', stream } });
  secureApp = await buildApp({ database, config: { ...config, cookieSecure: true, corsOrigins: [PARTNER] }, mailer });
  await Promise.all([app.ready(), secureApp.ready()]);
});

afterAll(async () => {
  await app.close();
  await secureApp.close();
  await database.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('cookies (ASVS 3.3)', () => {
  it('on loopback: session cookies HttpOnly and SameSite without Secure, plain names; XSRF-TOKEN readable', async () => {
    const res = await new Client(app).post('/api/login', ADMIN);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['sy_session', 'sy_refresh']) {
      expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
      expect(cookies[name].secure).toBeFalsy();
    }
    expect(cookies['XSRF-TOKEN'].httpOnly).toBeFalsy();
    expect(cookies['XSRF-TOKEN'].sameSite).toBe('Lax');
    expect(res.cookies.some((c) => c.name.startsWith('__Secure-'))).toBe(false);
  });

  it('with COOKIE_SECURE: every cookie Secure, ours named __Secure-…; XSRF-TOKEN still readable by the SPA', async () => {
    const client = new Client(secureApp);
    const first = await client.get('/api/csrf-cookie');
    const login = await client.post('/api/login', ADMIN);
    expect(login.statusCode).toBe(200);
    const dealer = await client.post('/api/dealer/login', DEALER);
    const all = [...first.cookies, ...login.cookies, ...dealer.cookies];
    const names = new Set(all.map((c) => c.name));
    for (const name of ['sy_session', 'sy_refresh', 'sy_dealer_session', 'sy_dealer_refresh', 'sy_xsrf_key']) {
      expect(names).toContain(`__Secure-${name}`);
      expect(names).not.toContain(name);
    }
    for (const c of all) {
      expect(c.secure, c.name).toBe(true);
      expect(c.sameSite, c.name).toBe('Lax');
      expect(c.httpOnly ?? false, c.name).toBe(c.name !== 'XSRF-TOKEN');
    }
    // The prefixed cookie is the one the server reads; a plain-named one carries no session.
    expect((await client.get('/api/me')).statusCode).toBe(200);
    const planted = new Client(secureApp);
    planted.cookies.set('sy_session', client.cookies.get('__Secure-sy_session')!);
    expect((await planted.get('/api/me')).statusCode).toBe(401);
    expect((await client.post('/api/logout')).statusCode).toBe(204);
    expect(client.cookies.has('__Secure-sy_session')).toBe(false);
  });
});

describe('sessions (ASVS 7)', () => {
  it('a sign-in gets a new session id: cookies planted before it are neither kept nor honoured', async () => {
    const client = new Client(app);
    client.cookies.set('sy_session', 'fixated-by-an-attacker');
    client.cookies.set('sy_refresh', 'fixated-refresh');
    await client.post('/api/login', ADMIN);
    expect(client.cookies.get('sy_session')).not.toBe('fixated-by-an-attacker');
    expect(client.cookies.get('sy_refresh')).not.toBe('fixated-refresh');
    const again = await signIn(app, ADMIN);
    expect(again.cookies.get('sy_session')).not.toBe(client.cookies.get('sy_session'));
  });

  it('logout ends the session on the server', async () => {
    const client = await signIn(app, VIEWER);
    const stolen = new Map(client.cookies);
    expect((await client.post('/api/logout')).statusCode).toBe(204);
    const replay = new Client(app);
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get('/api/me')).statusCode).toBe(401);
    expect((await replay.post('/api/refresh-token')).statusCode).toBe(401);
  });

  it('disabling a user (PUT /api/users/:id) ends that user’s sessions at once, refresh included', async () => {
    const admin = await signIn(app, ADMIN);
    const store = await signIn(app, { email: 'store@example.com', password: 'Store#2025' });
    const [user] = await sql<{ id: number }>(`select id from users where email = 'store@example.com'`);
    const current = (await admin.get(`/api/users/${user.id}`)).json();
    const disabled = await admin.put(`/api/users/${user.id}`, { ...current, status: 'disabled' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const [{ open }] = await sql<{ open: number }>(`select count(*)::int as open from session_families where principal_kind = 'staff' and principal_id = $1 and revoked_at is null`, [user.id]);
    expect(open).toBe(0);
    expect((await store.get('/api/me')).statusCode).toBe(401);
    expect((await store.post('/api/refresh-token')).statusCode).toBe(401);
    const back = (await admin.get(`/api/users/${user.id}`)).json();
    expect((await admin.put(`/api/users/${user.id}`, { ...back, status: 'active' })).statusCode).toBe(200);
  });

  it('a dealer made inactive by staff is signed out of the portal', async () => {
    const admin = await signIn(app, ADMIN);
    const portal = await dealerSignIn();
    const id = (await portal.get('/api/dealer/profile')).json().id as number;
    const dealer = (await admin.get(`/api/dealers/${id}`)).json();
    expect((await admin.put(`/api/dealers/${id}`, { ...dealer, status: 'inactive' })).statusCode).toBe(200);
    expect((await portal.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await portal.post('/api/dealer/refresh-token')).statusCode).toBe(401);
    const back = (await admin.get(`/api/dealers/${id}`)).json();
    expect((await admin.put(`/api/dealers/${id}`, { ...back, status: 'active' })).statusCode).toBe(200);
  });

  it('refresh rotates; a reused refresh token revokes the family (the newest access too) and is logged', async () => {
    const client = await signIn(app, ADMIN);
    const first = client.cookies.get('sy_refresh')!;
    expect((await client.post('/api/refresh-token')).statusCode).toBe(200);
    expect(client.cookies.get('sy_refresh')).not.toBe(first);
    const thief = new Client(app);
    thief.cookies.set('sy_refresh', first);
    expect((await thief.post('/api/refresh-token')).statusCode).toBe(401);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect((await client.post('/api/refresh-token')).statusCode).toBe(401);
    expect(auditEntries()).toContainEqual(expect.objectContaining({ event: 'refresh_token_reuse', kind: 'staff', principal_id: 1 }));
  });

  it('a sign-in has an absolute lifetime: 12 hours without "Remember me", 30 days with it', async () => {
    const age = async (client: Client, interval: string) =>
      sql(`update session_families set created_at = now() - $2::interval where id = (select family_id from refresh_tokens where token_hash = encode(sha256($1::bytea), 'hex'))`, [
        client.cookies.get('sy_refresh'),
        interval,
      ]);
    const browser = await signIn(app, ADMIN);
    await age(browser, '11 hours 50 minutes');
    expect((await browser.post('/api/refresh-token')).statusCode).toBe(200);
    // What it hands out ends with the sign-in, not 15 minutes or 14 days later.
    const [tokens] = await sql<{ late: number }>(
      `select count(*)::int as late from refresh_tokens r join session_families f on f.id = r.family_id
       where r.token_hash = encode(sha256($1::bytea), 'hex') and r.expires_at > f.created_at + interval '12 hours'`,
      [browser.cookies.get('sy_refresh')],
    );
    expect(tokens.late).toBe(0);
    await age(browser, '12 hours 1 minute');
    expect((await browser.post('/api/refresh-token')).statusCode).toBe(401);

    const remembered = new Client(app);
    await remembered.post('/api/login', { ...ADMIN, remember: true });
    await age(remembered, '29 days');
    expect((await remembered.post('/api/refresh-token')).statusCode).toBe(200);
    await age(remembered, '30 days 1 minute');
    expect((await remembered.post('/api/refresh-token')).statusCode).toBe(401);

    const dealer = await dealerSignIn();
    await sql(`update session_families set created_at = now() - interval '30 days 1 minute' where id = (select family_id from refresh_tokens where token_hash = encode(sha256($1::bytea), 'hex'))`, [
      dealer.cookies.get('sy_dealer_refresh'),
    ]);
    expect((await dealer.post('/api/dealer/refresh-token')).statusCode).toBe(401);
  });
});

describe('anti-forgery token bound to the session (ASVS 3.5)', () => {
  const unsafeRoutes = () =>
    app.routeTable
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'))
      .map((r) => ({ method: r.method as 'POST', url: r.url.replace(/:\w+/g, '1') }));

  it('every mutating route, read from the route table, answers 419 without the token, with a wrong one, and with another session’s', async () => {
    const routes = unsafeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const victim = await signIn(app, ADMIN);
    await victim.post('/api/dealer/login', DEALER);
    const attacker = await signIn(app, VIEWER);
    const before = await sql(`select count(*)::int as n, max(updated_at) as at from categories`);
    for (const { method, url } of routes) {
      const missing = await victim.request(method, url, { body: {}, xsrf: false });
      expect(missing.statusCode, `${method} ${url} without a token`).toBe(419);
      const wrong = await victim.request(method, url, { body: {}, xsrf: false, headers: { 'x-xsrf-token': 'forged' } });
      expect(wrong.statusCode, `${method} ${url} with a wrong token`).toBe(419);
      // The attacker's own token, and its cookies planted too (cookie tossing): still not the victim's session.
      const planted = new Client(app);
      for (const [k, v] of victim.cookies) planted.cookies.set(k, v);
      planted.cookies.set('XSRF-TOKEN', attacker.cookies.get('XSRF-TOKEN')!);
      planted.cookies.set('sy_xsrf_key', attacker.cookies.get('sy_xsrf_key')!);
      const foreign = await planted.request(method, url, { body: {} });
      expect(foreign.statusCode, `${method} ${url} with another session's token`).toBe(419);
      expect(foreign.json().message).toMatch(/CSRF token mismatch/);
    }
    expect(await sql(`select count(*)::int as n, max(updated_at) as at from categories`)).toEqual(before);
    expect((await victim.get('/api/me')).statusCode).toBe(200);
  });

  // Issue 17, defect 4: POST /%61pi/login answered 200 and set session cookies with no token at all.
  it('holds for every spelling of a path: percent-encoded letters, a doubled slash, a path no route has', async () => {
    const [{ n: sessionsBefore }] = await sql(`select count(*)::int as n from session_families`);
    const browser = new Client(app);
    for (const url of ['/%61pi/login', '/api/%6Cogin', '/%61pi/dealer/login', '/api/login/', '//api/login', '/%2561pi/login', '/nowhere']) {
      const res = await browser.request('POST', url, { body: url.includes('dealer') ? DEALER : ADMIN, xsrf: false });
      expect(res.statusCode, url).toBe(419);
      expect(res.cookies.filter((c) => /session|refresh/.test(c.name)), url).toEqual([]);
    }
    const signedIn = await signIn(app, ADMIN);
    const [category] = await sql(`select id, version from categories order by id limit 1`);
    const encoded = await signedIn.request('PUT', `/%61pi/categories/${category.id}`, { body: { name: 'Renamed', version: category.version }, xsrf: false });
    expect(encoded.statusCode).toBe(419);
    expect(await sql(`select version from categories where id = $1`, [category.id])).toEqual([{ version: category.version }]);
    expect(await sql(`select count(*)::int as n from session_families`)).toEqual([{ n: (sessionsBefore as number) + 1 }]);
  });

  it('a fresh visitor signs in with its pre-session token; the sign-in hands out a new one and the old one stops working', async () => {
    const browser = new Client(app);
    await browser.get('/api/csrf-cookie');
    const anonymous = browser.cookies.get('XSRF-TOKEN')!;
    // Bound to this visitor's pre-session key: another visitor cannot use it, even with the cookie copied.
    const other = new Client(app);
    await other.get('/api/csrf-cookie');
    other.cookies.set('XSRF-TOKEN', anonymous);
    expect((await other.post('/api/login', ADMIN)).statusCode).toBe(419);
    expect((await browser.post('/api/login', ADMIN)).statusCode).toBe(200);
    const signedIn = browser.cookies.get('XSRF-TOKEN')!;
    expect(signedIn).not.toBe(anonymous);
    const stale = await browser.request('POST', '/api/lock', { xsrf: false, headers: { 'x-xsrf-token': anonymous } });
    expect(stale.statusCode).toBe(419);
    // The refresh rotates the session, and the token with it.
    expect((await browser.post('/api/refresh-token')).statusCode).toBe(200);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(signedIn);
    expect((await browser.request('POST', '/api/refresh-token', { xsrf: false, headers: { 'x-xsrf-token': signedIn } })).statusCode).toBe(419);
    expect((await browser.post('/api/refresh-token')).statusCode).toBe(200);
    // After logout the browser is anonymous again and can sign in again.
    expect((await browser.post('/api/logout')).statusCode).toBe(204);
    expect((await browser.post('/api/login', ADMIN)).statusCode).toBe(200);
  });

  it('one browser holds a staff and a dealer session with one token cookie, and both portals keep writing', async () => {
    const browser = await signIn(app, ADMIN);
    await browser.post('/api/dealer/login', DEALER);
    const profile = (await browser.get('/api/dealer/profile')).json();
    const category = (await browser.get('/api/categories/1')).json();
    expect((await browser.put('/api/dealer/profile', { phone: profile.phone, version: profile.version })).statusCode).toBe(200);
    expect((await browser.put('/api/categories/1', { ...category })).statusCode).toBe(200);
    expect((await browser.post('/api/dealer/refresh-token')).statusCode).toBe(200);
    expect((await browser.post('/api/refresh-token')).statusCode).toBe(200);
    expect((await browser.put('/api/dealer/profile', { phone: profile.phone, version: profile.version + 1 })).statusCode).toBe(200);
    expect((await browser.post('/api/dealer/logout')).statusCode).toBe(204);
    const again = (await browser.get('/api/categories/1')).json();
    expect((await browser.put('/api/categories/1', { ...again })).statusCode).toBe(200);
  });

  it('a token cookie that no longer fits the session is replaced on the next API answer', async () => {
    const browser = await signIn(app, ADMIN);
    browser.cookies.set('XSRF-TOKEN', 'left-over');
    const res = await browser.get('/api/me');
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{43}$/);
    expect((await browser.post('/api/lock')).statusCode).toBe(204);
    expect((await browser.post('/api/logout')).statusCode).toBe(204);
  });
});

describe('headers (ASVS 3.4)', () => {
  it('API answers: strict CSP, nosniff, Referrer-Policy, no-store, no HSTS on loopback', async () => {
    const admin = await signIn(app, ADMIN);
    for (const res of [await admin.get(listUrl('products')), await admin.get('/api/products/1'), await new Client(app).get('/api/me')]) {
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("each SPA page (the staff app's, the dealer portal's) carries a CSP with object-src, base-uri and frame-ancestors none", async () => {
    for (const url of ['/products', '/dealer/form']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('HSTS when cookies are secure (not loopback)', async () => {
    const res = await secureApp.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('CORS (ASVS 3.4.2): only configured origins', () => {
  const preflight = (target: FastifyInstance, origin: string) =>
    target.inject({ method: 'OPTIONS', url: '/api/products', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' } });

  it('a listed origin gets its preflight and credentialed answers', async () => {
    const pre = await preflight(secureApp, PARTNER);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/X-XSRF-TOKEN/i);
    const get = await secureApp.inject({ method: 'GET', url: '/api/me', headers: { origin: PARTNER } });
    expect(get.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('an unlisted origin, or any origin when none is configured, gets no Access-Control-Allow-Origin', async () => {
    for (const res of [
      await preflight(secureApp, 'https://evil.example.com'),
      await secureApp.inject({ method: 'GET', url: '/api/me', headers: { origin: 'https://evil.example.com' } }),
      await preflight(app, PARTNER),
      await app.inject({ method: 'GET', url: '/api/me', headers: { origin: PARTNER } }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('error answers reveal nothing (ASVS 16.5)', () => {
  const LEAKS = [/\n\s+at /, /\bselect\b/i, /\binsert into\b/i, /\bupdate \w+ set\b/i, /\bpg\b/, /postgres/i, /node_modules/, /\/work\//, /\.ts:\d+/, /drizzle/i, /relation "/];

  it('malformed JSON, huge numbers, wrong id types, bad list queries and a failing database answer plain messages', async () => {
    const admin = await signIn(app, ADMIN);
    const category = (await admin.get('/api/categories/1')).json();
    const answers = [
      await admin.request('POST', '/api/categories', { rawBody: '{"name": "x",' }),
      await admin.request('POST', '/api/categories', { rawBody: '['.repeat(100_000) }),
      await admin.get('/api/products/99999999999999999999999999'),
      await admin.get('/api/products/abc'),
      await admin.get('/api/products/1e400'),
      await admin.get(listUrl('products', { filter: { id: 'abc' } })),
      await admin.get(`/api/products?sort=["name; drop table products","ASC"]`),
      await admin.get('/api/products?range=[0,1e30]'),
      await admin.get('/api/products?filter={"category_id":1e400}'),
      await admin.put('/api/categories/1', { ...category, parent_id: 2 ** 53 }),
      await admin.put('/api/products/1', { version: 1, reorder_level: 1e300 }),
      await admin.request('POST', '/api/categories', { rawBody: '{"name": 1e400}' }),
    ];
    // A failure of the database itself (a table gone) is a 500 that says nothing about it.
    await sql('alter table categories rename to categories_away');
    try {
      answers.push(await admin.get(listUrl('categories')), await admin.get('/api/categories/1'));
    } finally {
      await sql('alter table categories_away rename to categories');
    }
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(Object.keys(res.json()).every((k) => ['message', 'errors', 'current'].includes(k)), res.body).toBe(true);
      for (const leak of LEAKS) expect(res.body, `${leak} in ${res.body}`).not.toMatch(leak);
    }
    expect(answers.at(-1)!.statusCode).toBe(500);
    expect(answers.slice(0, -2).every((res) => res.statusCode < 500)).toBe(true);
  });
});

describe('audit log entries (issue 10 item 6)', () => {
  it('sign-in success and failure are logged, never with the password', async () => {
    const secret = 'Wrong#Guess-4711';
    await new Client(app).post('/api/login', { email: 'viewer@example.com', password: secret });
    await new Client(app).post('/api/login', { email: 'ghost@example.com', password: secret });
    await signIn(app, VIEWER);
    const entries = auditEntries();
    expect(entries).toContainEqual(expect.objectContaining({ event: 'login_failure', kind: 'staff', email: 'viewer@example.com', reason: 'wrong password' }));
    expect(entries).toContainEqual(expect.objectContaining({ event: 'login_failure', email: 'ghost@example.com', reason: 'unknown account' }));
    expect(entries).toContainEqual(expect.objectContaining({ event: 'login_success', kind: 'staff', email: 'viewer@example.com', principal_id: expect.any(Number) }));
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(VIEWER.password);
  });

  it('denied access (403) is logged with who and what', async () => {
    const viewer = await signIn(app, VIEWER);
    expect((await viewer.request('DELETE', '/api/categories/1')).statusCode).toBe(403);
    expect(auditEntries()).toContainEqual(
      expect.objectContaining({ event: 'access_denied', permission: 'manage_categories', method: 'DELETE', url: '/api/categories/1', user_id: expect.any(Number) }),
    );
  });
});
