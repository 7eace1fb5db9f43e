import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { HttpSession, killGroup, spawnServer, type ServerProcess } from '../helpers/serverProcess';
import { until, WebhookReceiver } from '../helpers/webhookReceiver';

// Issue 36 items 2 and 4: a worker killed while it sends a delivery (the production entry point,
// SIGKILL, mid-request) loses nothing: the delivery's lease runs out and another process sends it,
// with the same webhook-id, and records it once. Two processes on one database make each
// delivery once whichever reads the event first.

const ENV = { SEED_DEMO: '0', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_BACKOFF_SECONDS: '1,1,1', SECRET: 'webhook-workers-test-secret-shared-by-both' };

let database: Awaited<ReturnType<typeof freshDatabase>>;
let receiver: WebhookReceiver;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  receiver = await new WebhookReceiver().start();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await receiver?.close();
  await database?.close();
});

const sql = async <T>(text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows as T[];
const start = async () => {
  const server = await spawnServer({ ...ENV, DATABASE_URL: database.url });
  servers.push(server);
  return server;
};

async function touchProduct(session: HttpSession, id: number) {
  const { json } = await session.send('GET', `/api/products/${id}`);
  const res = await session.send('PUT', `/api/products/${id}`, { version: json!.version, reorder_level: (json!.reorder_level as number) + 1 });
  expect(res.status).toBe(200);
}

it('a worker killed mid-delivery: another process sends it once its lease runs out, with the same webhook-id', async () => {
  const a = await start();
  const onA = new HttpSession(a.base);
  await onA.signIn(ADMIN);
  const created = await onA.send('POST', '/api/webhook-subscriptions', { url: receiver.url('/hooks/killed'), events: ['product.updated'] });
  expect(created.status).toBe(201);
  // The first attempt reaches the receiver, which holds it while the sending process dies.
  let killed = false;
  receiver.expect('/hooks/killed', created.json!.secret as string, () => {
    if (killed) return 200;
    killed = true;
    killGroup(a.child, 'SIGKILL');
    return 'hang';
  });
  const subscription = created.json!.id as number;
  const delivery = async () => (await sql<{ status: string; attempt: number; response_status: number | null }>(`select status, attempt, response_status from webhook_deliveries where subscription_id = $1`, [subscription]))[0];
  await touchProduct(onA, 10);
  await until('the first attempt', () => killed);
  await a.exited;
  expect(await delivery()).toMatchObject({ status: 'pending', attempt: 1 });

  await start();
  await until('the delivery, sent again by the other process', async () => (await delivery()).status === 'delivered', 30_000);
  const got = receiver.at('/hooks/killed');
  expect(got.map((r) => r.answered)).toEqual(['hang', 200]);
  expect(got[1].id).toBe(got[0].id);
  expect(got.every((r) => r.verified)).toBe(true);
  expect(await delivery()).toMatchObject({ status: 'delivered', attempt: 2, response_status: 200 });
}, 90_000);

it('two processes make each delivery once, whichever reads the event first', async () => {
  const [b] = servers.slice(-1);
  const c = await start();
  const onB = new HttpSession(b.base);
  await onB.signIn(ADMIN);
  const onC = onB.copyTo(c.base);
  const created = await onB.send('POST', '/api/webhook-subscriptions', { url: receiver.url('/hooks/both'), events: ['product.updated'] });
  receiver.expect('/hooks/both', created.json!.secret as string, 200);
  for (let i = 0; i < 10; i++) await touchProduct(i % 2 ? onB : onC, 20 + (i % 5));
  await until('ten deliveries', () => receiver.at('/hooks/both').length >= 10, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const ids = receiver.at('/hooks/both').map((r) => r.id);
  expect(new Set(ids).size).toBe(10);
  expect(ids).toHaveLength(10);
  const rows = await sql<{ n: number }>(`select count(*)::int as n from webhook_deliveries where subscription_id = $1`, [created.json!.id]);
  expect(rows[0].n).toBe(10);
}, 90_000);
