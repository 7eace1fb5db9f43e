import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhooks } from '../../server/services/webhooks';
import { ADMIN, buildTestApp, listUrl, signIn, type Client, type TestApp } from '../helpers/app';
import { until, WebhookReceiver } from '../helpers/webhookReceiver';

// DESIGN.md §5 "Integrations", issue 36 items 2 and 4: each event the log commits goes once to
// each active subscription that names its type, signed by the Standard Webhooks scheme (checked
// by the `standardwebhooks` package in a real receiver), retried on the stated backoff (shortened
// here to seconds), in the log's order per record, then exhausted; a subscription that keeps
// failing is turned off and its maker told; targets inside the network are refused unless allowed.

let t: TestApp;
let admin: Client;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  t = await buildTestApp({
    config: { webhookAllowedHosts: ['127.0.0.1'], webhookBackoffSeconds: [1, 1, 1], webhookTimeoutMs: 1000, webhookPollMs: 200, webhookSweepMs: 500, webhookDisableAfter: 2 },
  });
  admin = await signIn(t.app, ADMIN);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function subscribe(path: string, events: string[], answer: Parameters<WebhookReceiver['expect']>[2] = 200) {
  const res = await admin.post('/api/webhook-subscriptions', { url: receiver.url(path), events, description: path });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json();
  receiver.expect(path, created.secret, answer);
  return created as { id: number; secret: string; version: number };
}

/** Changes a product through the API: one `product.updated` event each. */
async function touchProduct(id: number): Promise<void> {
  const { version, reorder_level } = (await admin.get(`/api/products/${id}`)).json();
  const res = await admin.put(`/api/products/${id}`, { version, reorder_level: reorder_level + 1 });
  expect(res.statusCode, res.body).toBe(200);
}

/** The ids of a product's `product.updated` events, as text (as `webhook-id` carries them). */
const eventIds = async (recordId: number) =>
  (await t.sql<{ id: string }>(`select id::text from events where type = 'product.updated' and record_id = $1 order by id`, [recordId])).map((r) => r.id);

const deliveriesOf = async (subscription: number) =>
  t.sql<{ id: string; event_id: string | null; status: string; attempt: number; error: string | null; response_status: number | null }>(
    `select id, event_id, status, attempt, error, response_status from webhook_deliveries where subscription_id = $1 order by id`,
    [subscription],
  );

