import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, STREAM_EVENT_NAMES, streamControl, streamEvent, type EventType } from '../../contract/events';
import { productsCollection } from '../../server/collections/products';
import { SYSTEM } from '../../server/services/audit';
import { pruneEvents } from '../../server/services/events';
import { EventHub } from '../../server/services/eventStream';
import { tokenHash } from '../../server/services/sessions';
import { createRecord } from '../../server/services/records';
import { ADMIN, buildTestApp, Client, signIn, STORE, type TestApp } from '../helpers/app';
import { EventStreamClient } from '../helpers/eventStream';
import { DEALER_A, DEALER_B } from '../helpers/routeTable';

// Issue 34 items 1 and 2, DESIGN.md §5 "Events": every business change appends one event in its
// own transaction, and the streams deliver each to the sessions that may read it, resume from
// Last-Event-ID and end with their session. One app, listening on a port: a stream is a long
// HTTP answer, which `inject` cannot read while it lasts.

let t: TestApp;
let base: string;
let admin: Client;
let store: Client;
let dealerA: Client;
let dealerIds: { a: number; b: number };
const open: EventStreamClient[] = [];

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function stream(client: Client, path = '/api/events', lastEventId?: string): Promise<EventStreamClient> {
  const s = await EventStreamClient.open(base + path, cookieOf(client), lastEventId);
  open.push(s);
  await s.next((m) => m.event === 'ready' || m.event === 'refetch');
  return s;
}

async function dealer(account: { email: string; password: string }): Promise<Client> {
  const client = new Client(t.app);
  expect((await client.post('/api/dealer/login', account)).statusCode).toBe(200);
  return client;
}

