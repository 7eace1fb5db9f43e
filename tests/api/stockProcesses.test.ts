import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { findStockMismatches } from '../../server/services/reconcile';
import { freshDatabase } from '../helpers/db';

const root = path.resolve(import.meta.dirname, '../..');

/** A browser-like client over real HTTP: cookies and the XSRF header. */
class HttpSession {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  async send(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const res = await fetch(this.base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      this.cookies.set(k, v);
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  }
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
const servers: ChildProcess[] = [];
const sessions: HttpSession[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent' },
    });
    servers.push(child);
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const until = Date.now() + 30_000;
    while (!out.includes('serving on')) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`server ${i} did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const session = new HttpSession(`http://127.0.0.1:${port}`);
    await session.send('GET', '/api/csrf-cookie');
    expect((await session.send('POST', '/api/login', { email: 'admin@example.com', password: 'Admin#2025' })).status).toBe(200);
    sessions.push(session);
  }
}, 60_000);

afterAll(async () => {
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(servers.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  await database.close();
});

describe('two API processes on one PostgreSQL', () => {
  it('mixed concurrent + and − postings on one rack: the level equals the sum of accepted deltas, and no client sees a deadlock', async () => {
    const [a, b] = sessions;
    const rack = (await a.send('POST', '/api/racks', { room_id: 1, code: 'TWO-PROC' })).json!.id as number;
    const opening = (await a.send('POST', '/api/stock-adjustments', { warehouse_id: 1, reason: 'found', lines: [{ product_id: 9, rack_id: rack, quantity: 30 }] })).json!;
    expect((await a.send('POST', `/api/stock-adjustments/${opening.id}/post`, { version: opening.version })).status).toBe(200);

    const deltas = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 4 : -3));
    const outcomes = await Promise.all(
      deltas.map(async (delta, i) => {
        const session = i % 2 ? a : b;
        const created = await session.send('POST', '/api/stock-adjustments', { warehouse_id: 1, reason: 'count_correction', lines: [{ product_id: 9, rack_id: rack, quantity: delta }] });
        expect(created.status).toBe(201);
        const posted = await session.send('POST', `/api/stock-adjustments/${created.json!.id}/post`, { version: created.json!.version });
        return { delta, posted };
      }),
    );
    for (const { posted } of outcomes) {
      expect([200, 409]).toContain(posted.status);
      if (posted.status === 409) expect(posted.json!.message).toMatch(/^Line 1: Not enough stock/);
    }
    const accepted = outcomes.filter((o) => o.posted.status === 200).reduce((sum, o) => sum + o.delta, 0);
    expect(outcomes.some((o) => o.posted.status === 409)).toBe(true);
    const [{ on_hand }] = (await database.pool.query(`select on_hand from stock_levels where product_id = 9 and rack_id = $1`, [rack])).rows;
    expect(on_hand).toBe(30 + accepted);
    expect(on_hand).toBeGreaterThanOrEqual(0);
    expect(await findStockMismatches(database.db)).toEqual([]);
  }, 60_000);
});
