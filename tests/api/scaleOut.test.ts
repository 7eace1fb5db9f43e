import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { LISTENER_NAME } from '../../server/services/sessionCache';
import { EventStreamClient } from '../helpers/eventStream';
import { HttpSession, spawnServer, type ServerProcess } from '../helpers/serverProcess';

// Issue 10 item 5: two API processes on one PostgreSQL, behind nothing but two ports. Sessions
// and every rule that keeps stock right live in the database, so either process will do.

const SECRET = 'scale-out-test-secret-shared-by-every-process';
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
/** One signed-in administrator per process. */
let onA: HttpSession;
let onB: HttpSession;

beforeAll(async () => {
  database = await freshDatabase();
  // Every process of one deployment shares SECRET (tokens one signs, another checks).
  [a, b] = await Promise.all([0, 1].map(() => spawnServer({ DATABASE_URL: database.url, SEED_DEMO: '0', SECRET })));
  onA = new HttpSession(a.base);
  await onA.signIn(ADMIN);
  onB = onA.copyTo(b.base);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database.close();
});

const sql = async <T>(text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows as T[];

/** Until both processes listen again on the notification channel after their connections were killed. */
async function listenersBack() {
  const deadline = Date.now() + 10_000;
  while ((await sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name = $1 and query like 'LISTEN%'`, [LISTENER_NAME]))[0].n < 2) {
    if (Date.now() > deadline) throw new Error('the session listeners did not come back');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sessions across processes', () => {
  it('signed in on one, the session works on the other; a refresh on the other rotates for both; reusing the old token ends it everywhere', async () => {
    const browser = new HttpSession(a.base);
    await browser.signIn(ADMIN);
    const other = browser.copyTo(b.base);
    expect((await other.send('GET', '/api/me')).json).toMatchObject({ user: { email: ADMIN.email } });

    const beforeRotation = browser.copyTo(a.base);
    const refreshed = await other.send('POST', '/api/refresh-token');
    expect(refreshed.status).toBe(200);
    const rotated = other.copyTo(a.base);
    expect((await rotated.send('GET', '/api/me')).status).toBe(200);

    // The token B rotated away is presented to A: a reuse, so A revokes the whole family...
    expect((await beforeRotation.send('POST', '/api/refresh-token')).status).toBe(401);
    // ...and B no longer accepts the rotated one either.
    expect((await other.send('POST', '/api/refresh-token')).status).toBe(401);
    expect((await other.send('GET', '/api/me')).status).toBe(401);
  });

  it('a logout on one process ends the session on the other', async () => {
    const browser = new HttpSession(a.base);
    await browser.signIn(ADMIN);
    const other = browser.copyTo(b.base);
    expect((await other.send('GET', '/api/me')).status).toBe(200);
    expect((await browser.send('POST', '/api/logout')).status).toBeLessThan(300);
    expect((await other.send('GET', '/api/me')).status).toBe(401);
    expect((await other.send('POST', '/api/refresh-token')).status).toBe(401);
  });

  /** How long until `session` is refused by its server, polling from now; fails after 2 s. */
  async function refusedWithin(session: HttpSession, url = '/api/me'): Promise<number> {
    const start = performance.now();
    for (;;) {
      if ((await session.send('GET', url)).status === 401) return performance.now() - start;
      if (performance.now() - start > 2_000) throw new Error(`${url} still answered after 2 s`);
    }
  }

  it('issue 21: each process keeps sessions, yet a logout or a disabled user on one is refused by the other within 100 ms, also after the listening connections were killed', async () => {
    const browser = new HttpSession(a.base);
    await browser.signIn(ADMIN);
    const other = browser.copyTo(b.base);
    expect((await other.send('GET', '/api/me')).status).toBe(200);
    // B answers from its cache: a change nobody announces (the token's row removed by hand) is not seen at once.
    const [token] = await sql<{ token_hash: string }>(`select a.token_hash from access_tokens a join session_families f on f.id = a.family_id order by f.created_at desc limit 1`);
    await sql(`update access_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [token.token_hash]);
    expect((await other.send('GET', '/api/me')).status).toBe(200);
    await sql(`update access_tokens set expires_at = now() + interval '10 minutes' where token_hash = $1`, [token.token_hash]);
    // A logout on A: B refuses at once.
    expect((await browser.send('POST', '/api/logout')).status).toBeLessThan(300);
    expect(await refusedWithin(other)).toBeLessThan(100);

    // A user disabled on A: their session on B ends at once.
    const store = new HttpSession(b.base);
    await store.signIn({ email: 'store@example.com', password: 'Store#2025' });
    expect((await store.send('GET', '/api/products?range=[0,0]')).status).toBe(200);
    const [user] = await sql<{ id: number; version: number }>(`select id, version from users where email = 'store@example.com'`);
    expect((await onA.send('PUT', `/api/users/${user.id}`, { version: user.version, status: 'disabled' })).status).toBe(200);
    expect(await refusedWithin(store, '/api/products?range=[0,0]')).toBeLessThan(100);
    await sql(`update users set status = 'active' where id = $1`, [user.id]);

    // The listening connections are killed: nothing cached is trusted, sessions are read from the database.
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [LISTENER_NAME]);
    const again = new HttpSession(a.base);
    await again.signIn(ADMIN);
    const againOnB = again.copyTo(b.base);
    expect((await againOnB.send('GET', '/api/me')).status).toBe(200);
    expect((await again.send('POST', '/api/logout')).status).toBeLessThan(300);
    expect(await refusedWithin(againOnB)).toBeLessThan(100);

    // Back on the channel, B caches again and hears revocations again.
    await listenersBack();
    const last = new HttpSession(a.base);
    await last.signIn(ADMIN);
    const lastOnB = last.copyTo(b.base);
    expect((await lastOnB.send('GET', '/api/me')).status).toBe(200);
    expect((await lastOnB.send('GET', '/api/me')).status).toBe(200);
    expect((await last.send('POST', '/api/logout')).status).toBeLessThan(300);
    expect(await refusedWithin(lastOnB)).toBeLessThan(100);
  }, 30_000);

  it('a dealer signed in on one process uses the portal on the other', async () => {
    const dealer = new HttpSession(b.base);
    await dealer.signIn({ email: 'dealer@example.com', password: 'Dealer#2025' }, '/api/dealer/login');
    const res = await dealer.copyTo(a.base).send('GET', '/api/dealer/orders');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });
});

