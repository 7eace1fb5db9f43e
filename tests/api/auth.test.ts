import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, VIEWER, within, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('anti-forgery token (DESIGN.md §5)', () => {
  it('sets a readable XSRF-TOKEN cookie on a response when the request has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answers 419 to a POST without the header, and to one whose header does not match', async () => {
    const client = new Client(t.app);
    await client.get('/api/csrf-cookie');
    const without = await client.request('POST', '/api/login', { body: ADMIN, xsrf: false });
    expect(without.statusCode).toBe(419);
    expect(without.json().message).toMatch(/CSRF token mismatch/);
    const wrong = await client.request('POST', '/api/login', { body: ADMIN, headers: { 'x-xsrf-token': 'forged' }, xsrf: false });
    expect(wrong.statusCode).toBe(419);
    expect(client.cookies.has('sy_session')).toBe(false);
  });

  it('answers 419 to a write from a signed-in user without the header, and changes nothing', async () => {
    const admin = await signIn(t.app, ADMIN);
    const res = await admin.request('DELETE', '/api/categories/10', { xsrf: false });
    expect(res.statusCode).toBe(419);
    expect((await admin.get('/api/categories/10')).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('returns the user with permissions as a comma-separated string and sets httpOnly session cookies', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/login', VIEWER);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ full_name: 'Victor Viewer', email: 'viewer@example.com', role: 'Auditor' });
    expect(user.permissions.split(',')).toContain('view_products');
    expect(user.permissions).not.toMatch(/manage_/);
    expect(user).not.toHaveProperty('password_hash');
    for (const name of ['sy_session', 'sy_refresh']) {
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.secure).toBeFalsy();
    }
  });

  it('answers one generic 401 for a wrong password and for an unknown email', async () => {
    const client = new Client(t.app);
    const wrong = await client.post('/api/login', { email: 'store@example.com', password: 'wrong' });
    const unknown = await client.post('/api/login', { email: 'nobody@example.com', password: 'wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 422 with field errors for a malformed body', async () => {
    const res = await new Client(t.app).post('/api/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: 'Enter a valid email address', password: 'Required' });
  });

  it('slows repeated failures and then locks the account for this client with 429', async () => {
    const client = new Client(t.app);
    const attempt = { email: 'locked@example.com', password: 'guess' };
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/login', attempt)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const locked = await client.post('/api/login', attempt);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
  });
});

describe('sessions', () => {
  it('answers 401 to an API call without a session', async () => {
    const res = await new Client(t.app).get(listUrl('products'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You are not signed in.' });
  });

  it('rotates the refresh token: the new one works, and a replay of the old one revokes the whole family', async () => {
    const client = await signIn(t.app, ADMIN);
    const firstRefresh = client.cookies.get('sy_refresh')!;
    const rotated = await client.post('/api/refresh-token');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.email).toBe('admin@example.com');
    expect(client.cookies.get('sy_refresh')).not.toBe(firstRefresh);
    expect((await client.get(listUrl('products'))).statusCode).toBe(200);

    const thief = new Client(t.app);
    thief.cookies.set('sy_refresh', firstRefresh);
    const replay = await thief.post('/api/refresh-token');
    expect(replay.statusCode).toBe(401);

    // The legitimate holder's access and newest refresh token are dead too.
    expect((await client.get(listUrl('products'))).statusCode).toBe(401);
    expect((await client.post('/api/refresh-token')).statusCode).toBe(401);
    const [family] = await t.sql<{ revoked_reason: string }>(
      `select revoked_reason from session_families where id = (select family_id from refresh_tokens where token_hash = encode(sha256($1::bytea), 'hex'))`,
      [firstRefresh],
    );
    expect(family.revoked_reason).toBe('refresh token reuse');
  });

  it('refreshes after the access session expired', async () => {
    const client = await signIn(t.app, ADMIN);
    await t.sql(`update access_tokens set expires_at = now() - interval '1 second'`);
    expect((await client.get(listUrl('products'))).statusCode).toBe(401);
    expect((await client.post('/api/refresh-token')).statusCode).toBe(200);
    expect((await client.get(listUrl('products'))).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the old cookies no longer work', async () => {
    const client = await signIn(t.app, ADMIN);
    const saved = new Map(client.cookies);
    const res = await client.post('/api/logout?userId=1');
    expect(res.statusCode).toBe(204);
    const replay = new Client(t.app);
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get(listUrl('products'))).statusCode).toBe(401);
    expect((await replay.post('/api/refresh-token')).statusCode).toBe(401);
  });

  it('a disabled user is signed out at the next request', async () => {
    const client = await signIn(t.app, { email: 'store@example.com', password: 'Store#2025' });
    expect((await client.get(listUrl('products'))).statusCode).toBe(200);
    await t.sql(`update users set status = 'disabled' where email = 'store@example.com'`);
    // Within 100 ms: the process hears of it by notification (issue 21).
    expect((await within(100, () => client.get(listUrl('products')), (res) => res.statusCode === 401)).statusCode).toBe(401);
    expect((await client.post('/api/refresh-token')).statusCode).toBe(401);
    await t.sql(`update users set status = 'active' where email = 'store@example.com'`);
  });

  it('a change to a role takes effect on the very next request', async () => {
    const viewer = await signIn(t.app, VIEWER);
    expect((await viewer.get(listUrl('categories'))).statusCode).toBe(200);
    await t.sql(
      `delete from role_permissions where role_id = (select id from roles where name = 'Auditor')
         and permission_id = (select id from permissions where name = 'view_categories')`,
    );
    expect((await within(100, () => viewer.get(listUrl('categories')), (res) => res.statusCode === 403)).statusCode).toBe(403);
  });
});