const lastId = async () => (await t.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from events'))[0].id;
const eventsAfter = (id: number) =>
  t.sql<{ id: number; type: EventType; collection: string; record_id: number | null; actor_kind: string; actor_name: string; payload: Record<string, unknown> }>(
    'select id, type, collection, record_id, actor_kind, actor_name, payload from events where id > $1 order by id',
    [id],
  );

const newProduct = (sku: string) => ({ sku, name: `Event test ${sku}`, category_id: 1, unit: 'pcs', dealer_price: 10, cost: 5, reorder_level: 0 });

async function newOrder(client: Client, dealerId: number) {
  const res = await client.post('/api/orders', { dealer_id: dealerId, lines: [{ product_id: 2, quantity: 1 }] });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number; number: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signIn(t.app, ADMIN);
  store = await signIn(t.app, STORE);
  dealerA = await dealer(DEALER_A);
  const ids = await t.sql<{ id: number; portal_email: string }>('select id, portal_email from dealers where portal_email in ($1, $2)', [DEALER_A.email, DEALER_B.email]);
  dealerIds = { a: ids.find((d) => d.portal_email === DEALER_A.email)!.id, b: ids.find((d) => d.portal_email === DEALER_B.email)!.id };
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t?.close());

describe('the event log', () => {
  it('appends one event per change (create, update, delete, a status move, a posting) with the catalogue’s payload', async () => {
    const from = await lastId();
    const created = (await admin.post('/api/products', newProduct('EVT-0001'))).json();
    expect((await admin.put(`/api/products/${created.id}`, { version: created.version, name: 'Renamed' })).statusCode).toBe(200);
    expect((await admin.delete(`/api/products/${created.id}`)).statusCode).toBe(200);
    const order = await newOrder(admin, dealerIds.a);
    expect((await admin.post(`/api/orders/${order.id}/transition`, { to: 'confirmed', version: order.version })).statusCode).toBe(200);
    const [rack] = await t.sql<{ rack_id: number; warehouse_id: number }>('select k.id as rack_id, r.warehouse_id from racks k join rooms r on r.id = k.room_id order by k.id limit 1');
    const draft = (await admin.post('/api/stock-adjustments', { warehouse_id: rack.warehouse_id, reason: 'found', lines: [{ product_id: 3, rack_id: rack.rack_id, quantity: 2 }] })).json();
    expect((await admin.post(`/api/stock-adjustments/${draft.id}/post`, { version: draft.version })).statusCode).toBe(200);

    const written = await eventsAfter(from);
    expect(written.map((e) => e.type)).toEqual([
      'product.created',
      'product.updated',
      'product.deleted',
      'order.created',
      'order.confirmed',
      'stock_adjustment.created',
      'stock_adjustment.posted',
      'stock.moved',
    ]);
    expect(written[0]).toMatchObject({ collection: 'products', record_id: created.id, actor_kind: 'staff', actor_name: 'Ada Administrator', payload: { id: created.id, version: 1, sku: 'EVT-0001', active: true } });
    expect(written[1].payload).toMatchObject({ version: 2 });
    expect(written[4]).toMatchObject({ collection: 'orders', record_id: order.id, payload: { id: order.id, number: order.number, status: 'confirmed', from: 'pending', dealer_id: dealerIds.a, product_ids: [2], version: order.version + 1 } });
    expect(written[6].payload).toMatchObject({ id: draft.id, status: 'posted', from: 'draft', version: draft.version + 1 });
    expect(written[7]).toMatchObject({ collection: 'stock-movements', record_id: draft.id, payload: { source_type: 'stock_adjustment', source_id: draft.id, moves: [{ product_id: 3, rack_id: rack.rack_id, delta: 2 }] } });
    // Every event in the table (the seed's, the SQL function's) is one the catalogue describes.
    const all = await eventsAfter(0);
    const wrong = all.filter((e) => !EVENT_TYPES[e.type]?.payload.safeParse(e.payload).success).map((e) => `${e.id} ${e.type}`);
    expect(wrong).toEqual([]);
  });

  it('a password set by reset link or changed by its owner moves the user’s version, and says so as user.updated', async () => {
    const user = (await admin.post('/api/users', { full_name: 'Event Starter', email: 'event.starter@example.com', role_id: 3, status: 'active' })).json();
    expect((await admin.post(`/api/users/${user.id}/password-reset`)).statusCode).toBe(202);
    const token = /token=([\w-]+)/.exec(t.mails.filter((m) => m.to === 'event.starter@example.com').at(-1)!.text)![1];
    const from = await lastId();
    expect((await new Client(t.app).post('/api/reset-password', { token, password: 'Starter#2025' })).statusCode).toBe(200);
    const starter = await signIn(t.app, { email: 'event.starter@example.com', password: 'Starter#2025' });
    expect((await starter.post('/api/password', { current_password: 'Starter#2025', password: 'Starter#2026' })).statusCode).toBe(200);
    const written = await eventsAfter(from);
    expect(written.map((e) => [e.type, e.record_id, e.payload.version])).toEqual([
      ['user.updated', user.id, user.version + 1],
      ['user.updated', user.id, user.version + 2],
    ]);
    expect((await admin.get(`/api/users/${user.id}`)).json().version).toBe(user.version + 2);

    // A dealer's portal password set from its reset link: dealer.updated, by the dealer.
    const before = (await admin.get(`/api/dealers/${dealerIds.b}`)).json();
    expect((await new Client(t.app).post('/api/dealer/forgot-password', { email: DEALER_B.email })).statusCode).toBe(200);
    const link = /token=([\w-]+)/.exec(t.mails.filter((m) => m.to === DEALER_B.email).at(-1)!.text)![1];
    const fromDealer = await lastId();
    expect((await new Client(t.app).post('/api/dealer/reset-password', { token: link, password: 'Dealer#2099' })).statusCode).toBe(200);
    expect((await eventsAfter(fromDealer)).map((e) => [e.type, e.record_id, e.actor_kind, e.payload.version])).toEqual([['dealer.updated', dealerIds.b, 'dealer', before.version + 1]]);
  });

  it('writes one event for a committed import (none for a check) and one for a settings change', async () => {
    const from = await lastId();
    const file = ['name,parent', 'Event Tree A,', 'Event Tree B,Event Tree A'].join('\r\n');
    expect((await admin.upload('/api/imports/categories?dry_run=1', file)).json()).toMatchObject({ create: 2, committed: false });
    expect((await admin.upload('/api/imports/categories?name=tree.csv', file)).json()).toMatchObject({ create: 2, committed: true });
    const settings = (await admin.get('/api/settings')).json();
    expect((await admin.put('/api/settings', { version: settings.version, company_phone: '+1 555 0199' })).statusCode).toBe(200);
    expect(await eventsAfter(from)).toEqual([
      expect.objectContaining({ type: 'import.completed', collection: 'categories', record_id: null, payload: { kind: 'categories', created: 2, updated: 0 } }),
      expect.objectContaining({ type: 'settings.updated', collection: 'settings', payload: { version: settings.version + 1, changed: ['company_phone'] } }),
    ]);
  });

  it('lists every event type, each with its payload, in the OpenAPI document', async () => {
    const doc = (await new Client(t.app).get('/api/docs')).json();
    const union = doc.components.schemas.Event.oneOf as { properties: { type: { const: string }; payload: { properties: object } } }[];
    expect(union.map((e) => e.properties.type.const).sort()).toEqual([...Object.keys(EVENT_TYPES), 'availability.changed', 'reservation.changed'].sort());
    const confirmed = union.find((e) => e.properties.type.const === 'order.confirmed')!;
    expect(Object.keys(confirmed.properties.payload.properties)).toEqual(expect.arrayContaining(['id', 'number', 'status', 'dealer_id', 'product_ids', 'from']));
    for (const path of ['/api/events', '/api/dealer/events']) {
      expect(doc.paths[path].get.responses['200'].content['text/event-stream'].schema.anyOf).toContainEqual({ $ref: '#/components/schemas/Event' });
    }
  });

  it('a change rolled back leaves no event, nor does a refused request', async () => {
    const from = await lastId();
    await expect(
      t.database.db.transaction(async (tx) => {
        await createRecord(tx, productsCollection.binding!, newProduct('EVT-ROLLBACK'), SYSTEM);
        throw new Error('the change fails after its event was appended');
      }),
    ).rejects.toThrow(/after its event/);
    const product = (await admin.get('/api/products/1')).json();
    expect((await admin.put('/api/products/1', { version: product.version - 1, name: 'Stale' })).statusCode).toBe(409);
    expect((await admin.post('/api/products', { sku: 'bad sku!' })).statusCode).toBe(422);
    expect(await eventsAfter(from)).toEqual([]);
  });

  it('a posting refused inside a group of postings takes its events with it; the others keep theirs', async () => {
    const [rack] = await t.sql<{ rack_id: number; warehouse_id: number }>('select k.id as rack_id, r.warehouse_id from racks k join rooms r on r.id = k.room_id order by k.id limit 1');
    const draft = async (quantity: number) =>
      (await admin.post('/api/stock-adjustments', { warehouse_id: rack.warehouse_id, reason: 'found', lines: [{ product_id: 4, rack_id: rack.rack_id, quantity }] })).json() as { id: number; version: number };
    const [good, short] = [await draft(1), await draft(-1_000_000)];
    const from = await lastId();
    const states = await t.sql<{ state: string }>(
      `select state from stock_post_adjustments($1::int[], $2::int[], 'stock-adjustments', array['system','system'], array[null,null]::int[], array['System','System'])`,
      [[good.id, short.id], [good.version, short.version]],
    );
    expect(states.map((r) => r.state)).toEqual(['posted', 'SY001']);
    expect((await eventsAfter(from)).map((e) => [e.type, e.record_id])).toEqual([
      ['stock_adjustment.posted', good.id],
      ['stock.moved', good.id],
    ]);
  });

  it('prunes events past the retention in batches, and remembers how far', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into events (type, collection, record_id, actor_kind, at, payload) values ('settings.updated', 'settings', 1, 'system', now() - interval '40 days', '{"version":1,"changed":[]}') returning id`,
    );
    expect(await pruneEvents(t.database.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await t.sql('select id from events where id = $1', [id])).toEqual([]);
    expect(await t.sql('select through_xid from events_pruned')).toHaveLength(1);
  });
});

describe('the streams', () => {
  it('answers 406 to a request that does not ask for an event stream, and 401 without a session', async () => {
    expect((await admin.get('/api/events')).statusCode).toBe(406);
    expect((await new Client(t.app).get('/api/events')).statusCode).toBe(401);
    expect((await admin.get('/api/dealer/events')).statusCode).toBe(401);
    expect((await dealerA.get('/api/events')).statusCode).toBe(401);
  });

  it('delivers an event to a staff session that may read its area, not to one that may not, as the document describes it', async () => {
    const [adminStream, storeStream] = [await stream(admin), await stream(store)];
    const order = await newOrder(admin, dealerIds.a);
    const created = (await admin.post('/api/products', newProduct('EVT-0002'))).json();
    const orderEvent = await adminStream.next((m) => m.event === 'order.created' && m.data.record_id === order.id);
    // A plain message: a browser's EventSource hands it to onmessage.
    expect(orderEvent.raw).toBe('message');
    expect(orderEvent.data).toMatchObject({ type: 'order.created', collection: 'orders', actor: { kind: 'staff', name: 'Ada Administrator' }, payload: { number: order.number } });
    await storeStream.next((m) => m.event === 'product.created' && m.data.record_id === created.id);
    // The storekeeper may not read orders: its stream carried the product and never the order.
    expect(storeStream.of('order.created')).toEqual([]);
    for (const m of [...adminStream.messages, ...storeStream.messages]) {
      const schema = m.event === 'ready' || m.event === 'refetch' ? streamControl : streamEvent;
      expect(schema.safeParse(m.data).success, JSON.stringify(m.data)).toBe(true);
      expect(STREAM_EVENT_NAMES).toContain(m.event);
      expect(m.data.type).toBe(m.event);
    }
  });

  it('tells a storekeeper (stock hub, no orders) which products an order reserved or freed, and nothing more of the order', async () => {
    const storeStream = await stream(store);
    const order = await newOrder(admin, dealerIds.a);
    expect((await admin.post(`/api/orders/${order.id}/transition`, { to: 'confirmed', version: order.version })).statusCode).toBe(200);
    const reserved = await storeStream.next((m) => m.event === 'reservation.changed');
    expect(reserved.data).toMatchObject({ type: 'reservation.changed', collection: 'stock-hub', record_id: null, actor: { kind: 'staff', id: null, name: null }, payload: { product_ids: [2] } });
    expect(streamEvent.safeParse(reserved.data).success).toBe(true);
    expect(JSON.stringify(storeStream.messages)).not.toContain(order.number);
    expect(storeStream.of('order.confirmed')).toEqual([]);
  });

  it('gives a dealer its own orders’ events and the catalogue’s availability, never another dealer’s order', async () => {
    const streamA = await stream(dealerA, '/api/dealer/events');
    const mine = await newOrder(admin, dealerIds.a);
    const theirs = await newOrder(admin, dealerIds.b);
    expect((await admin.post(`/api/orders/${theirs.id}/transition`, { to: 'confirmed', version: theirs.version })).statusCode).toBe(200);
    expect((await admin.post(`/api/orders/${mine.id}/transition`, { to: 'confirmed', version: mine.version })).statusCode).toBe(200);
    const confirmed = await streamA.next((m) => m.event === 'order.confirmed');
    expect(confirmed.data).toMatchObject({ record_id: mine.id, payload: { dealer_id: dealerIds.a, status: 'confirmed' }, actor: { kind: 'staff', id: null, name: null } });
    expect(streamA.messages.filter((m) => m.event.startsWith('order.')).map((m) => m.data.record_id)).toEqual([mine.id, mine.id]);
    // The other dealer's confirmation reserved stock: A learns only which products, not whose order.
    const availability = streamA.of('availability.changed');
    expect(availability.length).toBe(2);
    expect(availability[0].data).toMatchObject({ collection: 'products', record_id: null, payload: { product_ids: [2] } });
    expect(JSON.stringify(streamA.messages)).not.toContain(theirs.number);
  });

  it('replays what was missed from Last-Event-ID (header or query), and asks for a refetch when that cannot be told', async () => {
    const first = await stream(admin);
    const cursor = first.lastEventId!;
    first.close();
    const missed = (await admin.post('/api/products', newProduct('EVT-0003'))).json();
    const resumed = await stream(admin, '/api/events', cursor);
    expect(resumed.messages.map((m) => [m.event, m.data.record_id])).toContainEqual(['product.created', missed.id]);
    expect(resumed.messages.at(-1)!.event).toBe('ready');
    const byQuery = await stream(admin, `/api/events?last_event_id=${encodeURIComponent(cursor)}`);
    expect(byQuery.of('product.created').map((m) => m.data.record_id)).toContain(missed.id);

    expect((await stream(admin, '/api/events', 'not-a-cursor')).messages[0].event).toBe('refetch');
    // The retention pruned events the cursor had not seen.
    await t.sql(`update events set at = now() - interval '40 days' where id = (select max(id) from events)`);
    await pruneEvents(t.database.db, 30);
    const tooOld = await stream(admin, '/api/events', cursor);
    expect(tooOld.messages.map((m) => m.event)).toEqual(['refetch', 'ready']);
  });

  it('loses nothing when transactions commit in another order than they took their ids', async () => {
    const s = await stream(admin);
    const [early, late] = [await t.database.pool.connect(), await t.database.pool.connect()];
    const append = (client: typeof early, n: number) =>
      client.query(`select event_append('settings.updated', 'settings', 1, 'system', null, 'System', jsonb_build_object('version', $1::int, 'changed', '[]'::jsonb)) as id`, [n]);
    try {
      await early.query('begin');
      const { rows: a } = await append(early, 9001);
      await late.query('begin');
      const { rows: b } = await append(late, 9002);
      expect(Number(b[0].id)).toBeGreaterThan(Number(a[0].id));
      await late.query('commit');
      const second = await s.next((m) => (m.data.payload as { version?: number })?.version === 9002);
      const cursorAfterSecond = s.lastEventId!;
      expect(second.data.id).toBe(Number(b[0].id));
      await early.query('commit');
      const firstOne = await s.next((m) => (m.data.payload as { version?: number })?.version === 9001);
      expect(firstOne.data.id).toBe(Number(a[0].id));
      // A client that left right after the second event resumes with the first.
      const resumed = await stream(admin, '/api/events', cursorAfterSecond);
      expect(resumed.messages.map((m) => (m.data.payload as { version?: number })?.version).filter(Boolean)).toEqual([9001]);
    } finally {
      early.release();
      late.release();
    }
  });

  it('sends heartbeats at the interval set', async () => {
    const hub = new EventHub(t.database.db, { heartbeatMs: 40, listening: () => true });
    let text = '';
    await hub.join({ kind: 'staff', tokenHash: tokenHash(admin.cookies.get('sy_session')!), familyId: 'any', userId: 1, permissions: new Set() }, { write: (chunk) => void (text += chunk), buffered: () => 0, close: () => {} }, null);
    await new Promise((resolve) => setTimeout(resolve, 120));
    hub.close();
    expect(text).toMatch(/^id: \d+:\d+:[\d,]*\nevent: ready\n/);
    expect(text).toContain(': ping\n');
  });

  it('stops carrying an area as soon as the session’s role loses its permission', async () => {
    const storeStream = await stream(store);
    const [role] = await t.sql<{ id: number; version: number }>(`select id, version from roles where name = 'Storekeeper'`);
    const held = (await t.sql<{ name: string }>('select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = $1', [role.id])).map((p) => p.name);
    const before = (await admin.post('/api/products', newProduct('EVT-0004'))).json();
    await storeStream.next((m) => m.event === 'product.created' && m.data.record_id === before.id);
    const fewer = held.filter((p) => p !== 'view_products' && p !== 'manage_products');
    expect((await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: fewer })).statusCode).toBe(200);
    const after = (await admin.post('/api/products', newProduct('EVT-0005'))).json();
    // The storekeeper reads stock counts still: a count made after the product arrives, the product never does.
    const [place] = await t.sql<{ warehouse_id: number }>('select min(id) as warehouse_id from warehouses');
    const count = (await admin.post('/api/stock-counts', { warehouse_id: place.warehouse_id })).json();
    await storeStream.next((m) => m.event === 'stock_count.created' && m.data.record_id === count.id);
    expect(storeStream.of('product.created').map((m) => m.data.record_id)).not.toContain(after.id);
  });

  it('ends a stream at once when its session is logged out', async () => {
    const browser = await signIn(t.app, ADMIN);
    const s = await stream(browser);
    const started = performance.now();
    expect((await browser.post('/api/logout')).statusCode).toBeLessThan(300);
    await s.ended;
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