describe('live events across processes (issue 34)', () => {
  it('a change committed through one process arrives on a stream of the other, also while its listening connection is back from being killed', async () => {
    const stream = await EventStreamClient.open(`${b.base}/api/events`, onB.cookieHeader());
    try {
      await stream.next((m) => m.event === 'ready');
      const stamp = Date.now();
      const made = await onA.send('POST', '/api/products', { sku: `EV-${stamp}`, name: `Live ${stamp}`, category_id: 1, dealer_price: 1, cost: 0.5, reorder_level: 0, unit: 'pcs' });
      expect(made.status).toBe(201);
      const id = made.json!.id as number;
      await stream.next((m) => m.event === 'product.created' && m.data.record_id === id, 1_000);

      // B's listener is killed: B reads the table on its own until it listens again; nothing is lost.
      await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [LISTENER_NAME]);
      expect((await onA.send('PUT', `/api/products/${id}`, { version: 1, name: `Live ${stamp} renamed` })).status).toBe(200);
      await stream.next((m) => m.event === 'product.updated' && m.data.record_id === id, 3_000);
      await listenersBack();
      expect(stream.of('product.updated').filter((m) => m.data.record_id === id)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});

describe('products searches across processes (issue 21)', () => {
  /** The names a search of `word` finds on the session's process, in the list's order. */
  async function found(session: HttpSession, word: string): Promise<string[]> {
    const res = await session.send('GET', `/api/products?filter=${encodeURIComponent(JSON.stringify({ q: word }))}&sort=${encodeURIComponent('["name","ASC"]')}&range=[0,24]`);
    expect(res.status).toBe(200);
    return (res.json as unknown as { name: string }[]).map((product) => product.name);
  }

  /** Polls until the search on `session` finds `names`; fails after 100 ms. */
  async function findsWithin100ms(session: HttpSession, word: string, names: string[]) {
    const start = performance.now();
    for (;;) {
      const now = await found(session, word);
      if (JSON.stringify(now) === JSON.stringify(names)) return;
      if (performance.now() - start > 100) expect(now).toEqual(names);
    }
  }

  it('each process keeps what its searches found, yet a product created, renamed or changed in an open transaction is found by the next search on both', async () => {
    const stamp = Date.now();
    // The word is in names only: the search reads SKUs too.
    const word = `kept${stamp}`;
    expect(await found(onA, word)).toEqual([]);
    const created = await onA.send('POST', '/api/products', { sku: `K-${stamp}-1`, name: `Alpha ${word}`, category_id: 1, dealer_price: 1, cost: 0.5, reorder_level: 0, unit: 'pcs' });
    expect(created.status).toBe(201);
    // Created on A: the next search on A and on B finds it.
    expect(await found(onA, word)).toEqual([`Alpha ${word}`]);
    expect(await found(onB, word)).toEqual([`Alpha ${word}`]);

    // B keeps what it found: a change nobody announces (the search table written by hand, its
    // triggers off) is not seen at once.
    const id = created.json!.id as number;
    const client = await database.pool.connect();
    try {
      await client.query(`begin; set local session_replication_role = replica; update product_search set doc = 'hidden' where id = ${id}; commit`);
      expect(await found(onB, word)).toEqual([`Alpha ${word}`]);
      // Put back as the triggers keep it (lower(sku name barcode), server/db/functions/product_search.sql).
      await client.query(`update product_search s set doc = lower(p.sku || ' ' || p.name || ' ' || coalesce(p.barcode, '')) from products p where s.id = p.id and p.id = $1`, [id]);

      // A second product renamed into the search in a transaction still open while B searches:
      // B may keep what it found then, but hears the change when it commits.
      const second = await onA.send('POST', '/api/products', { sku: `K-${stamp}-2`, name: 'Beta', category_id: 1, dealer_price: 1, cost: 0.5, reorder_level: 0, unit: 'pcs' });
      await client.query('begin');
      await client.query(`update products set name = $1 where id = $2`, [`Beta ${word}`, second.json!.id]);
      expect(await found(onB, word)).toEqual([`Alpha ${word}`]);
      await client.query('commit');
      await findsWithin100ms(onB, word, [`Alpha ${word}`, `Beta ${word}`]);
      await findsWithin100ms(onA, word, [`Alpha ${word}`, `Beta ${word}`]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }

    // Renamed on B out of the search: neither finds it any more.
    const [alpha] = await sql<{ version: number }>(`select version from products where id = $1`, [id]);
    expect((await onB.send('PUT', `/api/products/${id}`, { version: alpha.version, name: 'Gamma' })).status).toBe(200);
    expect(await found(onA, word)).toEqual([`Beta ${word}`]);
    expect(await found(onB, word)).toEqual([`Beta ${word}`]);
  });
});

/** A product of its own with `stock` units on a rack of its own. */
async function stocked(sku: string, stock: number): Promise<{ productId: number; rackId: number }> {
  const product = await onA.send('POST', '/api/products', { sku, name: `Scale ${sku}`, category_id: 1, dealer_price: 1, cost: 0.5, reorder_level: 0, unit: 'pcs' });
  expect(product.status).toBe(201);
  const rack = await onB.send('POST', '/api/racks', { room_id: 1, code: `SCALE-${sku}` });
  expect(rack.status).toBe(201);
  const [productId, rackId] = [product.json!.id as number, rack.json!.id as number];
  const adj = await onA.send('POST', '/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: productId, rack_id: rackId, quantity: stock }] });
  expect((await onB.send('POST', `/api/stock-adjustments/${adj.json!.id}/post`, { version: adj.json!.version })).status).toBe(200);
  return { productId, rackId };
}

describe('the stock rules across processes', () => {
  it('two confirmations on two processes that together exceed the stock: exactly one wins', async () => {
    const { productId } = await stocked('RACE', 10);
    const dealers = (await sql<{ id: number }>(`select id from dealers where status = 'active' order by id limit 2`)).map((d) => d.id);
    await sql(`update dealers set credit_limit = 1000000 where id = any($1)`, [dealers]);
    const orders = await Promise.all(
      [7, 6].map(async (quantity, i) => (await onA.send('POST', '/api/orders', { dealer_id: dealers[i], lines: [{ product_id: productId, quantity }] })).json!),
    );
    const results = await Promise.all(
      [onA, onB].map((session, i) => session.send('POST', `/api/orders/${orders[i].id}/transition`, { to: 'confirmed', version: orders[i].version })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ reserved }] = await sql<{ reserved: number }>(`select reserved from products where id = $1`, [productId]);
    expect(reserved).toBe(results[0].status === 200 ? 7 : 6);
    expect(await findStockMismatches(database.db)).toEqual([]);
  });

  it('50 concurrent takes of 2 from a rack holding 60, split over both processes: exactly 30 succeed and the rack ends at 0', async () => {
    const { productId, rackId } = await stocked('HOT', 60);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const session = i % 2 ? onA : onB;
        const draft = await session.send('POST', '/api/stock-adjustments', { warehouse_id: 1, reason: 'loss', lines: [{ product_id: productId, rack_id: rackId, quantity: -2 }] });
        expect(draft.status).toBe(201);
        return (await session.send('POST', `/api/stock-adjustments/${draft.json!.id}/post`, { version: draft.json!.version })).status;
      }),
    );
    expect(outcomes.filter((s) => s === 200)).toHaveLength(30);
    expect(outcomes.filter((s) => s === 409)).toHaveLength(20);
    const [level] = await sql(`select on_hand from stock_levels where product_id = $1 and rack_id = $2`, [productId, rackId]);
    expect(level).toEqual({ on_hand: 0 });
    expect(await findStockMismatches(database.db)).toEqual([]);
  }, 30_000);

  it('one Idempotency-Key sent to both processes at once makes one order', async () => {
    const { productId } = await stocked('IDEM', 5);
    const body = { dealer_id: 1, lines: [{ product_id: productId, quantity: 1 }], notes: 'twice' };
    const answers = await Promise.all([onA, onB].map((s) => s.send('POST', '/api/orders', body, { 'idempotency-key': 'scale-out-once' })));
    // The second waits on the first's key row in the database, then answers with the first answer.
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[1].json!.id).toBe(answers[0].json!.id);
    expect(await sql(`select count(*)::int as n from order_lines where product_id = $1`, [productId])).toEqual([{ n: 1 }]);
  });
});
