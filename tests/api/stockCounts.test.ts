import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, listUrl, signIn, STORE, VIEWER, type Client, type TestApp } from '../helpers/app';

// Issue 20 item 4: stocktakes as a store runs them — several counters at once, stock moving
// while they count, one adjustment of the variances at the end, and a ledger that still adds up.

const root = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
let admin: Client;
let store: Client;

interface Line {
  id: number;
  product_id: number;
  rack_id: number;
  sku: string;
  expected: number | null;
  counted: number | null;
  on_hand_at_count: number | null;
  variance: number | null;
  variance_value: number | null;
  added: boolean;
  counted_by_name: string | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  store = await signIn(t.app, STORE);
});
afterAll(() => t.close());

const onHand = async (productId: number, rackId: number) =>
  (await t.sql<{ on_hand: number }>('select coalesce((select on_hand from stock_levels where product_id = $1 and rack_id = $2), 0) as on_hand', [productId, rackId]))[0].on_hand;

/** A room holding at least `min` stock levels, with its warehouse and racks. */
async function busyRoom(min: number) {
  const [room] = await t.sql<{ room_id: number; warehouse_id: number; levels: number }>(
    `select k.room_id, r.warehouse_id, count(*)::int as levels from stock_levels x join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id
     where x.on_hand >= 5 group by 1, 2 having count(*) >= $1 order by 1 limit 1`,
    [min],
  );
  return room;
}

