import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';

// Issue 18: the business's currency is one setting; every staff user and every dealer reads it,
// only manage_settings changes it.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const current = async () => (await admin.get('/api/settings')).json() as { currency: string; version: number };

describe('the business currency setting', () => {
  it('is USD at first and read by staff without view_settings and by dealers', async () => {
    expect(await current()).toMatchObject({ currency: 'USD' });
    const store = await signIn(t.app, STORE);
    expect((await store.get('/api/settings')).json()).toMatchObject({ currency: 'USD' });
    const dealer = new Client(t.app);
    expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
    expect((await dealer.get('/api/dealer/settings')).json()).toMatchObject({ currency: 'USD' });
  });

  it('refuses a code that is not an ISO 4217 currency, under the field, and changes nothing', async () => {
    const { version } = await current();
    for (const currency of ['XYZ', 'EURO', 'E1', '', 42]) {
      const res = await admin.put('/api/settings', { currency, version });
      expect(res.statusCode, `${currency}: ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty('currency');
    }
    expect(await current()).toMatchObject({ currency: 'USD', version });
  });

  it('is changed with manage_settings only; a code in small letters is kept in capitals', async () => {
    const { version } = await current();
    for (const who of [VIEWER, STORE]) {
      const res = await (await signIn(t.app, who)).put('/api/settings', { currency: 'EUR', version });
      expect(res.statusCode, who.email).toBe(403);
    }
    const res = await admin.put('/api/settings', { currency: ' eur ', version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EUR', tax_rate: 10, version: version + 1 });
    const dealer = new Client(t.app);
    await dealer.post('/api/dealer/login', { email: 'dealer2@example.com', password: 'Dealer#2025' });
    expect((await dealer.get('/api/dealer/settings')).json()).toMatchObject({ currency: 'EUR' });
    expect((await admin.put('/api/settings', { currency: 'GBP', version })).statusCode).toBe(409);
  });

  it('migration 0009 gives settings saved before it the dollar, and leaves a chosen currency alone', async () => {
    const backfill = readFileSync(new URL('../../server/db/migrations/0009_business_currency.sql', import.meta.url), 'utf8');
    const stored = async () => (await t.sql<{ currency: string | null }>(`select value->>'currency' as currency from settings where key = 'business'`))[0].currency;
    await t.sql(`update settings set value = value - 'currency' where key = 'business'`);
    await t.sql(backfill);
    expect(await stored()).toBe('USD');
    await t.sql(`update settings set value = value || '{"currency": "CHF"}' where key = 'business'`);
    await t.sql(backfill);
    expect(await stored()).toBe('CHF');
    expect(await current()).toMatchObject({ currency: 'CHF' });
  });
});
