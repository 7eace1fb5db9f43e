import type { Pool, PoolClient } from 'pg';

// The dispatchers that act on the event log (webhooks/index.ts, mails/index.ts) read it as the
// streams do (events.ts, "Reading": by snapshot, not by id). Each keeps one cursor row, the
// snapshot of its last read, and every process runs the same reader; this is their one protocol.

/** The cursor tables, one row each (migrations 0022 and 0024). */
const CURSORS = ['webhook_cursor', 'mail_cursor'] as const;
export type CursorTable = (typeof CURSORS)[number];

/** SQL text: the transaction `xid` committed after the snapshot `since` (both SQL expressions). */
export const committedAfter = (xid: string, since: string) => `${xid} >= pg_snapshot_xmin(${since}) and not pg_visible_in_snapshot(${xid}, ${since})`;

/**
 * One read on from a cursor, in one transaction. The row is taken `for update skip locked`: when
 * another process holds it, that process reads (the notification woke it too). When no event
 * committed past the cursor, nothing is written (keeping a cursor is always safe), so an idle
 * server writes nothing. Else `read` acts on what committed since `since` and answers the
 * snapshot it read at, taken in the same statement as its read; the cursor moves there. Null: not read.
 */
export async function readOnCursor<T extends { snapshot: string }>(
  pool: Pool,
  table: CursorTable,
  read: (client: PoolClient, since: string) => Promise<T>,
): Promise<T | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ snapshot: string; news: boolean }>(
      `select c.snapshot, exists (select 1 from events e where ${committedAfter('e.xid', 'c.snapshot::pg_snapshot')}) as news
      from ${table} c where c.one for update skip locked`,
    );
    if (!rows[0]?.news) {
      await client.query('rollback');
      return null;
    }
    const result = await read(client, rows[0].snapshot);
    await client.query(`update ${table} set snapshot = $1`, [result.snapshot]);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The demo data and a restored backup are history: every dispatcher reads on from now, sending and mailing none of it. */
export async function dispatchersFromNowOn(db: Pick<Pool | PoolClient, 'query'>): Promise<void> {
  for (const table of CURSORS) await db.query(`update ${table} set snapshot = pg_current_snapshot()::text`);
}
