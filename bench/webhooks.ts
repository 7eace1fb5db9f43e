import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { connect, migrateDatabase } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { prepareData } from '../server/seed/prepare';
import { signIn, startApiServer, type ApiServer } from './load';

// Issue 36 item 5: webhook deliveries across two API processes. EVENTS events are committed at a
// steady rate (one transaction each, on PRODUCTS records); SUBSCRIPTIONS subscriptions on a local
// receiver take every one. Each delivery's time from its event's commit to its arrival is taken;
// every (subscription, event) must arrive, and none twice once answered.

export interface DeliveryResult {
  events: number;
  subscriptions: number;
  delivered: number;
  missing: number;
  twice: number;
  /** Deliveries per second, from the first commit to the last arrival. */
  perSecond: number;
  /** Milliseconds from an event's commit to each of its deliveries. */
  latencies: number[];
  seconds: number;
}

interface Session {
  cookie: string;
  xsrf: string;
}

/** A receiver that answers 204 at once and notes when each (path, webhook-id) arrived. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  let twice = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const key = `${request.url} ${request.headers['webhook-id']}`;
      if (arrivals.has(key)) twice++;
      else arrivals.set(key, performance.now());
      response.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, arrivals, twice: () => twice, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function webhookDelivery(
  api: ApiServer,
  pool: pg.Pool,
  session: Session,
  { events, subscriptions, perSecond, products }: { events: number; subscriptions: number; perSecond: number; products: number },
): Promise<DeliveryResult> {
  const receiver = await startReceiver();
  const made: number[] = [];
  try {
    for (let n = 0; n < subscriptions; n++) {
      const response = await fetch(`${api.base}/api/webhook-subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
        body: JSON.stringify({ url: `http://127.0.0.1:${receiver.port}/bench/${n}`, events: ['product.updated'], description: 'bench' }),
      });
      if (response.status !== 201) throw new Error(`the subscription answered ${response.status}: ${await response.text()}`);
      made.push(((await response.json()) as { id: number }).id);
    }
    const { rows } = await pool.query<{ id: number }>(`select id from products order by id limit $1`, [products]);
    // Commits paced at `perSecond`, a few in flight at once: the commit time is when the transaction's answer came.
    const committed = new Map<string, number>();
    const started = performance.now();
    let next = 0;
    const commitOne = async () => {
      for (;;) {
        const n = next++;
        if (n >= events) return;
        const due = started + (n * 1000) / perSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const id = rows[n % rows.length].id;
        // One statement, one transaction: the event commits when the answer comes.
        const { rows: appended } = await pool.query<{ id: string }>(
          `select event_append('product.updated', 'products', $1::int, 'system', null, 'bench', jsonb_build_object('id', $1::int, 'version', $2::int, 'sku', 'BENCH', 'active', true))::text as id`,
          [id, n],
        );
        committed.set(appended[0].id, performance.now());
      }
    };
    await Promise.all(Array.from({ length: 8 }, commitOne));
    const expected = events * subscriptions;
    const deadline = performance.now() + 120_000;
    while (receiver.arrivals.size < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const latencies: number[] = [];
    let last = started;
    for (const [key, at] of receiver.arrivals) {
      const commit = committed.get(key.split(' ')[1]);
      if (commit === undefined) continue;
      latencies.push(Math.max(0, at - commit));
      last = Math.max(last, at);
    }
    const seconds = (last - started) / 1000;
    return {
      events,
      subscriptions,
      delivered: latencies.length,
      missing: expected - latencies.length,
      twice: receiver.twice(),
      perSecond: latencies.length / seconds,
      latencies,
      seconds,
    };
  } finally {
    for (const id of made) {
      await fetch(`${api.base}/api/webhook-subscriptions/${id}`, { method: 'DELETE', headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf } });
    }
    await receiver.close();
  }
}

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Infinity;
};

/**
 * `node --import tsx bench/webhooks.ts`: the line on its own, on a fresh demo-seeded embedded
 * PostgreSQL (or BENCH_DATABASE_URL), two API processes, without the scale data set.
 */
async function standalone() {
  process.env.WEBHOOK_ALLOWED_HOSTS ??= '127.0.0.1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-webhook-bench-'));
  // PostgreSQL runs as its own user when we are root: it must reach its directory.
  fs.chmodSync(dir, 0o755);
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(dir);
  const url = process.env.BENCH_DATABASE_URL ?? cluster!.url();
  const database = connect(url, 10);
  const servers: ApiServer[] = [];
  try {
    await migrateDatabase(database);
    await prepareData(database, { seedDemo: true });
    servers.push(await startApiServer(url), await startApiServer(url));
    const session = await signIn(servers[0].base, '/api/login', { email: 'admin@example.com', password: 'Admin#2025' });
    const result = await webhookDelivery(servers[0], database.pool, session, {
      events: Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000),
      subscriptions: 3,
      perSecond: Number(process.env.BENCH_WEBHOOK_RATE ?? 150),
      products: 200,
    });
    const p = (q: number) => percentile(result.latencies, q).toFixed(0);
    console.log(
      `webhooks: ${result.events} events × ${result.subscriptions} subscriptions: ${result.delivered} delivered in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(0)}/s; ` +
        `commit → delivery p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms; missing ${result.missing}, twice ${result.twice}`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
