import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CARD_ACTIONS, JOB_CARD_STATUSES, WORK_ORDER_STATUSES, WORK_ORDER_TRANSITIONS, type JobCardAction } from '../../contract/workshop';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { HttpSession, startServerProcess } from '../helpers/serverProcess';

let t: TestApp;
let admin: Client;
let orderId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  const order = await admin.post('/api/orders', { dealer_id: 1, lines: [{ product_id: 1, quantity: 1 }] });
  orderId = order.json().id;
});
afterAll(() => t.close());

const workOrder = async (over: object = {}) => {
  const res = await admin.post('/api/work-orders', { order_id: orderId, title: 'Fit tow bar', priority: 'high', due_date: '2026-12-24', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const jobCard = async (workOrderId: number) => {
  const res = await admin.post('/api/job-cards', { work_order_id: workOrderId, task: 'Drill and bolt', technician_id: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const act = (jc: { id: number; version: number }, action: string) => admin.post(`/api/job-cards/${jc.id}/${action}`, { version: jc.version });
const moveWo = (wo: { id: number; version: number }, to: string) => admin.post(`/api/work-orders/${wo.id}/transition`, { to, version: wo.version });

describe('work orders', () => {
  it('numbers WO-000001…, shows its order and dealer, and records who opened it', async () => {
    const wo = await workOrder();
    expect(wo).toMatchObject({ number: expect.stringMatching(/^WO-\d{6}$/), status: 'open', order_id: orderId, order_number: expect.stringMatching(/^ORD-/), dealer_name: expect.any(String) });
    expect(wo.history).toEqual([expect.objectContaining({ to_status: 'open', actor_name: 'Ada Administrator' })]);
    const order = (await admin.get(`/api/orders/${orderId}`)).json();
    expect(order.work_orders).toContainEqual(expect.objectContaining({ id: wo.id, number: wo.number, job_cards: 0, job_cards_done: 0 }));
  });

  describe('every transition, legal and illegal', () => {
    const reach = async (status: string) => {
      let wo = await workOrder();
      const path: Record<string, string[]> = { open: [], in_progress: ['in_progress'], completed: ['in_progress', 'completed'], closed: ['in_progress', 'completed', 'closed'], cancelled: ['cancelled'] };
      for (const to of path[status]) wo = (await moveWo(wo, to)).json();
      expect(wo.status).toBe(status);
      return wo;
    };
    const cases = WORK_ORDER_STATUSES.flatMap((from) => WORK_ORDER_STATUSES.map((to) => [from, to, WORK_ORDER_TRANSITIONS[from].includes(to)] as const));
    it.each(cases)('%s → %s: allowed %s', async (from, to, legal) => {
      const wo = await reach(from);
      const res = await moveWo(wo, to);
      expect(res.statusCode, res.body).toBe(legal ? 200 : 409);
      expect((await admin.get(`/api/work-orders/${wo.id}`)).json().status).toBe(legal ? to : from);
    });
  });

  it('completes only when all its job cards are done; starting a card starts the work order', async () => {
    let wo = await workOrder();
    let jc = await jobCard(wo.id);
    jc = (await act(jc, 'start')).json();
    wo = (await admin.get(`/api/work-orders/${wo.id}`)).json();
    expect(wo.status).toBe('in_progress');
    const refused = await moveWo(wo, 'completed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(jc.number);
    expect((await act(jc, 'finish')).statusCode).toBe(200);
    wo = (await admin.get(`/api/work-orders/${wo.id}`)).json();
    expect(wo).toMatchObject({ job_cards: 1, job_cards_done: 1 });
    expect((await moveWo(wo, 'completed')).statusCode).toBe(200);
    expect((await admin.post('/api/job-cards', { work_order_id: wo.id, task: 'Late' })).statusCode).toBe(422);
  });

  it('refuses a work order for a cancelled order, and editing a finished one', async () => {
    const cancelled = await admin.post('/api/orders', { dealer_id: 1, lines: [{ product_id: 2, quantity: 1 }] });
    await admin.post(`/api/orders/${cancelled.json().id}/transition`, { to: 'cancelled', version: cancelled.json().version });
    const res = await admin.post('/api/work-orders', { order_id: cancelled.json().id, title: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_id).toBe('This order is cancelled');
    const wo = (await moveWo(await workOrder(), 'cancelled')).json();
    expect((await admin.put(`/api/work-orders/${wo.id}`, { version: wo.version, title: 'y' })).statusCode).toBe(409);
  });

  it('lists the assignable staff', async () => {
    const list = (await admin.get('/api/work-orders/assignees')).json();
    expect(list).toContainEqual({ id: 1, full_name: 'Ada Administrator' });
  });
});

describe('job cards', () => {
  const reach = async (status: string) => {
    let jc = await jobCard((await workOrder()).id);
    const path: Record<string, JobCardAction[]> = { open: [], in_progress: ['start'], on_hold: ['start', 'pause'], done: ['start', 'finish'] };
    for (const action of path[status]) jc = (await act(jc, action)).json();
    expect(jc.status).toBe(status);
    return jc;
  };
  const cases = JOB_CARD_STATUSES.flatMap((from) =>
    (Object.keys(JOB_CARD_ACTIONS) as JobCardAction[]).map((action) => [from, action, (JOB_CARD_ACTIONS[action].from as readonly string[]).includes(from)] as const),
  );
  it.each(cases)('%s, %s: allowed %s', async (from, action, legal) => {
    const jc = await reach(from);
    const res = await act(jc, action);
    expect(res.statusCode, res.body).toBe(legal ? 200 : 409);
    const after = (await admin.get(`/api/job-cards/${jc.id}`)).json();
    expect(after.status).toBe(legal ? JOB_CARD_ACTIONS[action].to : from);
    // A running log exactly while in progress.
    expect(after.running_since !== null).toBe(after.status === 'in_progress');
  });

  it('parts used are consumption movements, returns put them back, negative stock is refused, a done card is frozen', async () => {
    const [level] = await t.sql<{ product_id: number; rack_id: number; on_hand: number }>(`select product_id, rack_id, on_hand from stock_levels where on_hand between 3 and 50 order by product_id limit 1`);
    let jc = await reach('in_progress');
    const options = (await admin.get(`/api/job-cards/${jc.id}/part-options?q=`)).json();
    expect(options.length).toBeGreaterThan(0);
    const use = await admin.post(`/api/job-cards/${jc.id}/parts`, { product_id: level.product_id, rack_id: level.rack_id, quantity: 2 });
    expect(use.statusCode, use.body).toBe(200);
    expect(use.json().parts).toEqual([expect.objectContaining({ product_id: level.product_id, quantity: 2, actor_name: 'Ada Administrator' })]);
    const tooMany = await admin.post(`/api/job-cards/${jc.id}/parts`, { product_id: level.product_id, rack_id: level.rack_id, quantity: level.on_hand });
    expect(tooMany.statusCode).toBe(409);
    const overReturn = await admin.post(`/api/job-cards/${jc.id}/parts`, { product_id: level.product_id, rack_id: level.rack_id, quantity: 3, kind: 'return' });
    expect(overReturn.statusCode).toBe(409);
    const back = await admin.post(`/api/job-cards/${jc.id}/parts`, { product_id: level.product_id, rack_id: level.rack_id, quantity: 1, kind: 'return' });
    expect(back.statusCode).toBe(200);
    const movements = await t.sql(`select delta, kind from stock_movements where source_type = 'job_card' and source_id = $1 order by id`, [jc.id]);
    expect(movements).toEqual([
      { delta: -2, kind: 'consumption' },
      { delta: 1, kind: 'return' },
    ]);
    const [{ on_hand }] = await t.sql<{ on_hand: number }>(`select on_hand from stock_levels where product_id = $1 and rack_id = $2`, [level.product_id, level.rack_id]);
    expect(on_hand).toBe(level.on_hand - 1);
    jc = (await act(back.json(), 'finish')).json();
    const frozen = await admin.post(`/api/job-cards/${jc.id}/parts`, { product_id: level.product_id, rack_id: level.rack_id, quantity: 1, kind: 'return' });
    expect(frozen.statusCode).toBe(409);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });
});

describe('job card time across a server restart', () => {
  it('start, pause, restart the server, resume, finish: minutes come from the stored logs', async () => {
    const database = await freshDatabase();
    let server = await startServerProcess(database.url);
    try {
      const session = new HttpSession(server.base);
      await session.signIn(ADMIN);
      const order = (await session.send('POST', '/api/orders', { dealer_id: 1, lines: [{ product_id: 1, quantity: 1 }] })).json!;
      const wo = (await session.send('POST', '/api/work-orders', { order_id: order.id, title: 'Restart test' })).json!;
      let jc = (await session.send('POST', '/api/job-cards', { work_order_id: wo.id, task: 'Timed' })).json!;
      jc = (await session.send('POST', `/api/job-cards/${jc.id}/start`, { version: jc.version })).json!;
      // Twenty minutes of work, as if the technician had started twenty minutes ago.
      await database.pool.query(`update job_card_time_logs set started_at = started_at - interval '20 minutes' where job_card_id = $1`, [jc.id]);
      jc = (await session.send('POST', `/api/job-cards/${jc.id}/pause`, { version: jc.version })).json!;
      expect(jc.total_minutes).toBe(20);

      await server.stop('SIGKILL');
      server = await startServerProcess(database.url);
      session.base = server.base;

      const reloaded = (await session.send('GET', `/api/job-cards/${jc.id}`)).json!;
      expect(reloaded).toMatchObject({ status: 'on_hold', total_minutes: 20, running_since: null });
      jc = (await session.send('POST', `/api/job-cards/${jc.id}/resume`, { version: reloaded.version })).json!;
      await database.pool.query(`update job_card_time_logs set started_at = started_at - interval '15 minutes' where job_card_id = $1 and stopped_at is null`, [jc.id]);
      const running = (await session.send('GET', `/api/job-cards/${jc.id}`)).json!;
      expect(running.total_minutes).toBe(35);
      expect(Date.parse(running.server_now as string) - Date.parse(running.running_since as string)).toBeGreaterThanOrEqual(15 * 60_000);
      jc = (await session.send('POST', `/api/job-cards/${jc.id}/finish`, { version: running.version })).json!;
      expect(jc).toMatchObject({ status: 'done', total_minutes: 35, running_since: null });
      expect((jc.time_logs as { minutes: number }[]).map((l) => l.minutes)).toEqual([20, 15]);
      const [{ sum }] = (
        await database.pool.query(`select sum(floor(extract(epoch from stopped_at - started_at) / 60))::int as sum from job_card_time_logs where job_card_id = $1`, [jc.id])
      ).rows;
      expect(sum).toBe(35);
    } finally {
      await server.stop();
      await database.close();
    }
  }, 90_000);
});
