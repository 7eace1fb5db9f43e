import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockMismatches } from '../../server/ops/reconcile';
import { freshDatabase } from '../helpers/db';
import { HttpSession, startServerProcess } from '../helpers/serverProcess';

let database: Awaited<ReturnType<typeof freshDatabase>>;
const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
const sessions: HttpSession[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  for (let i = 0; i < 2; i++) {
    const server = await startServerProcess(database.url);
    servers.push(server);
    const session = new HttpSession(server.base);
    await session.signIn({ email: 'admin@example.com', password: 'Admin#2025' });
    sessions.push(session);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
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