describe('where a webhook may go', () => {
  it('refuses loopback, private, link-local, metadata addresses and credentials in the URL (422 naming why)', async () => {
    const refused = async (url: string) => {
      const res = await admin.post('/api/webhook-subscriptions', { url, events: ['order.confirmed'] });
      expect(res.statusCode, url).toBe(422);
      return res.json().errors.url as string;
    };
    expect(await refused('http://10.1.2.3/hook')).toBe('Webhooks cannot be sent to 10.1.2.3 (a private network address). An operator can allow it with WEBHOOK_ALLOWED_HOSTS.');
    expect(await refused('http://192.168.0.10/hook')).toMatch(/a private network address/);
    expect(await refused('http://169.254.169.254/latest/meta-data')).toMatch(/a cloud metadata address/);
    expect(await refused('http://[fe80::1]/hook')).toMatch(/a link-local address/);
    expect(await refused('http://[::ffff:127.0.0.9]/hook')).toMatch(/a loopback address/);
    expect(await refused(receiver.url('/hooks/x', '127.0.0.2'))).toMatch(/^Webhooks cannot be sent to 127\.0\.0\.2 \(a loopback address\)/);
    expect(await refused('http://user:secret@203.0.113.5/hook')).toBe('The URL may not carry a user name or password');
    const unknown = await admin.post('/api/webhook-subscriptions', { url: 'https://203.0.113.5/hook', events: ['no.such_event'] });
    expect([unknown.statusCode, Object.keys(unknown.json().errors)]).toEqual([422, ['events.0']]);
    const fr = await admin.request('POST', '/api/webhook-subscriptions', { body: { url: 'http://10.1.2.3/hook', events: ['order.confirmed'] }, headers: { 'accept-language': 'fr' } });
    expect(fr.json().errors.url).toMatch(/^Les webhooks ne peuvent pas être envoyés à 10\.1\.2\.3 \(une adresse de réseau privé\)/);
  });

  it('allows what WEBHOOK_ALLOWED_HOSTS names, and only that', async () => {
    const other = await buildTestApp();
    try {
      const person = await signIn(other.app, ADMIN);
      const res = await person.post('/api/webhook-subscriptions', { url: receiver.url('/hooks/x'), events: ['order.confirmed'] });
      expect([res.statusCode, res.json().errors.url]).toEqual([422, expect.stringMatching(/^Webhooks cannot be sent to 127\.0\.0\.1 \(a loopback address\)/)]);
    } finally {
      await other.close();
    }
    const allowed = await admin.post('/api/webhook-subscriptions', { url: receiver.url('/hooks/allowed'), events: ['order.confirmed'], active: false });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(allowed.json()).toMatchObject({ active: false, created_by_name: 'Ada Administrator', disabled_reason: null });
    const stored = await t.sql<{ secret_sealed: string }>('select secret_sealed from webhook_subscriptions where id = $1', [allowed.json().id]);
    expect(stored[0].secret_sealed).not.toContain(allowed.json().secret.slice(6));
    expect((await admin.get(`/api/webhook-subscriptions/${allowed.json().id}`)).json()).not.toHaveProperty('secret');
  });

  it('checks the address again as each delivery connects: a URL made private behind the API’s back is not reached', async () => {
    const sub = await subscribe('/hooks/moved', ['product.updated']);
    await t.sql(`update webhook_subscriptions set url = $1 where id = $2`, [receiver.url('/hooks/moved', '127.0.0.2'), sub.id]);
    await touchProduct(3);
    await until('the refused attempt', async () => (await deliveriesOf(sub.id)).some((d) => d.attempt > 0 && d.status !== 'pending'));
    const [delivery] = await deliveriesOf(sub.id);
    expect(delivery).toMatchObject({ status: 'failed', response_status: null, error: expect.stringMatching(/127\.0\.0\.2/) });
    expect(receiver.at('/hooks/moved')).toEqual([]);
    await admin.delete(`/api/webhook-subscriptions/${sub.id}`);
  });
});

