import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { products } from '../server/db/schema';
import { productBinding } from '../server/services/catalogue';
import { selection } from '../server/services/collections';
import { BENCH_ADMIN, BENCH_DATA_DIR, BENCH_DEALERS, benchDealer, openPool, startBenchDatabase } from './database';
import { CONNECTIONS, floor, hammer, signIn, startApiServer, type Measurement } from './load';

// `npm run bench` (issue 9 items 2–3): the API against the raw PostgreSQL floor, in one run,
// on the data set of `npm run seed:bench`. Ratios and latencies from the same run are what
// count on a shared, noisy machine; every line prints PASS or FAIL.

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, warmup: { type: 'string', default: '3' }, only: { type: 'string' } } });
const SECONDS = Number(values.duration);
const WARMUP = Number(values.warmup);
/** `--only search,postings` measures those lines alone (while working on one); such a run writes no results file. */
const ONLY = values.only ? new Set(values.only.split(',')) : null;
const LINES = ['getone', 'search', 'hub', 'orders', 'export', 'postings', 'dealer'];
for (const key of ONLY ?? []) if (!LINES.includes(key)) throw new Error(`--only takes ${LINES.join(', ')}; not ${key}`);
const want = (key: string) => !ONLY || ONLY.has(key);
const HOT = { productId: 1, rackId: 1, warehouseId: 1 };
const SEARCH_TERMS = ['pump', 'brake', 'filter', 'bosch', 'sensor', 'premium'];

interface Line {
  name: string;
  measured: Measurement;
  metric: string;
  target: string;
  pass: boolean;
  note?: string;
}

const ms = (n: number) => n.toFixed(1);
/** A line with failed requests, or none answered, fails whatever its latency. */
const ok = (m: Measurement) => m.requests > 0 && m.failures === 0;
let seed = 42;
/** Deterministic, so two runs ask for the same records. */
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

