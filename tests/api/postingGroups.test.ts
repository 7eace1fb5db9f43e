import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../../server/services/records';
import { postingGroups } from '../../server/services/postingGroups';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

// Issue 21, decision 2: concurrent postings share one database call and one durable transaction,
// a subtransaction each. A group is made to form for certain: the first posting is held on the
// rack's row lock (taken here by hand), the others queue behind its group, and the lock is let go
// once they all wait.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const PRODUCT = 11;

const level = async (rack: number) => (await t.sql<{ on_hand: number }>(`select on_hand from stock_levels where product_id = $1 and rack_id = $2`, [PRODUCT, rack]))[0]?.on_hand ?? 0;
const ledger = async (rack: number) =>
  (await t.sql<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from stock_movements where product_id = $1 and rack_id = $2`, [PRODUCT, rack]))[0].n;

async function draft(rack: number, quantity: number, note?: string): Promise<{ id: number; version: number }> {
  const res = await admin.post('/api/stock-adjustments', { warehouse_id: 1, reason: 'count_correction', note, lines: [{ product_id: PRODUCT, rack_id: rack, quantity }] });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A rack of its own holding `stock` of PRODUCT. */
async function stockedRack(code: string, stock: number): Promise<number> {
  const rack = (await admin.post('/api/racks', { room_id: 1, code })).json().id as number;
  const opening = await draft(rack, stock);
  expect((await admin.post(`/api/stock-adjustments/${opening.id}/post`, { version: opening.version })).statusCode).toBe(200);
  return rack;
}

async function until(what: string, done: () => Promise<boolean> | boolean) {
  for (const started = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - started > 10_000) throw new Error(`timed out waiting for ${what}`);
  }
}

/**
 * `first` is posted alone and held on the rack's row lock; `then` are sent while its group is in
 * flight, one after the other, so they wait in that order (those refused before they queue are
 * answered at once) and make up the next group, which runs when the lock is let go.
 */
async function inTwoGroups(rack: number, first: () => Promise<LightMyRequestResponse>, then: (() => Promise<LightMyRequestResponse>)[]) {
  const holder = await t.database.pool.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from stock_levels where product_id = $1 and rack_id = $2 for update`, [PRODUCT, rack]);
    const lone = first();
    await until('the first posting to wait on the rack', async () => {
      const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return n === 1;
    });
    // One at a time: each posting reads its draft before it queues, so postings sent together may queue in any order.
    const grouped: Promise<LightMyRequestResponse>[] = [];
    for (const send of then) {
      const before = postingGroups(t.database.db).queued;
      let answered = false;
      grouped.push(send().finally(() => (answered = true)));
      await until('the posting to queue or be answered', () => answered || postingGroups(t.database.db).queued === before + 1);
    }
    await holder.query('commit');
    return { lone: await lone, grouped: await Promise.all(grouped) };
  } finally {
    holder.release();
  }
}

const post = (a: { id: number; version: number }) => () => admin.post(`/api/stock-adjustments/${a.id}/post`, { version: a.version });
const historyActions = async (id: number) => ((await admin.get(`/api/stock-adjustments/${id}/history`)).json() as { action: string }[]).map((e) => e.action);

