import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/db/client';
import { freePort } from '../../server/db/embedded';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN } from '../helpers/app';
import { groupGone, HttpSession, killGroup, postmasterPid, spawnServer, type ServerProcess } from '../helpers/serverProcess';

// Issue 10 item 4: writes streamed at a real server process (embedded PostgreSQL in its own
// DATA_DIR), the process killed mid-stream, restarted; every acknowledged write must be there
// whole, nothing half-applied, and the ledger must reconcile.

const DEALER = { email: 'dealer@example.com', password: 'Dealer#2025' };

let dataDir: string;
let port: number;
let server: ServerProcess;
let database: Database;
let admin: HttpSession;
let dealer: HttpSession;
let pairs: { product_id: number; rack_id: number }[];
let orderProducts: number[];

type Line = { product_id: number; rack_id?: number; quantity: number };
/** What the server acknowledged (answered 2xx), to look for after the crash. */
const acked = { postings: new Map<number, Line[]>(), orders: new Map<number, Line[]>(), confirmed: new Set<number>() };

/** The embedded cluster of the running server, reached as `npm run check:stock` does. */
function clusterUrl(): string {
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://stockyard:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

const start = () => spawnServer({ DATA_DIR: dataDir, SEED_DEMO: '1' }, { port });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-crash-'));
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
  server = await start();
  admin = new HttpSession(server.base);
  await admin.signIn(ADMIN);
  dealer = new HttpSession(server.base);
  await dealer.signIn(DEALER, '/api/dealer/login');
  const setup = connect(clusterUrl(), 1);
  // Orders must not stop at the dealer's credit limit halfway through the stream.
  await setup.pool.query(`update dealers set credit_limit = 100000000 where portal_email = $1`, [DEALER.email]);
  pairs = (
    await setup.pool.query(`select l.product_id, l.rack_id from stock_levels l join racks r on r.id = l.rack_id join rooms m on m.id = r.room_id
      where m.warehouse_id = 1 and l.on_hand >= 40 order by l.product_id, l.rack_id limit 12`)
  ).rows;
  orderProducts = (await setup.pool.query(`select id from products where active and on_hand - reserved >= 60 order by id limit 6`)).rows.map((r) => r.id);
  await setup.close();
  expect(pairs.length).toBe(12);
  expect(orderProducts.length).toBe(6);
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (server) {
    killGroup(server.child, 'SIGKILL');
    await groupGone(server.child).catch(() => {});
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One posted adjustment of three lines on three different (product, rack) pairs. */
async function postAdjustment(n: number) {
  const [a, b, c] = [pairs[n % 12], pairs[(n + 4) % 12], pairs[(n + 8) % 12]];
  const lines = [
    { ...a, quantity: -1 },
    { ...b, quantity: 1 },
    { ...c, quantity: 2 },
  ];
  const created = await admin.send('POST', '/api/stock-adjustments', { warehouse_id: 1, reason: 'count_correction', lines });
  if (created.status !== 201) return;
  const posted = await admin.send('POST', `/api/stock-adjustments/${created.json!.id}/post`, { version: created.json!.version });
  if (posted.status === 200) acked.postings.set(created.json!.id as number, lines);
}

/** A dealer's order of two lines, then (every other time) its confirmation by staff, which reserves stock. */
async function submitOrder(n: number) {
  const lines = [
    { product_id: orderProducts[n % 6], quantity: 1 },
    { product_id: orderProducts[(n + 1) % 6], quantity: 2 },
  ];
  const submitted = await dealer.send('POST', '/api/dealer/orders', { lines, notes: `crash ${n}` }, { 'idempotency-key': `crash-${n}-${Math.random()}` });
  if (submitted.status !== 201) return;
  const id = submitted.json!.id as number;
  acked.orders.set(id, lines);
  if (n % 2) return;
  const order = await admin.send('GET', `/api/orders/${id}`);
  if (order.status !== 200) return;
  const confirmed = await admin.send('POST', `/api/orders/${id}/transition`, { to: 'confirmed', version: order.json!.version });
  if (confirmed.status === 200) acked.confirmed.add(id);
}

/**
 * Six clients stream writes until `kill` has run once `threshold` more writes were acknowledged;
 * answers cut off by the kill are not acknowledged. Returns how many requests failed that way.
 */
async function streamAndKill(threshold: number, kill: () => Promise<void>): Promise<number> {
  const before = acked.postings.size + acked.orders.size;
  let killed = false;
  let cut = 0;
  let n = before * 7;
  const worker = async (kind: number) => {
    while (!killed) {
      try {
        await (kind % 2 ? postAdjustment(n++) : submitOrder(n++));
      } catch {
        cut++;
      }
    }
  };
  const killer = (async () => {
    while (acked.postings.size + acked.orders.size < before + threshold) await new Promise((r) => setTimeout(r, 20));
    await kill();
    killed = true;
  })();
  await Promise.all([killer, ...[0, 1, 2, 3, 4, 5].map(worker)]);
  return cut;
}

async function checkEverything() {
  const sql = async <T>(text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows as T[];
  for (const [id, lines] of acked.postings) {
    const [adjustment] = await sql<{ status: string }>(`select status from stock_adjustments where id = $1`, [id]);
    expect(adjustment, `posted adjustment ${id}`).toEqual({ status: 'posted' });
    const movements = await sql(
      `select product_id, rack_id, delta as quantity from stock_movements where source_type = 'stock_adjustment' and source_id = $1 order by product_id, rack_id`,
      [id],
    );
    const sorted = [...lines].sort((x, y) => x.product_id - y.product_id || x.rack_id! - y.rack_id!);
    expect(movements, `movements of adjustment ${id}`).toEqual(sorted);
  }
  // None half-applied, acknowledged or not: a posted adjustment has a movement per line, any other none.
  const halfPosted = await sql(`select a.id, a.status, (select count(*) from stock_adjustment_lines l where l.adjustment_id = a.id)::int as lines,
      (select count(*) from stock_movements m where m.source_type = 'stock_adjustment' and m.source_id = a.id)::int as movements
    from stock_adjustments a where (a.status = 'posted') <> ((select count(*) from stock_movements m where m.source_type = 'stock_adjustment' and m.source_id = a.id)
      = (select count(*) from stock_adjustment_lines l where l.adjustment_id = a.id))`);
  expect(halfPosted).toEqual([]);

  for (const [id, lines] of acked.orders) {
    const stored = await sql(`select product_id, quantity from order_lines where order_id = $1 order by line_no`, [id]);
    expect(stored, `lines of order ${id}`).toEqual(lines);
  }
  for (const id of acked.confirmed) expect((await sql(`select status from orders where id = $1`, [id]))[0], `confirmed order ${id}`).toEqual({ status: 'confirmed' });
  const incomplete = await sql(`select o.id from orders o left join order_lines l on l.order_id = o.id group by o.id
    having count(l.id) = 0 or o.subtotal <> coalesce(sum(l.line_total), 0)`);
  expect(incomplete).toEqual([]);
  // Levels against the ledger, product totals against levels, reservations against open orders.
  expect(await findStockMismatches(database.db)).toEqual([]);
}

describe('killed mid-stream, restarted', () => {
  it('SIGKILL of the API process: every acknowledged posting and order is there, whole; the ledger reconciles', async () => {
    const cut = await streamAndKill(30, () => server.stop('SIGKILL'));
    expect(cut).toBeGreaterThan(0);
    server = await start();
    expect(server.output()).toMatch(/stopping orphaned PostgreSQL/);
    admin.base = dealer.base = server.base;
    database = connect(clusterUrl(), 2);
    await checkEverything();
  }, 60_000);

  it('SIGKILL of the API process and its PostgreSQL: PostgreSQL recovers from its WAL, nothing acknowledged is lost', async () => {
    await database?.close();
    database = undefined as unknown as Database;
    const before = acked.postings.size;
    const cut = await streamAndKill(30, async () => {
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      killGroup(server.child, 'SIGKILL');
      await groupGone(server.child);
    });
    expect(cut).toBeGreaterThan(0);
    expect(acked.postings.size).toBeGreaterThan(before);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    server = await start();
    expect(server.output()).toMatch(/removing stale .*postmaster\.pid/);
    admin.base = dealer.base = server.base;
    database = connect(clusterUrl(), 2);
    await checkEverything();
    // The sessions survived both crashes: they live in the database.
    expect((await admin.send('GET', '/api/me')).status).toBe(200);
  }, 60_000);
});