async function main() {
  const target = await startBenchDatabase();
  const database = openPool(target.url, CONNECTIONS);
  const { pool, db } = database;
  const api = await startApiServer(target.url);
  const lines: Line[] = [];
  try {
    await forgetBenchOrders(pool);
    const { rows: sizes } = await pool.query(`select (select count(*) from products)::int as products, (select count(*) from stock_movements)::int as movements,
      (select count(*) from orders)::int as orders, (select max(id) from products)::int as max_product`);
    const size = sizes[0] as { products: number; movements: number; orders: number; max_product: number };
    if (size.products < 1000) throw new Error('the bench database is nearly empty: run `npm run seed:bench` first');
    console.log(`bench: ${size.products} products, ${size.movements} movements, ${size.orders} orders; ${CONNECTIONS} connections, ${SECONDS} s per line after ${WARMUP} s warm-up`);
    const randomProduct = () => 1 + Math.floor(random() * size.max_product);
    const staff = await signIn(api.base, '/api/login', BENCH_ADMIN);
    const dealers = await Promise.all(Array.from({ length: Math.min(BENCH_DEALERS, CONNECTIONS) }, (_, i) => signIn(api.base, '/api/dealer/login', benchDealer(i + 1))));
    const measure = async (load: Parameters<typeof hammer>[1]) => {
      if (WARMUP > 0) await hammer(api.base, load, WARMUP);
      return hammer(api.base, load, SECONDS);
    };
    const staffGet = (next: () => string) => ({ headers: { cookie: staff.cookie }, next: () => ({ path: next() }) });

    // getOne against the floor: the very SQL getRecord sends, from a raw pool.
    if (want('getone')) {
      const getOne = selectProductSql(db);
      if (WARMUP > 0) await floor(pool, getOne, () => [randomProduct()], WARMUP);
      const rawFloor = await floor(pool, getOne, () => [randomProduct()], SECONDS);
      const http = await measure(staffGet(() => `/api/products/${randomProduct()}`));
      const ratio = http.rps / rawFloor.rps;
      lines.push({ name: 'raw pg floor: product by id', measured: rawFloor, metric: `${Math.round(rawFloor.rps)} q/s`, target: '(reference)', pass: true });
      lines.push({ name: 'GET /api/products/:id', measured: http, metric: `${ratio.toFixed(2)}× floor`, target: '≥ 0.60× floor', pass: ratio >= 0.6 && ok(http) });
    }

    if (want('search')) {
      let term = 0;
      const search = await measure(
        staffGet(() => {
          const filter = encodeURIComponent(JSON.stringify({ q: SEARCH_TERMS[term++ % SEARCH_TERMS.length], active: true }));
          const start = 200 + Math.floor(random() * 20) * 25;
          return `/api/products?filter=${filter}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent(`[${start},${start + 24}]`)}`;
        }),
      );
      lines.push({ name: 'products: search + filter + sort, deep page', measured: search, metric: `p99 ${ms(search.p99)} ms`, target: 'p99 ≤ 50 ms', pass: search.p99 <= 50 && ok(search) });
    }

    if (want('hub')) {
      const hub = await measure(
        staffGet(() => {
          const filter = encodeURIComponent(JSON.stringify({ warehouse_id: 1 + Math.floor(random() * 3) }));
          const start = Math.floor(random() * 40) * 25;
          return `/api/stock-hub?filter=${filter}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent(`[${start},${start + 24}]`)}`;
        }),
      );
      lines.push({ name: 'stock hub by warehouse', measured: hub, metric: `p99 ${ms(hub.p99)} ms`, target: 'p99 ≤ 80 ms', pass: hub.p99 <= 80 && ok(hub) });
    }

    // Issue 21: a back office's daily list. One status and a territory of 200 dealers (~4,500
    // delivered orders), newest first, a page between 500 and 1,000 rows deep.
    if (want('orders')) {
      const statuses = ['delivered', 'dispatched', 'pending'];
      const orderList = await measure(
        staffGet(() => {
          const first = 1 + Math.floor(random() * 800);
          const dealerIds = Array.from({ length: 200 }, (_, i) => first + i);
          const filter = encodeURIComponent(JSON.stringify({ status: statuses[Math.floor(random() * statuses.length)], dealer_id: dealerIds }));
          const start = 500 + Math.floor(random() * 20) * 25;
          return `/api/orders?filter=${filter}&sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent(`[${start},${start + 24}]`)}`;
        }),
      );
      lines.push({ name: 'orders: status + dealers, by date, deep page', measured: orderList, metric: `p99 ${ms(orderList.p99)} ms`, target: 'p99 ≤ 50 ms', pass: orderList.p99 <= 50 && ok(orderList) });
    }

    if (want('export')) lines.push(await exportAll(api, staff.cookie, size.products));

    if (want('postings')) lines.push(await postings(api.base, staff, pool));

    if (want('dealer')) {
      const orders = await measure({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // One dealer per connection: ten dealers ordering at once, not one dealer ten times.
        next: (connection) => {
          const dealer = dealers[connection % dealers.length];
          const ids = new Set<number>();
          while (ids.size < 3) ids.add(randomProduct());
          // Every 50th product is inactive (seed); a dealer cannot order those.
          const wanted = [...ids].map((id) => (id % 50 === 0 ? id - 1 : id));
          return {
            path: '/api/dealer/orders',
            headers: { cookie: dealer.cookie, 'x-xsrf-token': dealer.xsrf },
            body: JSON.stringify({ notes: 'bench', lines: [...new Set(wanted)].map((product_id) => ({ product_id, quantity: 1 })) }),
          };
        },
      });
      await forgetBenchOrders(pool);
      lines.push({ name: 'POST /api/dealer/orders', measured: orders, metric: `p99 ${ms(orders.p99)} ms`, target: 'p99 ≤ 100 ms', pass: orders.p99 <= 100 && ok(orders) });
    }
  } finally {
    await api.stop();
    await database.close();
    await target.stop();
  }
  report(lines);
}

