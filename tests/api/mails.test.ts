import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mails } from '../../server/services/mails';
import type { Mail } from '../../server/services/mail';
import { ADMIN, buildTestApp, Client, signIn, STORE, type TestApp } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { until } from '../helpers/webhookReceiver';

// Issue 36 item 3, DESIGN.md §5 "Integrations": a dealer's contacts are mailed when one of its
// orders is confirmed, dispatched (with what was sent) or cancelled, in the dealer's language,
// from the event log; purchasing staff who ask for it get a daily low-stock digest; each can turn
// theirs off. Each mail goes once per event and recipient, however many processes read the log.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

/** A dispatcher's settings besides its mailer, as a test app's. */
const MAILS = { publicUrl: 'http://stockyard.test', listening: () => true, log: { warn: () => undefined, info: () => undefined }, retentionDays: 30, digestCron: null };

let n = 0;
const mailsTo = (to: string) => t.mails.filter((mail) => mail.to === to);

/** A product of its own with `stock` units on a new rack. */
async function stockedProduct(sku: string, stock: number, reorderLevel = 0): Promise<{ productId: number; rackId: number }> {
  const product = await admin.post('/api/products', { sku, name: `Part ${sku}`, category_id: 1, dealer_price: 10, cost: 5, reorder_level: reorderLevel, unit: 'pcs' });
  expect(product.statusCode, product.body).toBe(201);
  const rack = await admin.post('/api/racks', { room_id: 1, code: `M-${++n}` });
  const productId = product.json().id as number;
  const rackId = rack.json().id as number;
  if (stock > 0) {
    const adj = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: rackId, quantity: stock }] });
    expect((await admin.post(`/api/stock-adjustments/${adj.json().id}/post`, { version: adj.json().version })).statusCode).toBe(200);
  }
  return { productId, rackId };
}