async function allLines(client: Client, id: number): Promise<Line[]> {
  const res = await client.get(`/api/stock-counts/${id}/lines?range=[0,999]`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function createAndStart(client: Client, body: object) {
  const created = await client.post('/api/stock-counts', body);
  expect(created.statusCode, created.body).toBe(201);
  const started = await client.post(`/api/stock-counts/${created.json().id}/start`, { version: created.json().version });
  expect(started.statusCode, started.body).toBe(200);
  return started.json();
}

function checkStock() {
  const url = (t.database as unknown as { url: string }).url;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-stock.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
}

describe('a stocktake', () => {
  it('two counters and a movement during the count: one posted adjustment of the variances, levels equal to the counts, the ledger reconciled', async () => {
    const room = await busyRoom(4);
    const draft = await store.post('/api/stock-counts', { warehouse_id: room.warehouse_id, room_id: room.room_id, note: 'Quarterly count' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ number: expect.stringMatching(/^SC-\d{6}$/), status: 'draft', blind: false, line_count: 0, created_by_name: 'Sam Storekeeper' });
    expect(draft.json().scope_path).toMatch(/^\S+ \/ \S+$/);

    const started = await store.post(`/api/stock-counts/${draft.json().id}/start`, { version: draft.json().version });
    expect(started.statusCode, started.body).toBe(200);
    const count = started.json();
    expect(count).toMatchObject({ status: 'counting', counted_count: 0 });
    expect(count.line_count).toBe(room.levels + (await t.sql<{ n: number }>(`select count(*)::int as n from stock_levels x join racks k on k.id = x.rack_id where k.room_id = $1 and x.on_hand between 1 and 4`, [room.room_id]))[0].n);
    const lines = await allLines(store, count.id);
    expect(lines).toHaveLength(count.line_count);
    for (const line of lines.slice(0, 3)) expect(line.expected).toBe(await onHand(line.product_id, line.rack_id));

    const [a, b, c, uncounted] = lines.filter((l) => (l.expected ?? 0) >= 5);
    expect(uncounted).toBeDefined();
    // Line a: 3 units leave its rack before it is counted; the counter sees what is left, short by 1.
    const onHandA = await onHand(a.product_id, a.rack_id);
    const issue = await admin.post('/api/stock-adjustments', { warehouse_id: room.warehouse_id, reason: 'damage', lines: [{ product_id: a.product_id, rack_id: a.rack_id, quantity: -3 }] });
    expect(issue.statusCode, issue.body).toBe(201);
    expect((await admin.post(`/api/stock-adjustments/${issue.json().id}/post`, { version: issue.json().version })).statusCode).toBe(200);
    // Lines a, b and c counted by two people at once.
    const counts = await Promise.all([
      store.post(`/api/stock-counts/${count.id}/counts`, { product_id: a.product_id, rack_id: a.rack_id, counted: onHandA - 3 - 1 }),
      admin.post(`/api/stock-counts/${count.id}/counts`, { product_id: b.product_id, rack_id: b.rack_id, counted: b.expected! + 2 }),
      store.post(`/api/stock-counts/${count.id}/counts`, { product_id: c.product_id, rack_id: c.rack_id, counted: c.expected! }),
    ]);
    for (const res of counts) expect(res.statusCode, res.body).toBe(200);
    expect(counts[0].json()).toMatchObject({ counted: onHandA - 4, on_hand_at_count: onHandA - 3, variance: -1, counted_by_name: 'Sam Storekeeper' });
    expect(counts[1].json()).toMatchObject({ variance: 2, counted_by_name: 'Ada Administrator' });
    // A recount replaces the line's count.
    const recount = await admin.post(`/api/stock-counts/${count.id}/counts`, { product_id: b.product_id, rack_id: b.rack_id, counted: b.expected! + 1 });
    expect(recount.json()).toMatchObject({ counted: b.expected! + 1, variance: 1 });
    // Line b: 2 more units arrive after it was counted; they are not counted twice.
    const receipt = await admin.post('/api/stock-adjustments', { warehouse_id: room.warehouse_id, reason: 'found', lines: [{ product_id: b.product_id, rack_id: b.rack_id, quantity: 2 }] });
    expect((await admin.post(`/api/stock-adjustments/${receipt.json().id}/post`, { version: receipt.json().version })).statusCode).toBe(200);
    // A product found on a rack of the room, outside the lines, is added.
    const [stranger] = await t.sql<{ id: number }>(`select p.id from products p where not exists (select 1 from stock_levels x where x.product_id = p.id and x.rack_id = $1) order by p.id limit 1`, [a.rack_id]);
    const found = await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: stranger.id, rack_id: a.rack_id, counted: 4 });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ added: true, expected: 0, on_hand_at_count: 0, variance: 4 });

    const summary = (await store.get(`/api/stock-counts/${count.id}/summary`)).json();
    expect(summary).toMatchObject({ lines: count.line_count + 1, counted: 4, uncounted: count.line_count - 3, with_variance: 3, variance_quantity: -1 + 1 + 4, revealed: true });
    const uncountedOnly: Line[] = (await store.get(listUrl('stock-counts/' + count.id + '/lines', { filter: { counted: false }, range: [0, 999] }))).json();
    expect(uncountedOnly.map((l) => l.id)).toContain(uncounted.id);
    expect(uncountedOnly.every((l) => l.counted === null)).toBe(true);
    const varianceOnly: Line[] = (await store.get(listUrl('stock-counts/' + count.id + '/lines', { filter: { with_variance: true }, sort: ['variance', 'ASC'] }))).json();
    expect(varianceOnly.map((l) => l.variance)).toEqual([-1, 1, 4]);

    // Posting at a version read before the last count is refused: the reviewer saw less than there is.
    const stale = await store.post(`/api/stock-counts/${count.id}/post`, { version: count.version });
    expect(stale.statusCode).toBe(409);
    const current = (await store.get(`/api/stock-counts/${count.id}`)).json();
    const uncountedBefore = await onHand(uncounted.product_id, uncounted.rack_id);
    const posted = await store.post(`/api/stock-counts/${count.id}/post`, { version: current.version });
    expect(posted.statusCode, posted.body).toBe(200);
    const { stock_count: done, adjustment } = posted.json();
    expect(done).toMatchObject({ status: 'posted', adjustment_id: adjustment.id, adjustment_number: adjustment.number, posted_by_name: 'Sam Storekeeper' });
    expect(adjustment).toMatchObject({ status: 'posted', reason: 'count_correction', warehouse_id: room.warehouse_id, stock_count_id: count.id, stock_count_number: count.number });
    expect(adjustment.lines.map((l: { quantity: number; reason: string }) => [l.quantity, l.reason]).sort()).toEqual([[-1, 'count_correction'], [1, 'count_correction'], [4, 'count_correction']].sort());
    expect((await store.get(`/api/stock-adjustments/${adjustment.id}`)).json()).toMatchObject({ stock_count_number: count.number });

    // Levels: what was counted, plus what moved after the count; an uncounted line is left alone.
    expect(await onHand(a.product_id, a.rack_id)).toBe(onHandA - 4);
    expect(await onHand(b.product_id, b.rack_id)).toBe(b.expected! + 1 + 2);
    expect(await onHand(c.product_id, c.rack_id)).toBe(c.expected);
    expect(await onHand(stranger.id, a.rack_id)).toBe(4);
    expect(await onHand(uncounted.product_id, uncounted.rack_id)).toBe(uncountedBefore);
    const movements = await t.sql<{ delta: number; source_label: string }>(`select delta, source_label from stock_movements where source_type = 'stock_adjustment' and source_id = $1 order by delta`, [adjustment.id]);
    expect(movements).toEqual([
      { delta: -1, source_label: adjustment.number },
      { delta: 1, source_label: adjustment.number },
      { delta: 4, source_label: adjustment.number },
    ]);

    const check = checkStock();
    expect(check.stdout + check.stderr).toMatch(/every level equals the sum of its movements/);
    expect(check.status).toBe(0);

    // Posted is final.
    expect((await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: a.product_id, rack_id: a.rack_id, counted: 1 })).statusCode).toBe(409);
    expect((await store.post(`/api/stock-counts/${count.id}/cancel`, { version: done.version })).json().message).toBe(`${count.number} is posted and can no longer change.`);
  }, 60_000);

  it('a blind count hides the expected quantities from its counters, not from the one who opened it', async () => {
    const room = await busyRoom(2);
    const [rack] = await t.sql<{ id: number }>(`select rack_id as id from stock_levels x join racks k on k.id = x.rack_id where k.room_id = $1 and x.on_hand > 0 order by 1 limit 1`, [room.room_id]);
    const count = await createAndStart(admin, { warehouse_id: room.warehouse_id, rack_id: rack.id, blind: true });
    expect(count.scope_path.split(' / ')).toHaveLength(3);
    const counted: Line[] = await allLines(store, count.id);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((l) => l.expected === null && l.variance === null && l.variance_value === null)).toBe(true);
    const line = (await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: counted[0].product_id, rack_id: rack.id, counted: 0 })).json();
    expect(line).toMatchObject({ counted: 0, expected: null, on_hand_at_count: null, variance: null });
    expect((await store.get(`/api/stock-counts/${count.id}/summary`)).json()).toMatchObject({ counted: 1, with_variance: null, variance_value: null, revealed: false });
    // Sorting by the hidden variance does not tell it either.
    expect((await store.get(listUrl(`stock-counts/${count.id}/lines`, { sort: ['variance', 'DESC'] }))).json().map((l: Line) => l.id)).toEqual(counted.map((l) => l.id));

    const opener: Line[] = await allLines(admin, count.id);
    expect(opener[0].expected).toBeGreaterThan(0);
    expect(opener.find((l) => l.product_id === counted[0].product_id)!.variance).toBe(-opener[0].expected!);
    expect((await admin.get(`/api/stock-counts/${count.id}/summary`)).json()).toMatchObject({ revealed: true, with_variance: 1 });
    const cancelled = await admin.post(`/api/stock-counts/${count.id}/cancel`, { version: (await admin.get(`/api/stock-counts/${count.id}`)).json().version });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', adjustment_id: null });
    // Cancelled: nothing was posted, and the counters now see what was expected.
    expect((await allLines(store, count.id))[0].expected).toBe(opener[0].expected);
  });

  it('a count where every line matched posts without an adjustment', async () => {
    const room = await busyRoom(2);
    const [level] = await t.sql<{ product_id: number; rack_id: number; on_hand: number }>(
      `select x.product_id, x.rack_id, x.on_hand from stock_levels x join racks k on k.id = x.rack_id where k.room_id = $1 and x.on_hand > 0 order by 1, 2 limit 1`,
      [room.room_id],
    );
    const count = await createAndStart(store, { warehouse_id: room.warehouse_id, rack_id: level.rack_id, product_ids: [level.product_id, level.product_id] });
    expect(count).toMatchObject({ product_ids: [level.product_id], line_count: 1 });
    await store.post(`/api/stock-counts/${count.id}/counts`, { product_id: level.product_id, rack_id: level.rack_id, counted: level.on_hand });
    const version = (await store.get(`/api/stock-counts/${count.id}`)).json().version;
    const posted = await store.post(`/api/stock-counts/${count.id}/post`, { version });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ stock_count: { status: 'posted', adjustment_id: null }, adjustment: null });
    expect(await onHand(level.product_id, level.rack_id)).toBe(level.on_hand);
  });

  it('refuses what does not fit, with a clear message and nothing written', async () => {
    const [other] = await t.sql<{ id: number; warehouse_id: number }>(`select r.id, r.warehouse_id from rooms r order by r.warehouse_id desc, r.id limit 1`);
    const [first] = await t.sql<{ id: number; code: string }>(`select id, code from warehouses where id <> $1 order by id limit 1`, [other.warehouse_id]);
    const before = (await t.sql<{ n: number }>('select count(*)::int as n from stock_counts'))[0].n;
    const wrongRoom = await store.post('/api/stock-counts', { warehouse_id: first.id, room_id: other.id });
    expect(wrongRoom.statusCode).toBe(422);
    expect(wrongRoom.json().errors).toEqual({ room_id: `This room is not in ${first.code}` });
    const french = await store.request('POST', '/api/stock-counts', { body: { warehouse_id: first.id, room_id: other.id }, headers: { 'accept-language': 'fr' } });
    expect(french.json().errors).toEqual({ room_id: `Cette salle n’est pas dans ${first.code}` });
    expect((await store.post('/api/stock-counts', { warehouse_id: first.id, product_ids: [99999999] })).json().errors).toEqual({ product_ids: 'This product does not exist' });
    expect((await store.post('/api/stock-counts', { room_id: other.id })).json().errors).toMatchObject({ warehouse_id: expect.any(String) });
    const viewer = await signIn(t.app, VIEWER);
    expect((await viewer.post('/api/stock-counts', { warehouse_id: first.id })).statusCode).toBe(403);
    expect((await t.sql<{ n: number }>('select count(*)::int as n from stock_counts'))[0].n).toBe(before);

    const draft = (await store.post('/api/stock-counts', { warehouse_id: other.warehouse_id, room_id: other.id })).json();
    const notStarted = await store.post(`/api/stock-counts/${draft.id}/counts`, { product_id: 1, rack_id: 1, counted: 1 });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(`${draft.number} is draft; counts are recorded only while it is being counted.`);
    expect((await store.post(`/api/stock-counts/${draft.id}/post`, { version: draft.version })).statusCode).toBe(409);
    // A draft's scope may change; once counting it may not, nor be deleted.
    const changed = await store.put(`/api/stock-counts/${draft.id}`, { version: draft.version, note: 'East wall only', blind: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ note: 'East wall only', blind: true, room_id: other.id });
    const started = (await store.post(`/api/stock-counts/${draft.id}/start`, { version: changed.json().version })).json();
    expect((await store.post(`/api/stock-counts/${draft.id}/start`, { version: started.version })).json().message).toBe(`${draft.number} is being counted; only a draft can be started.`);
    expect((await store.put(`/api/stock-counts/${draft.id}`, { version: started.version, note: 'x' })).statusCode).toBe(409);
    const deleting = await store.delete(`/api/stock-counts/${draft.id}`);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toBe(`${draft.number} is being counted; only a draft can be deleted. Cancel it instead.`);
    const frenchDelete = await store.request('DELETE', `/api/stock-counts/${draft.id}`, { headers: { 'accept-language': 'fr' } });
    expect(frenchDelete.json().message).toBe(`${draft.number} est en comptage ; seul un brouillon peut être supprimé. Annulez-le plutôt.`);

    const [outside] = await t.sql<{ id: number }>(`select k.id from racks k where k.room_id <> $1 order by k.id limit 1`, [other.id]);
    const rackOutside = await store.post(`/api/stock-counts/${draft.id}/counts`, { product_id: 1, rack_id: outside.id, counted: 1 });
    expect(rackOutside.statusCode).toBe(422);
    expect(rackOutside.json().errors.rack_id).toBe(`This rack is outside ${started.scope_path}, the scope of ${draft.number}`);
    expect((await store.post(`/api/stock-counts/${draft.id}/counts`, { product_id: 1, rack_id: outside.id, counted: -1 })).json().errors).toEqual({ counted: 'Must be 0 or more' });
    expect((await viewer.post(`/api/stock-counts/${draft.id}/counts`, { product_id: 1, rack_id: outside.id, counted: 1 })).statusCode).toBe(403);
    // The Auditor reads counts but records none.
    expect((await viewer.get(`/api/stock-counts/${draft.id}/lines`)).statusCode).toBe(200);
    expect((await t.sql<{ n: number }>('select count(*)::int as n from stock_count_lines where count_id = $1 and counted is not null', [draft.id]))[0].n).toBe(0);

    const product = (await store.post('/api/stock-counts', { warehouse_id: other.warehouse_id, room_id: other.id, product_ids: [1] })).json();
    const productStarted = (await store.post(`/api/stock-counts/${product.id}/start`, { version: product.version })).json();
    const [rackInRoom] = await t.sql<{ id: number }>(`select id from racks where room_id = $1 order by id limit 1`, [other.id]);
    const wrongProduct = await store.post(`/api/stock-counts/${productStarted.id}/counts`, { product_id: 2, rack_id: rackInRoom.id, counted: 1 });
    expect(wrongProduct.json().errors).toEqual({ product_id: `This product is not one of the products ${product.number} counts` });
  });

  it('the Storekeeper and the Administrator hold the new permissions; the Auditor reads counts', async () => {
    const held = await t.sql<{ role: string; name: string }>(
      `select r.name as role, p.name from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id where p.name like '%stock_counts' order by 1, 2`,
    );
    expect(held).toEqual([
      { role: 'Administrator', name: 'manage_stock_counts' },
      { role: 'Administrator', name: 'view_stock_counts' },
      { role: 'Auditor', name: 'view_stock_counts' },
      { role: 'Storekeeper', name: 'manage_stock_counts' },
      { role: 'Storekeeper', name: 'view_stock_counts' },
    ]);
  });
});
