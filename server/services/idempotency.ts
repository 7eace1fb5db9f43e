import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { msg } from '../../contract/messages';
import { OFFLINE_ACTION_MAX_AGE } from '../../contract/offline';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, pgErrorOf } from '../errors';
import { stockTransaction } from './stockLedger';
import { pruneHourly } from './pruning';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** The key's row conflicts with this constraint when the same principal already used the key. */
const KEY_TAKEN = 'idempotency_keys_principal_key_pk';

const hashRequest = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path} ${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * DESIGN.md §5: a create or a floor action repeated with the same Idempotency-Key answers the
 * first answer, also when that answer was lost on the way. The key row is inserted first in the
 * work's own transaction, so a concurrent repeat waits on it and then finds the stored answer:
 * one record, one movement, whatever the timing. A refusal rolls the key back with everything
 * else, so a repeat tries again. The work runs as stock work does: a deadlock or serialisation
 * failure is tried again (stockLedger.ts).
 */
export async function withIdempotency(
  db: Db,
  ctx: { principal: string; key: string | undefined; method: string; path: string; body: unknown },
  work: (tx: Tx) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  if (ctx.key === undefined) return stockTransaction(db, work);
  if (!/^[\w.:-]{1,200}$/.test(ctx.key)) throw new AppError(400, msg('key_format'));
  const requestHash = hashRequest(ctx.method, ctx.path, ctx.body);
  try {
    return await stockTransaction(db, async (tx) => {
      await tx.insert(idempotencyKeys).values({ principal: ctx.principal, key: ctx.key!, method: ctx.method, path: ctx.path, request_hash: requestHash });
      const answer = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ status_code: answer.statusCode, response: answer.body })
        .where(and(eq(idempotencyKeys.principal, ctx.principal), eq(idempotencyKeys.key, ctx.key!)));
      return answer;
    });
  } catch (err) {
    if (pgErrorOf(err)?.constraint !== KEY_TAKEN) throw err;
  }
  const { rows } = await db.execute<{ request_hash: string; status_code: number | null; response: unknown }>(
    sql`select request_hash, status_code, response from idempotency_keys where principal = ${ctx.principal} and key = ${ctx.key}`,
  );
  const stored = rows[0];
  if (!stored || stored.status_code === null) throw new AppError(409, msg('key_in_use'));
  if (stored.request_hash !== requestHash) throw new AppError(422, msg('key_reused'));
  return { statusCode: stored.status_code, body: stored.response };
}

/**
 * How long an Idempotency-Key is kept (DESIGN.md §5: at least 7 days): a day longer than the
 * oldest action accepted (OFFLINE_ACTION_MAX_AGE, contract/offline.ts), which also covers a device
 * clock running ahead. A replay is then either answered from its key or refused as done too long
 * ago, never applied twice: its key is pruned only once its `done_at` is refused anyway.
 */
export const KEY_RETENTION_DAYS = OFFLINE_ACTION_MAX_AGE / 86_400_000 + 1;

const PRUNE_BATCH = 5_000;

/** Keys older than the retention go, a batch at a time (short transactions, short locks). Answers how many went. */
export async function pruneIdempotencyKeys(db: Db, retentionDays = KEY_RETENTION_DAYS): Promise<number> {
  let pruned = 0;
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from idempotency_keys where (principal, key) in (
          select principal, key from idempotency_keys where created_at < now() - make_interval(days => ${retentionDays}) order by created_at limit ${PRUNE_BATCH})
        returning 1)
      select count(*)::int as n from gone`);
    pruned += rows[0].n;
    if (rows[0].n < PRUNE_BATCH) return pruned;
  }
}

/** Prunes old keys in the background of this process until the returned function is called. */
export function startKeyPruning(db: Db, log?: { warn(obj: object, msg: string): void }): () => void {
  return pruneHourly('old idempotency keys', () => pruneIdempotencyKeys(db), log);
}