async function newDealer(fields: Record<string, unknown>): Promise<{ id: number; version: number; language: string; order_mails: boolean }> {
  const res = await admin.post('/api/dealers', { company_name: `Mail Dealer ${++n}`, credit_limit: 100000, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function order(dealerId: number, lines: { product_id: number; quantity: number }[]) {
  const res = await admin.post('/api/orders', { dealer_id: dealerId, lines, notes: null });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const move = (o: { id: number; version: number }, to: string, extra: object = {}) => admin.post(`/api/orders/${o.id}/transition`, { to, version: o.version, ...extra });

async function moved(o: { id: number; version: number }, to: string, extra: object = {}) {
  const res = await move(o, to, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('order mails to the dealer', () => {
  it('mails a French dealer its confirmation in French, to each of its contacts, and nothing for processing', async () => {
    const { productId } = await stockedProduct('MAIL-FR', 10);
    const dealer = await newDealer({ contact_person_name: 'Chloé Martin', email: 'compta@garage.test', portal_email: 'chloe@garage.test', language: 'fr' });
    expect(dealer).toMatchObject({ language: 'fr', order_mails: true });
    let o = await order(dealer.id, [{ product_id: productId, quantity: 2 }]);
    o = await moved(o, 'confirmed');
    await until('the confirmation mails', () => mailsTo('compta@garage.test').length > 0 && mailsTo('chloe@garage.test').length > 0);
    const [mail] = mailsTo('compta@garage.test');
    expect(mail.subject).toBe(`Votre commande ${o.number} est confirmée`);
    expect(mail.text).toMatch(/^Bonjour Chloé Martin,\n\nNous avons confirmé votre commande ORD-\d{6}/);
    expect(mail.text).toContain(`http://stockyard.test/dealer/view-order/${o.id}`);
    expect(mail.text).toContain('désactivez « E-mails sur mes commandes »');
    expect(mailsTo('chloe@garage.test')).toEqual([{ ...mail, to: 'chloe@garage.test' }]);

    await moved(o, 'processing');
    await t.app.mails.dispatch();
    expect(mailsTo('compta@garage.test')).toHaveLength(1);
  });

  it('lists what was sent when an order is dispatched (English)', async () => {
    const a = await stockedProduct('MAIL-DSP-A', 10);
    const b = await stockedProduct('MAIL-DSP-B', 10);
    const dealer = await newDealer({ contact_person_name: 'Dan Ships', email: 'dan@ships.test' });
    expect(dealer.language).toBe('en');
    let o = await order(dealer.id, [
      { product_id: a.productId, quantity: 3 },
      { product_id: b.productId, quantity: 1 },
    ]);
    o = await moved(o, 'confirmed');
    o = await moved(o, 'processing');
    await moved(o, 'dispatched', {
      picks: [
        { line_id: o.lines[0].id, rack_id: a.rackId, quantity: 3 },
        { line_id: o.lines[1].id, rack_id: b.rackId, quantity: 1 },
      ],
    });
    await until('the dispatch mail', () => mailsTo('dan@ships.test').length === 2);
    const [confirmed, dispatched] = mailsTo('dan@ships.test');
    expect(confirmed.subject).toBe(`Your order ${o.number} is confirmed`);
    expect(dispatched.subject).toBe(`Your order ${o.number} is on its way`);
    expect(dispatched.text).toContain(`Hello Dan Ships,\n\nYour order ${o.number} has been dispatched. It holds:\n\n- MAIL-DSP-A  Part MAIL-DSP-A × 3\n- MAIL-DSP-B  Part MAIL-DSP-B × 1\n`);
  });

  it('mails a cancellation, greeting the company when there is no contact person', async () => {
    const { productId } = await stockedProduct('MAIL-CXL', 5);
    const dealer = await newDealer({ email: 'orders@cancel.test' });
    const o = await order(dealer.id, [{ product_id: productId, quantity: 1 }]);
    await moved(o, 'cancelled');
    await until('the cancellation mail', () => mailsTo('orders@cancel.test').length > 0);
    const [mail] = mailsTo('orders@cancel.test');
    expect(mail.subject).toBe(`Your order ${o.number} is cancelled`);
    expect(mail.text).toMatch(/^Hello Mail Dealer \d+,\n\nYour order ORD-\d{6} has been cancelled\./);
  });

  it('sends nothing once the dealer turns order mails off in its portal, and the dealer may choose its language there', async () => {
    const { productId } = await stockedProduct('MAIL-OFF', 10);
    const dealer = await newDealer({ email: 'quiet@dealer.test', portal_email: 'quiet.portal@dealer.test' });
    expect((await admin.post(`/api/dealers/${dealer.id}/portal-password`, { password: 'Quiet#Dealer2026' })).statusCode).toBe(204);
    const portal = new Client(t.app);
    expect((await portal.post('/api/dealer/login', { email: 'quiet.portal@dealer.test', password: 'Quiet#Dealer2026' })).statusCode).toBe(200);
    const profile = (await portal.get('/api/dealer/profile')).json();
    expect(profile).toMatchObject({ language: 'en', order_mails: true });
    const bad = await portal.put('/api/dealer/profile', { language: 'de', version: profile.version });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ language: 'Choose a language' });
    const saved = await portal.put('/api/dealer/profile', { order_mails: false, language: 'fr', version: profile.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ order_mails: false, language: 'fr' });
    // Staff see the dealer's choice on its record.
    expect((await admin.get(`/api/dealers/${dealer.id}`)).json()).toMatchObject({ order_mails: false, language: 'fr' });

    const sent = t.mails.length;
    let o = await order(dealer.id, [{ product_id: productId, quantity: 1 }]);
    o = await moved(o, 'confirmed');
    await moved(o, 'cancelled');
    await t.app.mails.dispatch();
    expect(mailsTo('quiet@dealer.test')).toEqual([]);
    expect(mailsTo('quiet.portal@dealer.test')).toEqual([]);
    expect(t.mails.length).toBe(sent);
  });
});

describe('each order mail once', () => {
  it('mails one dispatch when the order is dispatched twice at once', async () => {
    const { productId, rackId } = await stockedProduct('MAIL-RACE', 10);
    const dealer = await newDealer({ email: 'race@dealer.test' });
    let o = await order(dealer.id, [{ product_id: productId, quantity: 2 }]);
    o = await moved(o, 'confirmed');
    o = await moved(o, 'processing');
    const picks = [{ line_id: o.lines[0].id, rack_id: rackId, quantity: 2 }];
    const answers = await Promise.all([move(o, 'dispatched', { picks }), move(o, 'dispatched', { picks })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await until('the dispatch mail', () => mailsTo('race@dealer.test').some((m) => m.subject.endsWith('is on its way')));
    await t.app.mails.dispatch();
    expect(mailsTo('race@dealer.test').map((m) => m.subject)).toEqual([`Your order ${o.number} is confirmed`, `Your order ${o.number} is on its way`]);
  });

  it('makes and sends each mail once with several processes reading the log, even when the log is read again', async () => {
    // Two more dispatchers on the same database, as two more API processes would run.
    const others = [0, 1].map(() => new Mails(t.database, { mailer: async (mail: Mail) => void t.mails.push(mail), ...MAILS }));
    const { productId } = await stockedProduct('MAIL-PROC', 50);
    const dealer = await newDealer({ email: 'many@dealer.test', portal_email: 'many.portal@dealer.test' });
    const [{ snapshot: before }] = await t.sql<{ snapshot: string }>('select snapshot from mail_cursor');
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const o = await order(dealer.id, [{ product_id: productId, quantity: 1 }]);
      numbers.push(o.number);
      await Promise.all([moved(o, 'confirmed'), t.app.mails.dispatch(), ...others.map((m) => m.dispatch())]);
    }
    await Promise.all([t.app.mails.dispatch(), ...others.map((m) => m.dispatch())]);
    // The cursor set back: every event is read a second time; the unique (event, recipient) makes nothing new.
    await t.sql('update mail_cursor set snapshot = $1', [before]);
    await Promise.all([t.app.mails.dispatch(), ...others.map((m) => m.dispatch())]);
    await Promise.all(others.map((m) => m.close()));
    for (const to of ['many@dealer.test', 'many.portal@dealer.test']) {
      expect(mailsTo(to).map((m) => m.subject).sort()).toEqual(numbers.map((number) => `Your order ${number} is confirmed`).sort());
    }
    const rows = await t.sql<{ status: string; n: number }>(`select status, count(*)::int as n from outgoing_mails where recipient like 'many%' group by status`);
    expect(rows).toEqual([{ status: 'sent', n: 10 }]);
  });

  it('leaves its cursor alone while nothing happens: an idle server writes nothing', async () => {
    const cursor = async () => (await t.sql<{ snapshot: string }>('select snapshot from mail_cursor'))[0].snapshot;
    await t.app.mails.dispatch();
    const idle = await cursor();
    await t.app.mails.dispatch();
    await t.app.mails.dispatch();
    expect(await cursor()).toBe(idle);
    // An event moves it on.
    await stockedProduct('MAIL-IDLE', 0);
    await t.app.mails.dispatch();
    expect(await cursor()).not.toBe(idle);
  });

  it('tries a mail the mailer refused again, and marks it sent once it goes', async () => {
    // A database of its own, with no app sending beside this dispatcher.
    const own = await freshDatabase();
    let refuse = true;
    const got: Mail[] = [];
    const flaky = new Mails(own, {
      mailer: async (mail) => {
        if (refuse) throw new Error('SMTP 451 try later');
        got.push(mail);
      },
      ...MAILS,
    });
    try {
      await own.pool.query(`insert into outgoing_mails (event_id, kind, recipient, subject, body) values (1, 'order.cancelled', 'retry@dealer.test', 'Your order is cancelled', 'Hello')`);
      await flaky.dispatch();
      const status = async () => (await own.pool.query(`select status, attempt, error from outgoing_mails where recipient = 'retry@dealer.test'`)).rows[0];
      expect(await status()).toMatchObject({ status: 'failed', attempt: 1, error: 'SMTP 451 try later' });
      // Not before its wait is over.
      refuse = false;
      await flaky.dispatch();
      expect(got).toEqual([]);
      await own.pool.query(`update outgoing_mails set next_attempt_at = now() where recipient = 'retry@dealer.test'`);
      await flaky.dispatch();
      expect(got.map((m) => [m.to, m.subject])).toEqual([['retry@dealer.test', 'Your order is cancelled']]);
      expect(await status()).toMatchObject({ status: 'sent', attempt: 2, error: null });
    } finally {
      await flaky.close();
      await own.close();
    }
  });
});

describe('the low-stock digest', () => {
  let technician: Client;
  let buyer: Client;
  let buyerRole: { id: number; version: number };

  beforeAll(async () => {
    // A buyer: a role with the purchase orders' read permission; a technician: without it.
    const role = await admin.post('/api/roles', { name: 'Buyer' });
    buyerRole = role.json();
    const granted = await admin.put(`/api/roles/${buyerRole.id}/permissions`, { version: buyerRole.version, permissions: ['view_po'] });
    expect(granted.statusCode, granted.body).toBe(200);
    buyerRole = granted.json();
    const techRole = (await admin.post('/api/roles', { name: 'Bench' })).json();
    for (const [email, roleId] of [
      ['buyer@example.com', buyerRole.id],
      ['bench@example.com', techRole.id],
    ] as const) {
      expect((await admin.post('/api/users', { full_name: email.split('@')[0], email, role_id: roleId, status: 'active' })).statusCode).toBe(201);
      await t.sql(`update users set password_hash = (select password_hash from users where email = $1) where email = $2`, [ADMIN.email, email]);
    }
    buyer = await signIn(t.app, { email: 'buyer@example.com', password: ADMIN.password });
    technician = await signIn(t.app, { email: 'bench@example.com', password: ADMIN.password });
  });

  it('is off until the person turns it on; without view_po it cannot be turned on (403)', async () => {
    expect((await buyer.get('/api/me/preferences')).json()).toEqual({ low_stock_digest: false });
    const refused = await technician.put('/api/me/preferences', { low_stock_digest: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only people who may view purchase orders can get the low-stock digest.');
    expect((await technician.put('/api/me/preferences', { low_stock_digest: false })).statusCode).toBe(200);
    expect((await technician.get('/api/me/preferences')).json()).toEqual({ low_stock_digest: false });

    const on = await buyer.request('PUT', '/api/me/preferences', { body: { low_stock_digest: true }, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ low_stock_digest: true });
    expect((await admin.put('/api/me/preferences', { low_stock_digest: true })).statusCode).toBe(200);
    // An API key does not act on its maker's own preferences.
    const key = await admin.post('/api/api-keys', { name: 'Prefs', permissions: ['view_po'] });
    const byKey = await t.app.inject({ method: 'GET', url: '/api/me/preferences', headers: { authorization: `Bearer ${key.json().secret}` } });
    expect(byKey.statusCode).toBe(401);
  });

  it('mails the low products to each subscriber, in their language, once a day; nobody else', async () => {
    await stockedProduct('MAIL-LOW', 2, 5);
    await stockedProduct('MAIL-FINE', 9, 5);
    // The Storekeeper may view purchase orders but never asked for the digest.
    const made = await t.app.mails.sendLowStockDigest('2026-03-02');
    expect(made).toBe(2);
    const [french] = mailsTo('buyer@example.com');
    expect(french.subject).toMatch(/^Stock bas : \d+ produits au niveau de réapprovisionnement ou en dessous$/);
    expect(french.text).toContain('- MAIL-LOW  Part MAIL-LOW : disponible 2, niveau de réapprovisionnement 5\n');
    expect(french.text).not.toContain('MAIL-FINE');
    expect(french.text).toContain('Le 2026-03-02, ces produits');
    const [english] = mailsTo(ADMIN.email).filter((m) => m.subject.startsWith('Low stock'));
    expect(english.text).toContain('- MAIL-LOW  Part MAIL-LOW: 2 available, reorder level 5\n');
    expect(mailsTo(STORE.email)).toEqual([]);
    expect(mailsTo('bench@example.com')).toEqual([]);

    // The same day again (a second process, a retried job): nothing more.
    expect(await t.app.mails.sendLowStockDigest('2026-03-02')).toBe(0);
    expect(mailsTo('buyer@example.com')).toHaveLength(1);
  });

  it('skips a subscriber who lost view_po, and one who turned it off', async () => {
    expect((await admin.put(`/api/roles/${buyerRole.id}/permissions`, { version: buyerRole.version, permissions: [] })).statusCode).toBe(200);
    expect((await admin.put('/api/me/preferences', { low_stock_digest: false })).statusCode).toBe(200);
    const before = t.mails.length;
    expect(await t.app.mails.sendLowStockDigest('2026-03-03')).toBe(0);
    expect(t.mails.length).toBe(before);
  });

  it('sends nothing when no product is low', async () => {
    expect((await admin.put('/api/me/preferences', { low_stock_digest: true })).statusCode).toBe(200);
    await t.sql('update products set reorder_level = 0');
    const before = t.mails.length;
    expect(await t.app.mails.sendLowStockDigest('2026-03-04')).toBe(0);
    expect(t.mails.length).toBe(before);
  });
});
