import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, type TestApp } from '../helpers/app';

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
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['sy_dealer_refresh', 'sy_dealer_session']);
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
