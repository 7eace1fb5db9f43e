import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

// Issue 18, item 4: the API answers its errors in the language of Accept-Language (the SPA and
// the dealer portal send the chosen locale); without the header, the English as written.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const product = { sku: 'FR-1', name: '', category_id: 1, price: 10, dealer_price: 8, cost: 5, reorder_level: -1 };

describe('validation messages in the language the client asks for', () => {
  it('a French client gets a 422 with French field messages and a French summary', async () => {
    const res = await admin.post('/api/products', product, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Certains champs ne sont pas valides');
    expect(body.errors.name).toBe('Obligatoire');
    expect(body.errors.reorder_level).toBe('Doit être 0 ou plus');
  });

  it('a client that sends no Accept-Language (or prefers English) gets the English of before, word for word', async () => {
    for (const headers of [{}, { 'accept-language': 'en-GB,fr;q=0.5' }] as Record<string, string>[]) {
      const res = await admin.post('/api/products', product, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Some fields are not valid', errors: { name: 'Required', reorder_level: 'Must be 0 or more' } });
    }
  });

  it('a business rule broken is answered in French too, its status words included', async () => {
    const [draft] = await t.sql<{ id: number; number: string }>(`select id, number from purchase_orders where status = 'received' order by id limit 1`);
    const res = await admin.request('DELETE', `/api/purchase-orders/${draft.id}`, { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${draft.number} est reçu ; seul un brouillon peut être supprimé. Annulez-le plutôt.`);
  });

  it('a signed-out French client reads why in French', async () => {
    const res = await new Client(t.app).request('POST', '/api/login', { body: { email: 'nobody@example.com', password: 'wrong' }, headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Ces identifiants ne correspondent à aucun compte.');
  });
});