/**
 * Deletes the orders the dealer line placed (notes 'bench'), with their lines, status history and
 * audit entries. Kept, they piled up run after run as the newest pending orders of dealers 1–10,
 * and every later run's orders line walked past them: two runs measured different data.
 * Placing an order reserves nothing (a confirmation does), so no stock figure moves.
 */
async function forgetBenchOrders(pool: ReturnType<typeof openPool>['pool']) {
  await pool.query(`with placed as (select id from orders where notes = 'bench' and placed_by = 'dealer'),
      history as (delete from status_changes where doc_type = 'order' and doc_id in (select id from placed)),
      audit as (delete from audit_log where collection = 'orders' and record_id in (select id from placed))
    delete from orders where id in (select id from placed)`);
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

/**
 * GET /api/products/export.csv, every product, read to the end as a browser downloads it: the
 * time to the last byte, and the server's memory growth (RSS sampled every 50 ms) over its
 * baseline. Once to warm up, once measured.
 */
async function exportAll(api: { base: string; pid: number }, cookie: string, count: number): Promise<Line> {
  const download = async () => {
    const started = performance.now();
    const response = await fetch(`${api.base}/api/products/export.csv`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    let bytes = 0;
    let rows = 0;
    const reader = response.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.length;
      for (const byte of next.value) if (byte === 10) rows++;
    }
    return { status: response.status, seconds: (performance.now() - started) / 1000, bytes, rows };
  };
  await download();
  const baseline = rssMb(api.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 50);
  const run = await download().finally(() => clearInterval(sampler));
  const growth = peak - baseline;
  // The header and one line per product (a product's text may hold no newline: the seed writes none).
  const whole = run.status === 200 && run.rows === count + 1;
  return {
    name: 'CSV export of every product',
    measured: { p50: run.seconds * 1000, p99: run.seconds * 1000, rps: 1 / run.seconds, requests: 1, failures: whole ? 0 : 1, seconds: run.seconds },
    metric: `${run.seconds.toFixed(2)} s, +${growth.toFixed(0)} MB`,
    target: '≤ 5 s, ≤ 100 MB',
    pass: whole && run.seconds <= 5 && growth <= 100,
    note: `${run.rows - 1} rows, ${(run.bytes / 1e6).toFixed(1)} MB uncompressed; server RSS ${baseline.toFixed(0)} → ${peak.toFixed(0)} MB`,
  };
}

function selectProductSql(db: ReturnType<typeof openPool>['db']): string {
  const query = db.select(selection(productBinding, true)).from(products).where(eq(products.id, 0)).toSQL();
  return query.sql;
}

/**
 * ±1 postings on one hot rack through POST /api/stock-adjustments/:id/post. The drafts are laid
 * down beforehand (creating them is not what is measured); each answer is counted, and the
 * rack's level and its ledger must both equal the start plus the accepted deltas.
 */
async function postings(base: string, staff: { cookie: string; xsrf: string }, pool: ReturnType<typeof openPool>['pool']): Promise<Line> {
  const drafts = (WARMUP + SECONDS) * 4000;
  const level = async () => {
    const { rows } = await pool.query(
      `select (select on_hand from stock_levels where product_id = $1 and rack_id = $2)::int as level,
        (select coalesce(sum(delta), 0) from stock_movements where product_id = $1 and rack_id = $2)::int as ledger`,
      [HOT.productId, HOT.rackId],
    );
    return rows[0] as { level: number; ledger: number };
  };
  const { rows } = await pool.query(
    `with a as (insert into stock_adjustments (warehouse_id, reason, note, status, created_by)
       select $1, 'count_correction', 'bench', 'draft', (select min(id) from users) from generate_series(1, $2) returning id)
     insert into stock_adjustment_lines (adjustment_id, line_no, product_id, rack_id, quantity)
       select id, 1, $3, $4, case when id % 2 = 0 then 1 else -1 end from a returning adjustment_id as id, quantity`,
    [HOT.warehouseId, drafts, HOT.productId, HOT.rackId],
  );
  const queue = (rows as { id: number; quantity: number }[]).sort((a, b) => a.id - b.id);
  const delta = new Map(queue.map((r) => [r.id, r.quantity]));
  const before = await level();
  let cursor = 0;
  let accepted = 0;
  const answered = new Set<number>();
  const load = {
    method: 'POST' as const,
    headers: { cookie: staff.cookie, 'x-xsrf-token': staff.xsrf, 'content-type': 'application/json' },
    next: () => {
      const id = queue[cursor++ % queue.length].id;
      return { path: `/api/stock-adjustments/${id}/post`, body: '{"version":1}', tag: id };
    },
    onAnswer: (status: number, id: number | undefined) => {
      if (status !== 200 || id === undefined) return;
      accepted++;
      answered.add(id);
    },
  };
  if (WARMUP > 0) await hammer(base, load, WARMUP);
  const acceptedBefore = accepted;
  const measured = await hammer(base, load, SECONDS);
  const rate = (accepted - acceptedBefore) / SECONDS;
  await settled(pool, queue.map((r) => r.id));
  const after = await level();
  // Requests still in flight when a run stops are committed but never answered to autocannon:
  // the database says which postings went through, and each answered one must be among them.
  const { rows: posted } = await pool.query(`select id from stock_adjustments where id = any($1::int[]) and status = 'posted'`, [queue.map((r) => r.id)]);
  const postedIds = new Set((posted as { id: number }[]).map((r) => r.id));
  const postedSum = [...postedIds].reduce((sum, id) => sum + delta.get(id)!, 0);
  const everyAnswerPosted = [...answered].every((id) => postedIds.has(id));
  const exact = everyAnswerPosted && after.level === before.level + postedSum && after.ledger === after.level;
  await pool.query(`update stock_adjustments set status = 'cancelled' where status = 'draft' and note = 'bench'`);
  return {
    name: `postings ±1 on one hot rack`,
    measured: { ...measured, rps: rate },
    metric: `${Math.round(rate)} postings/s`,
    target: '≥ 1000/s, exact balance',
    pass: rate >= 1000 && exact && cursor <= queue.length,
    note: `start ${before.level}, ${accepted} answered 200, ${postedIds.size} posted (sum ${postedSum}), final level ${after.level}, ledger ${after.ledger}: ${exact ? 'exact' : 'MISMATCH'}`,
  };
}

/** Waits until the postings still in flight when autocannon stopped have committed. */
async function settled(pool: ReturnType<typeof openPool>['pool'], ids: number[]): Promise<void> {
  let last = -1;
  for (;;) {
    const { rows } = await pool.query(`select count(*)::int as n from stock_adjustments where id = any($1::int[]) and status = 'posted'`, [ids]);
    const n = (rows[0] as { n: number }).n;
    if (n === last) return;
    last = n;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function report(lines: Line[]) {
  const rows = lines.map((l) => [l.name, ms(l.measured.p50), ms(l.measured.p99), Math.round(l.measured.rps).toString(), l.metric, l.target, l.pass ? 'PASS' : 'FAIL']);
  const header = ['line', 'p50 ms', 'p99 ms', 'req/s', 'measured', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const format = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(format)].join('\n'));
  for (const l of lines) if (l.note) console.log(`  ${l.name}: ${l.note}`);
  for (const l of lines) if (l.measured.failures) console.log(`  ${l.name}: ${l.measured.failures} failed requests`);
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP,
    lines: lines.map((l) => ({ ...l, measured: { ...l.measured, p50: Number(ms(l.measured.p50)), p99: Number(ms(l.measured.p99)), rps: Math.round(l.measured.rps) } })),
    pass: lines.every((l) => l.pass),
  };
  if (ONLY) {
    console.log(`\nbench (--only ${[...ONLY].join(',')}): ${results.pass ? 'PASS' : 'FAIL'}; no results file written`);
  } else {
    const file = path.join(BENCH_DATA_DIR, '..', 'results', 'latest.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nbench: ${results.pass ? 'PASS' : 'FAIL'}; wrote ${path.relative(process.cwd(), file)}`);
  }
  process.exitCode = results.pass ? 0 : 1;
}

main().catch((err) => {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