describe('grouped postings (DESIGN.md §6)', () => {
  it('concurrent postings of one rack: the refused ones get their own 409 or 404, the others are posted, and the level and ledger add up', async () => {
    const rack = await stockedRack('GRP-1', 5);
    const start = await level(rack);
    const first = await draft(rack, 1);
    const deltas = [-1, 2, -2, 1, -1, 3, -1, 1, -2, 1];
    const fine = await Promise.all(deltas.map((d) => draft(rack, d)));
    const stale = await draft(rack, 4);
    const tooMany = await draft(rack, -1000);
    const sends = [...fine.slice(0, 4).map(post), post({ ...stale, version: stale.version + 1 }), ...fine.slice(4, 7).map(post), post(tooMany), post({ id: 999_999, version: 1 }), ...fine.slice(7).map(post)];

    const { lone, grouped } = await inTwoGroups(rack, post(first), sends);

    expect(lone.statusCode).toBe(200);
    const [staleAnswer, tooManyAnswer, missingAnswer] = [grouped[4], grouped[8], grouped[9]];
    expect(staleAnswer.statusCode).toBe(409);
    expect(staleAnswer.json()).toMatchObject({ message: STALE_VERSION, current: { id: stale.id, status: 'draft', version: stale.version } });
    expect(tooManyAnswer.statusCode).toBe(409);
    expect(tooManyAnswer.json().message).toMatch(/^Line 1: Not enough stock of \S+ in MAIN \/ A \/ GRP-1: \d+ units? on hand, 1000 to take\.$/);
    expect(missingAnswer.statusCode).toBe(404);
    expect(missingAnswer.json().message).toMatch(/ with id 999999$/);
    const accepted = grouped.filter((_, i) => ![4, 8, 9].includes(i));
    for (const res of accepted) expect(res.json()).toMatchObject({ status: 'posted', version: 2, posted_by_name: 'Ada Administrator', line_count: 1 });
    expect(accepted.map((res) => res.statusCode)).toEqual(deltas.map(() => 200));
    // Each answer is the record as it now reads, to the last field.
    for (const res of [lone, ...accepted]) expect(res.json()).toEqual((await admin.get(`/api/stock-adjustments/${res.json().id}`)).json());
    // One transaction for the group: its postings share a posting time, not the lone one's.
    expect(new Set(accepted.map((res) => res.json().posted_at)).size).toBe(1);
    expect(lone.json().posted_at).not.toBe(accepted[0].json().posted_at);

    const expected = start + 1 + deltas.reduce((sum, d) => sum + d, 0);
    expect(await level(rack)).toBe(expected);
    expect(await ledger(rack)).toBe(expected);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
    for (const refused of [stale, tooMany]) {
      expect((await admin.get(`/api/stock-adjustments/${refused.id}`)).json()).toMatchObject({ status: 'draft', version: refused.version });
      expect(await historyActions(refused.id)).toEqual(['create']);
    }
    for (const a of fine) expect(await historyActions(a.id)).toEqual(['post', 'create']);
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from stock_movements where source_type = 'stock_adjustment' and source_id = any($1::int[])`, [[stale.id, tooMany.id]]);
    expect(n).toBe(0);
  });

  it('a posting refused for want of stock leaves the earlier postings of its group in place, and the later ones build on them', async () => {
    const rack = await stockedRack('GRP-2', 2);
    const first = await draft(rack, -1);
    const [takeOne, takeTwo, putBack, takeOneMore] = [await draft(rack, -1), await draft(rack, -1), await draft(rack, 3), await draft(rack, -3)];

    const { lone, grouped } = await inTwoGroups(rack, post(first), [takeOne, takeTwo, putBack, takeOneMore].map(post));

    expect(lone.statusCode).toBe(200);
    expect(grouped.map((res) => res.statusCode)).toEqual([200, 409, 200, 200]);
    expect(grouped[1].json().message).toMatch(/: 0 units on hand, 1 to take\.$/);
    expect((await admin.get(`/api/stock-adjustments/${takeTwo.id}`)).json()).toMatchObject({ status: 'draft', version: 1 });
    expect(await historyActions(takeTwo.id)).toEqual(['create']);
    expect(await level(rack)).toBe(0);
    expect(await ledger(rack)).toBe(0);
    const balances = (await t.sql<{ balance_after: number }>(`select balance_after from stock_movements where rack_id = $1 order by id`, [rack])).map((m) => m.balance_after);
    expect(balances).toEqual([2, 1, 0, 3, 0]);
  });

  it('a draft changed while its posting waits in the queue is not posted: 409 with the record as it now is', async () => {
    const rack = await stockedRack('GRP-4', 5);
    const first = await draft(rack, 1);
    const [changed, other] = [await draft(rack, -1), await draft(rack, 2)];
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from stock_levels where product_id = $1 and rack_id = $2 for update`, [PRODUCT, rack]);
      const lone = post(first)();
      await until('the first posting to wait on the rack', async () => {
        const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return n === 1;
      });
      const grouped = [post(changed)(), post(other)()];
      await until('both postings to queue', () => postingGroups(t.database.db).queued === 2);
      const edit = await admin.put(`/api/stock-adjustments/${changed.id}`, {
        version: changed.version,
        warehouse_id: 1,
        reason: 'count_correction',
        lines: [{ product_id: PRODUCT, rack_id: rack, quantity: -3 }],
      });
      expect(edit.statusCode).toBe(200);
      await holder.query('commit');
      const [changedAnswer, otherAnswer] = await Promise.all(grouped);
      expect((await lone).statusCode).toBe(200);
      expect(changedAnswer.statusCode).toBe(409);
      expect(changedAnswer.json()).toMatchObject({ message: STALE_VERSION, current: { id: changed.id, status: 'draft', version: 2 } });
      expect(otherAnswer.statusCode).toBe(200);
      expect(await level(rack)).toBe(5 + 1 + 2);
      expect(await ledger(rack)).toBe(5 + 1 + 2);
    } finally {
      holder.release();
    }
  });

  it('a posting chosen as a deadlock victim is rolled back alone and posted in the next group; its client sees a 200', async () => {
    const [x, y, z] = [await stockedRack('GRP-X', 5), await stockedRack('GRP-Y', 5), await stockedRack('GRP-Z', 5)];
    const [first, onX, onY] = [await draft(z, 1), await draft(x, 1), await draft(y, -1)];
    const lockRow = (client: { query(text: string, values: unknown[]): Promise<unknown> }, rack: number) =>
      client.query(`select 1 from stock_levels where product_id = $1 and rack_id = $2 for update`, [PRODUCT, rack]);
    const lockWaiters = async () =>
      (await t.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0].n;
    const [holdZ, holdY] = [await t.database.pool.connect(), await t.database.pool.connect()];
    try {
      await holdZ.query('begin');
      await lockRow(holdZ, z);
      const lone = post(first)();
      await until('the first posting to wait on rack Z', async () => (await lockWaiters()) === 1);
      // In this order: each is read before it queues, so two sent at once may queue either way.
      const onXAnswer = post(onX)();
      await until('the posting on X to queue', () => postingGroups(t.database.db).queued === 1);
      const grouped = [onXAnswer, post(onY)()];
      await until('the posting on Y to queue behind it', () => postingGroups(t.database.db).queued === 2);
      // Y is held by a transaction that will want X, which the group's posting on X is about to hold.
      await holdY.query('begin');
      await holdY.query(`set local deadlock_timeout = '20s'`);
      await lockRow(holdY, y);
      await holdZ.query('commit');
      await until('the group to wait on rack Y', async () => (await lockWaiters()) === 1 && postingGroups(t.database.db).queued === 0);
      // The group waited first, so it finds the deadlock and its posting on Y is the victim.
      await lockRow(holdY, x);
      await holdY.query('commit');
      const [xAnswer, yAnswer] = await Promise.all(grouped);
      expect([(await lone).statusCode, xAnswer.statusCode, yAnswer.statusCode]).toEqual([200, 200, 200]);
      expect(yAnswer.json().posted_at).not.toBe(xAnswer.json().posted_at);
      expect([await level(x), await level(y), await level(z)]).toEqual([6, 4, 6]);
      expect([await ledger(x), await ledger(y), await ledger(z)]).toEqual([6, 4, 6]);
    } finally {
      holdZ.release();
      holdY.release();
    }
  }, 20_000);

  it('a group whose COMMIT fails answers every posting of it with an error and writes none of it; the next group posts', async () => {
    const rack = await stockedRack('GRP-3', 10);
    // Checked at COMMIT: a posting of this note makes its whole group's COMMIT fail.
    await t.sql(`create function refuse_at_commit() returns trigger language plpgsql as $$
      begin if new.status = 'posted' and new.note = 'refused at commit' then raise exception 'refused at commit'; end if; return null; end $$`);
    await t.sql(`create constraint trigger refuse_at_commit after update on stock_adjustments deferrable initially deferred for each row execute function refuse_at_commit()`);
    try {
      const first = await draft(rack, 1);
      const group = [await draft(rack, -1), await draft(rack, 2), await draft(rack, 1, 'refused at commit'), await draft(rack, -2)];

      const { lone, grouped } = await inTwoGroups(rack, post(first), group.map(post));

      expect(lone.statusCode).toBe(200);
      for (const res of grouped) {
        expect(res.statusCode).toBe(500);
        expect(res.json().message).toBe('Something went wrong on the server. It has been logged.');
      }
      expect(await level(rack)).toBe(11);
      expect(await ledger(rack)).toBe(11);
      for (const a of group) expect((await admin.get(`/api/stock-adjustments/${a.id}`)).json()).toMatchObject({ status: 'draft', version: 1 });

      expect((await post(group[0])()).statusCode).toBe(200);
      expect(await level(rack)).toBe(10);
    } finally {
      await t.sql(`drop trigger refuse_at_commit on stock_adjustments`);
    }
  });
});
