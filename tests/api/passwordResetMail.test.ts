import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_ACCOUNT, RESET_MAILS_PER_ADDRESS } from '../../server/services/loginThrottle';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

// Issue 32: password-reset mails are throttled per account and per client address like
// sign-ins, answered alike either way; dealers reset their own portal password by mail
// (DESIGN.md §5 "Auth (dealers)").

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEALER = { email: 'dealer@example.com', password: 'Dealer#2025' };
const SENT = { message: 'If an account exists for that email, we have sent it a link to reset the password.' };
let address = 0;
/** A browser at an address of its own, so the per-address count of one test does not reach another. */
const fromNewAddress = () => new Client(t.app, `198.51.100.${++address}`);
const mailsTo = (to: string) => t.mails.filter((mail) => mail.to === to).length;
const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1];

describe('forgot-password mails are throttled (staff and dealers)', () => {
  it.each([
    ['/api/forgot-password', 'viewer@example.com'],
    ['/api/dealer/forgot-password', 'dealer2@example.com'],
  ])('%s mails one account at most RESET_MAILS_PER_ACCOUNT times in the window, whatever the address; every answer is the same 200', async (route, email) => {
    const before = mailsTo(email);
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 3; i++) {
      const res = await fromNewAddress().post(route, { email: i % 2 ? email.toUpperCase() : email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(mailsTo(email) - before).toBe(RESET_MAILS_PER_ACCOUNT);
  });

  it('counts one address over all accounts, known or not, staff and dealers alike', async () => {
    const office = fromNewAddress();
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS; i++) {
      const route = i % 2 ? '/api/forgot-password' : '/api/dealer/forgot-password';
      expect((await office.post(route, { email: `nobody${i}@example.com` })).json()).toEqual(SENT);
    }
    const before = mailsTo('store@example.com');
    const throttled = await office.post('/api/forgot-password', { email: 'store@example.com' });
    expect(throttled.statusCode).toBe(200);
    expect(throttled.json()).toEqual(SENT);
    expect(mailsTo('store@example.com')).toBe(before);
    // The same account from elsewhere is mailed: the address, not the account, had its share.
    expect((await fromNewAddress().post('/api/forgot-password', { email: 'store@example.com' })).json()).toEqual(SENT);
    expect(mailsTo('store@example.com')).toBe(before + 1);
  });

  it('keeps the count in PostgreSQL, where every API process reads it', async () => {
    const [row] = await t.sql<{ failures: number }>(`select failures from login_throttle where key = 'reset:account:staff:viewer@example.com'`);
    expect(row.failures).toBe(RESET_MAILS_PER_ACCOUNT + 3);
  });
});

describe('a dealer resets its own portal password by mail', () => {
  it('answers the same for an unknown, an inactive and a known portal email, and mails only the known active one, in its language', async () => {
    const inactive = { portal_email: 'inactive@example.com' };
    await t.sql(`update dealers set status = 'inactive', portal_email = $1 where id = (select min(id) from dealers where portal_email is null)`, [inactive.portal_email]);
    const sent = t.mails.length;
    for (const email of ['ghost@example.com', inactive.portal_email]) {
      const res = await fromNewAddress().post('/api/dealer/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(t.mails.length).toBe(sent);

    const english = await fromNewAddress().post('/api/dealer/forgot-password', { email: DEALER.email });
    expect(english.json()).toEqual(SENT);
    expect(t.mails.length).toBe(sent + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(DEALER.email);
    expect(mail.subject).toBe('Reset your Stockyard dealer portal password');
    // The link opens the portal's reset page at PUBLIC_URL, never at the request's Host.
    expect(mail.text).toMatch(/\nhttp:\/\/stockyard\.test\/dealer\/reset-password\?token=[\w-]{40,}\n/);

    const french = await fromNewAddress().post('/api/dealer/forgot-password', { email: DEALER.email }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.statusCode).toBe(200);
    expect(t.mails.at(-1)!.subject).toBe('Réinitialisez votre mot de passe du portail revendeur Stockyard');
    expect(t.mails.at(-1)!.text).toMatch(/^Bonjour .+,\n\nPour choisir un nouveau mot de passe/);
  });

  it('sets the password once from the link, ends every portal session and voids the other links', async () => {
    const portal = new Client(t.app);
    expect((await portal.post('/api/dealer/login', DEALER)).statusCode).toBe(200);
    // The test before took this account's turns.
    await t.sql(`delete from login_throttle where key like 'reset:%'`);
    const sent = mailsTo(DEALER.email);
    await fromNewAddress().post('/api/dealer/forgot-password', { email: DEALER.email });
    const older = tokenOf(t.mails.at(-1)!.text);
    await fromNewAddress().post('/api/dealer/forgot-password', { email: DEALER.email });
    const token = tokenOf(t.mails.at(-1)!.text);
    expect(mailsTo(DEALER.email)).toBe(sent + 2);

    const weak = await new Client(t.app).post('/api/dealer/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toHaveProperty('password');
    // A staff link is not a portal link (nor the other way round).
    expect((await new Client(t.app).post('/api/reset-password', { token, password: 'Portal#2026x' })).statusCode).toBe(422);

    const done = await new Client(t.app).post('/api/dealer/reset-password', { token, password: 'Portal#2026x' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed. Sign in with the new one.' });
    expect((await portal.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/dealer/login', DEALER)).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/dealer/login', { email: DEALER.email, password: 'Portal#2026x' })).statusCode).toBe(200);

    for (const used of [token, older]) {
      const again = await new Client(t.app).post('/api/dealer/reset-password', { token: used, password: 'Another#2026x' });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: 'This reset link is invalid or has expired. Ask for a new one.' });
    }
    const history = await t.sql<{ action: string; actor_kind: string }>(
      `select action, actor_kind from audit_log where collection = 'dealers' and record_id = (select id from dealers where portal_email = $1) order by id desc limit 1`,
      [DEALER.email],
    );
    expect(history).toEqual([{ action: 'password-changed', actor_kind: 'dealer' }]);
  });

  it('refuses an expired link, and a link mailed before the portal email changed', async () => {
    const email = 'dealer2@example.com';
    await t.sql(`delete from login_throttle where key like 'reset:%'`);
    await fromNewAddress().post('/api/dealer/forgot-password', { email });
    const expired = tokenOf(t.mails.at(-1)!.text);
    await t.sql(`update dealer_password_resets set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await new Client(t.app).post('/api/dealer/reset-password', { token: expired, password: 'Expired#2026x' })).statusCode).toBe(422);

    await fromNewAddress().post('/api/dealer/forgot-password', { email });
    const mailedToOld = tokenOf(t.mails.at(-1)!.text);
    expect(mailedToOld).not.toBe(expired);
    const admin = await signIn(t.app, ADMIN);
    const [dealer] = await t.sql<{ id: number; version: number }>(`select id, version from dealers where portal_email = $1`, [email]);
    expect((await admin.put(`/api/dealers/${dealer.id}`, { version: dealer.version, portal_email: 'birch.new@example.com' })).statusCode).toBe(200);
    const res = await new Client(t.app).post('/api/dealer/reset-password', { token: mailedToOld, password: 'Changed#2026x' });
    expect(res.statusCode).toBe(422);
  });
});
