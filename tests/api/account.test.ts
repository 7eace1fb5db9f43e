import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEALER = { email: 'dealer@example.com', password: 'Dealer#2025' };

describe('dealer sessions (DESIGN.md §5 "Auth (dealers)")', () => {
  it('signs a dealer in with its own cookies and answers { dealer } with the dealerInfo fields', async () => {
    const portal = new Client(t.app);
    const res = await portal.post('/api/dealer/login', DEALER);
    expect(res.statusCode).toBe(200);
    expect(res.json().dealer).toMatchObject({ company_name: 'Acme Motors', contact_person_name: expect.any(String), id: expect.any(Number) });
    // Besides its own, the login sets a new anti-forgery token, bound to the new session.
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'sy_dealer_refresh', 'sy_dealer_session']);
    expect((await portal.get('/api/dealer/profile')).json().company_name).toBe('Acme Motors');
  });

  it('keeps the two worlds apart: a dealer session opens no staff endpoint and a staff session no dealer endpoint', async () => {
    const portal = new Client(t.app);
    await portal.post('/api/dealer/login', DEALER);
    expect((await portal.get(listUrl('products'))).statusCode).toBe(401);
    const staff = await signIn(t.app, ADMIN);
    expect((await staff.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await staff.post('/api/dealer/refresh-token')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/login', DEALER)).statusCode).toBe(401);
  });

  it('one browser holds a staff and a dealer session at once; logging one out leaves the other', async () => {
    const browser = await signIn(t.app, ADMIN);
    await browser.post('/api/dealer/login', DEALER);
    expect((await browser.get(listUrl('products'))).statusCode).toBe(200);
    expect((await browser.get('/api/dealer/profile')).statusCode).toBe(200);
    expect((await browser.post('/api/dealer/logout?dealerId=1')).statusCode).toBe(204);
    expect((await browser.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await browser.get(listUrl('products'))).statusCode).toBe(200);
  });

  it('rotates dealer refresh tokens and revokes the family on reuse', async () => {
    const portal = new Client(t.app);
    await portal.post('/api/dealer/login', DEALER);
    const first = portal.cookies.get('sy_dealer_refresh')!;
    const rotated = await portal.post('/api/dealer/refresh-token');
    expect(rotated.json().dealer.company_name).toBe('Acme Motors');
    const thief = new Client(t.app);
    thief.cookies.set('sy_dealer_refresh', first);
    expect((await thief.post('/api/dealer/refresh-token')).statusCode).toBe(401);
    expect((await portal.get('/api/dealer/profile')).statusCode).toBe(401);
  });

  it('an inactive dealer cannot sign in', async () => {
    await t.sql(`update dealers set status = 'inactive' where portal_email = 'dealer2@example.com'`);
    const res = await new Client(t.app).post('/api/dealer/login', { email: 'dealer2@example.com', password: 'Dealer#2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/inactive/);
  });
});

describe('account endpoints', () => {
  it('registers a pending account without a role; the same answer for a taken email', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/register', { full_name: 'Rita Register', email: 'rita@example.com', password: 'Rita#2025x' });
    expect(res.statusCode).toBe(202);
    const taken = await client.post('/api/register', { full_name: 'Impostor', email: 'ADMIN@example.com', password: 'Whatever#1' });
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual(res.json());
    const [rita] = await t.sql<{ status: string; role_id: number | null }>(`select status, role_id from users where email = 'rita@example.com'`);
    expect(rita).toEqual({ status: 'pending', role_id: null });
    const login = await client.post('/api/login', { email: 'rita@example.com', password: 'Rita#2025x' });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Your account is waiting for an administrator to activate it.');
    const [admin] = await t.sql<{ full_name: string }>(`select full_name from users where lower(email) = 'admin@example.com'`);
    expect(admin.full_name).toBe('Ada Administrator');
  });

  it('an administrator activates a pending account by giving it a role', async () => {
    const admin = await signIn(t.app, ADMIN);
    const pending = (await admin.get(listUrl('users', { filter: { status: 'pending' } }))).json();
    const rita = pending.find((u: { email: string }) => u.email === 'rita@example.com');
    const res = await admin.put(`/api/users/${rita.id}`, { version: rita.version, status: 'active', role_id: 2 });
    expect(res.statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/login', { email: 'rita@example.com', password: 'Rita#2025x' })).statusCode).toBe(200);
  });

  it('forgot-password always answers 200 and mails only existing active accounts', async () => {
    const sent = t.mails.length;
    const known = await new Client(t.app).post('/api/forgot-password', { email: 'viewer@example.com' }, { host: 'evil.example' });
    const unknown = await new Client(t.app).post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.length).toBe(sent + 1);
    // The link points at PUBLIC_URL, never at the request's Host header (reset-link poisoning).
    expect(t.mails.at(-1)!.text).toMatch(/\nhttp:\/\/stockyard\.test\/reset-password\?token=[\w-]{40,}\n/);
  });

  it('unlock checks the signed-in user’s password', async () => {
    const admin = await signIn(t.app, ADMIN);
    const wrong = await admin.post('/api/unlock', { password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: 'Wrong password' });
    expect((await admin.post('/api/unlock', { password: ADMIN.password })).json().user.email).toBe(ADMIN.email);
    expect((await new Client(t.app).post('/api/unlock', { password: 'x' })).statusCode).toBe(401);
  });
});

describe('remember me (DESIGN.md §5 "Auth (staff)")', () => {
  /** The lifetime attributes of the session and refresh cookies, as the browser receives them. */
  const lifetimes = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie']].flat() as string[])
      .filter((header) => /^sy_(session|refresh)=/.test(header))
      .map((header) => [header.split('=')[0], header.match(/; *(Max-Age|Expires)=[^;]*/gi)?.map((a) => a.replace(/^; */, '')) ?? []]);

  it('without it, the session and refresh cookies are browser-session cookies, also after a refresh', async () => {
    const client = new Client(t.app);
    const login = await client.post('/api/login', ADMIN);
    expect(login.statusCode).toBe(200);
    const forgotten = [
      ['sy_session', []],
      ['sy_refresh', []],
    ];
    expect(lifetimes(login)).toEqual(forgotten);
    const refreshed = await client.post('/api/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    expect(lifetimes(refreshed)).toEqual(forgotten);
  });

  it('with it, the cookies persist for the access and refresh lifetimes, and every rotation keeps them so', async () => {
    const client = new Client(t.app);
    const login = await client.post('/api/login', { ...ADMIN, remember: true });
    const remembered = [
      ['sy_session', [`Max-Age=${15 * 60}`]],
      ['sy_refresh', [`Max-Age=${14 * 24 * 60 * 60}`]],
    ];
    expect(lifetimes(login)).toEqual(remembered);
    expect(lifetimes(await client.post('/api/refresh-token'))).toEqual(remembered);
    expect(lifetimes(await client.post('/api/refresh-token'))).toEqual(remembered);
  });

  it('leaves dealer sessions as they were: their login offers no choice, and their cookies persist', async () => {
    const res = await new Client(t.app).post('/api/dealer/login', DEALER);
    expect(res.cookies.filter(({ name }) => name.startsWith('sy_')).map(({ name, maxAge }) => [name, maxAge])).toEqual([
      ['sy_dealer_session', 15 * 60],
      ['sy_dealer_refresh', 14 * 24 * 60 * 60],
    ]);
  });

  it('refuses a remember that is not a boolean', async () => {
    const res = await new Client(t.app).post('/api/login', { ...ADMIN, remember: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('remember');
  });
});

describe('lock screen (POST /api/lock, /api/unlock)', () => {
  const LOCKED = { message: 'The session is locked. Enter your password to unlock it.' };
  const products = listUrl('products', { range: [0, 0] });

  it('locks the session on the server until the right password unlocks it', async () => {
    const viewer = await signIn(t.app, VIEWER);
    expect((await viewer.post('/api/lock')).statusCode).toBe(204);

    const refused = await viewer.get(products);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual(LOCKED);
    expect((await viewer.get('/api/orders/1')).statusCode).toBe(423);
    const me = await viewer.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ locked: true, user: { email: VIEWER.email } });
    // Locking twice changes nothing.
    expect((await viewer.post('/api/lock')).statusCode).toBe(204);

    const wrong = await viewer.post('/api/unlock', { password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: 'Wrong password' });
    expect((await viewer.get(products)).statusCode).toBe(423);

    const unlocked = await viewer.post('/api/unlock', { password: VIEWER.password });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().user.email).toBe(VIEWER.email);
    expect((await viewer.get(products)).statusCode).toBe(200);
    expect((await viewer.get('/api/me')).json().locked).toBe(false);
  });

  it('locks only that sign-in: the same user elsewhere works on', async () => {
    const here = await signIn(t.app, VIEWER);
    const elsewhere = await signIn(t.app, VIEWER);
    await here.post('/api/lock');
    expect((await here.get(products)).statusCode).toBe(423);
    expect((await elsewhere.get(products)).statusCode).toBe(200);
  });

  it('survives a token refresh, and a locked session can still log out', async () => {
    const viewer = await signIn(t.app, VIEWER);
    await viewer.post('/api/lock');
    const refreshed = await viewer.post('/api/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    expect((await viewer.get(products)).statusCode).toBe(423);
    expect((await viewer.get('/api/me')).json().locked).toBe(true);

    expect((await viewer.post('/api/logout?userId=2')).statusCode).toBe(204);
    expect((await viewer.get('/api/me')).statusCode).toBe(401);
    expect((await viewer.post('/api/refresh-token')).statusCode).toBe(401);
  });

  it('needs a staff session and the anti-forgery header', async () => {
    expect((await new Client(t.app).post('/api/lock')).statusCode).toBe(401);
    const viewer = await signIn(t.app, VIEWER);
    expect((await viewer.request('POST', '/api/lock', { xsrf: false })).statusCode).toBe(419);
    expect((await viewer.get(products)).statusCode).toBe(200);
  });

  it('counts wrong unlock passwords as failed sign-ins, so the lock screen is no password oracle', async () => {
    const store = await signIn(t.app, STORE);
    await store.post('/api/lock');
    for (let attempt = 0; attempt < 5; attempt++) expect((await store.post('/api/unlock', { password: `guess ${attempt}` })).statusCode).toBe(422);

    const throttled = await store.post('/api/unlock', { password: STORE.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many failed sign-in attempts/);
    expect((await new Client(t.app).post('/api/login', STORE)).statusCode).toBe(429);
    expect((await store.get(products)).statusCode).toBe(423);
  }, 20_000);
});