describe('deliveries', () => {
  it('sends each event once, signed: webhook-id the event id, the body {type, timestamp, data}', async () => {
    const sub = await subscribe('/hooks/signed', ['product.updated']);
    await touchProduct(1);
    const [eventId] = (await eventIds(1)).slice(-1);
    await until('the delivery', () => receiver.at('/hooks/signed').length > 0);
    const [got] = receiver.at('/hooks/signed');
    expect(got).toMatchObject({ id: eventId, type: 'product.updated', verified: true });
    expect(got.body.data).toMatchObject({ id: 1, collection: 'products', record_id: 1, sku: expect.any(String), actor: { kind: 'staff', name: 'Ada Administrator' } });
    expect(Date.parse(got.body.timestamp)).not.toBeNaN();
    await until('its record', async () => (await deliveriesOf(sub.id))[0]?.status === 'delivered');
    const list = await admin.get(`/api/webhook-subscriptions/${sub.id}/deliveries`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('deliveries 0-0/1');
    expect(list.json()[0]).toMatchObject({ event_id: Number(eventId), event_type: 'product.updated', attempt: 1, status: 'delivered', response_status: 200, response_excerpt: '{"ok":true}' });
    expect(JSON.parse(list.json()[0].request_body)).toEqual(got.body);
    // A wrong secret does not verify: the receiver's check is real.
    receiver.expect('/hooks/signed', 'whsec_' + Buffer.from('another secret, 24 bytes').toString('base64'));
    await touchProduct(1);
    await until('the second delivery', () => receiver.at('/hooks/signed').length > 1);
    expect(receiver.at('/hooks/signed')[1].verified).toBe(false);
    await admin.delete(`/api/webhook-subscriptions/${sub.id}`);
  });

  it('with the receiver down a while, then up: every event arrives, in the log’s order per record, none twice', async () => {
    let up = false;
    const sub = await subscribe('/hooks/flaky', ['product.updated'], () => (up ? 200 : 503));
    const products = [5, 6];
    for (let round = 0; round < 3; round++) for (const id of products) await touchProduct(id);
    await until('the first refused attempts', () => receiver.at('/hooks/flaky').some((r) => r.answered === 503));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    up = true;
    await until('every delivery', async () => {
      const deliveries = await deliveriesOf(sub.id);
      return deliveries.length === 6 && deliveries.every((d) => d.status === 'delivered');
    }, 30_000);
    const got = receiver.at('/hooks/flaky');
    for (const id of products) {
      const events = (await eventIds(id)).slice(-3);
      const ofRecord = got.filter((r) => r.body.data.record_id === id);
      // Every attempt of a record's events in the log's order: a later one never before an earlier one is through.
      const seen = ofRecord.map((r) => Number(r.id));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(ofRecord.filter((r) => r.answered === 200).map((r) => r.id)).toEqual(events);
      expect(ofRecord.every((r) => r.verified)).toBe(true);
    }
    expect(got.some((r) => r.answered === 503)).toBe(true);
    const deliveries = await deliveriesOf(sub.id);
    expect(deliveries).toHaveLength(6);
    expect(deliveries.some((d) => d.attempt > 1)).toBe(true);
    await admin.delete(`/api/webhook-subscriptions/${sub.id}`);
  });

  it('sends a test event now, and replays a delivery with the same webhook-id', async () => {
    const sub = await subscribe('/hooks/test', ['order.confirmed']);
    const test = await admin.post(`/api/webhook-subscriptions/${sub.id}/test`);
    expect(test.statusCode).toBe(202);
    expect(test.json()).toMatchObject({ subscription_id: sub.id, event_id: null, event_type: 'webhook.test' });
    await until('the test event', () => receiver.at('/hooks/test').length === 1);
    expect(receiver.at('/hooks/test')[0]).toMatchObject({ id: `test_${test.json().id}`, type: 'webhook.test', verified: true, body: { data: { subscription_id: sub.id } } });
    await until('its record', async () => (await deliveriesOf(sub.id))[0].status === 'delivered');
    const replay = await admin.post(`/api/webhook-deliveries/${test.json().id}/replay`);
    expect(replay.statusCode).toBe(202);
    await until('the replay', () => receiver.at('/hooks/test').length === 2);
    expect(receiver.at('/hooks/test')[1].id).toBe(`test_${test.json().id}`);
    expect((await admin.post('/api/webhook-deliveries/999999/replay')).statusCode).toBe(404);
    expect((await admin.get(`/api/webhook-subscriptions/999999/deliveries`)).statusCode).toBe(404);
    expect((await admin.get(`${listUrl(`webhook-subscriptions/${sub.id}/deliveries`, { filter: { status: 'failed' } })}`)).json()).toEqual([]);
    await admin.delete(`/api/webhook-subscriptions/${sub.id}`);
  });

  it('exhausts a delivery after the last retry; a subscription whose deliveries keep failing is turned off and its maker told, in their language', async () => {
    // The maker last saved their preferences in French: the mail telling them is in French.
    const french = await admin.request('PUT', '/api/me/preferences', { body: { low_stock_digest: false }, headers: { 'accept-language': 'fr' } });
    expect(french.statusCode, french.body).toBe(200);
    const sub = await subscribe('/hooks/broken', ['product.updated'], 500);
    await touchProduct(8);
    await touchProduct(9);
    await until('both deliveries exhausted', async () => {
      const deliveries = await deliveriesOf(sub.id);
      return deliveries.length === 2 && deliveries.every((d) => d.status === 'exhausted');
    }, 30_000);
    expect((await deliveriesOf(sub.id)).map((d) => d.attempt)).toEqual([4, 4]);
    await until('the subscription turned off', async () => !(await admin.get(`/api/webhook-subscriptions/${sub.id}`)).json().active);
    const record = (await admin.get(`/api/webhook-subscriptions/${sub.id}`)).json();
    expect(record.disabled_reason).toBe('2 deliveries in a row failed every attempt (the last: answer 500)');
    expect(record.disabled_because).toEqual({ failures: 2, last_status: 500, last_error: null });
    const [event] = await t.sql<{ actor_kind: string; payload: { reason: string } }>(`select actor_kind, payload from events where type = 'webhook_subscription.disabled' and record_id = $1`, [sub.id]);
    expect(event).toMatchObject({ actor_kind: 'system', payload: { reason: record.disabled_reason } });
    await until('the mail', () => t.mails.some((m) => m.subject === 'Un webhook Stockyard a été désactivé'));
    const mail = t.mails.find((m) => m.subject === 'Un webhook Stockyard a été désactivé')!;
    expect(mail.to).toBe(ADMIN.email);
    expect(mail.text).toContain(`Le webhook vers ${receiver.url('/hooks/broken')} a été désactivé : 2 envois de suite ont échoué à chaque tentative (le dernier : réponse 500).`);
    expect(mail.text).toContain(`/webhook-subscriptions/${sub.id}/show`);
    // Turned on again by a person: the reason goes; a replay then goes through.
    receiver.answer('/hooks/broken', 200);
    const on = await admin.put(`/api/webhook-subscriptions/${sub.id}`, { version: record.version, active: true });
    expect(on.json()).toMatchObject({ active: true, disabled_reason: null, disabled_because: null });
    const [first] = await deliveriesOf(sub.id);
    expect((await admin.post(`/api/webhook-deliveries/${first.id}/replay`)).statusCode).toBe(202);
    await until('the replayed delivery', async () => (await deliveriesOf(sub.id))[0].status === 'delivered');
  });
});

describe('the delivery log', () => {
  it('keeps finished deliveries as long as the events, and open ones whatever their age', async () => {
    // Turned off: no worker touches its open delivery meanwhile.
    const sub = (await admin.post('/api/webhook-subscriptions', { url: receiver.url('/hooks/old'), events: ['order.confirmed'], active: false })).json();
    const insert = (status: string, days: number) =>
      t.sql<{ id: number }>(`insert into webhook_deliveries (subscription_id, event_type, request_body, status, at) values ($1, 'webhook.test', '{}', $2, now() - make_interval(days => $3)) returning id`, [sub.id, status, days]);
    const [old, oldExhausted, recent, oldOpen] = [await insert('delivered', 40), await insert('exhausted', 31), await insert('delivered', 29), await insert('failed', 40)];
    const log = { warn: () => undefined, info: () => undefined };
    const webhooks = new Webhooks(t.database, { serverSecret: 'x', allowedHosts: [], backoffSeconds: [1], timeoutMs: 1000, disableAfter: 5, retentionDays: 30, mailer: async () => undefined, publicUrl: '', listening: () => true, log });
    await webhooks.prune();
    const left = (await t.sql<{ id: number }>(`select id from webhook_deliveries where subscription_id = $1 order by id`, [sub.id])).map((r) => r.id);
    expect(left).toEqual([recent[0].id, oldOpen[0].id]);
    expect(left).not.toContain(old[0].id);
    expect(left).not.toContain(oldExhausted[0].id);
    await webhooks.close();
    await admin.delete(`/api/webhook-subscriptions/${sub.id}`);
  });
});
