import { sql } from 'drizzle-orm';
import { msg, render, type Message } from '../../contract/messages';
import { actionTime } from '../../contract/offline';
import type { MovementKind } from '../../contract/stock';
import type { Db, Tx } from '../db/client';
import { AppError, pgErrorOf } from '../errors';
import type { Actor } from './audit';
import { appendEvent } from './events';

// DESIGN.md §6 "Stock": every change of stock is one movement written in the same transaction
// as the level; stock never goes negative; concurrent changes of a rack serialise on its row.

export interface StockChange {
  productId: number;
  rackId: number;
  /** Signed quantity; never 0. */
  delta: number;
  kind: MovementKind;
  source?: { type: string; id: number; label: string };
  actor: Actor;
  /** When the person did it, for an action sent from an offline queue (issue 35); when it arrived if left out. */
  doneAt?: Date | null;
}

/** A time given to the database as a parameter: ISO 8601 text, or NULL for the database's now. */
export const sqlTime = (at: Date | null | undefined) => at?.toISOString() ?? null;

export class InsufficientStock extends Error {
  readonly reason: Message;

  constructor(
    readonly change: StockChange,
    readonly onHand: number,
    readonly sku: string,
    readonly path: string,
  ) {
    const reason = msg('not_enough_stock', { sku, rack: path, n: onHand, wanted: -change.delta });
    super(render(reason));
    this.reason = reason;
  }
}

/**
 * THE way stock changes, in the caller's transaction: the database's `stock_apply`
 * (server/db/functions/stock_ledger.sql) adds the delta to the rack's level (the row lock serialises concurrent changes of the
 * same rack), refuses to go below zero, keeps the product's total in step and appends the
 * movement (and its `stock.moved` event), so a refusal leaves nothing behind when the caller rolls back.
 */
export async function applyStockChange(tx: Tx, change: StockChange): Promise<{ balance: number }> {
  const applied = await applyOne(tx, change);
  await stockMoved(tx, [change]);
  return applied;
}

/** One `stock.moved` event for the changes of one posting, receipt, dispatch or part (contract/events.ts). */
async function stockMoved(tx: Tx, changes: StockChange[]): Promise<void> {
  if (!changes.length) return;
  const { source, actor, doneAt } = changes[0];
  await appendEvent(tx, {
    type: 'stock.moved',
    collection: 'stock-movements',
    recordId: source?.id ?? null,
    actor,
    payload: { source_type: source?.type ?? null, source_id: source?.id ?? null, moves: changes.map((c) => ({ product_id: c.productId, rack_id: c.rackId, delta: c.delta })), ...(doneAt && { done_at: doneAt.toISOString() }) },
  });
}

async function applyOne(tx: Tx, change: StockChange): Promise<{ balance: number }> {
  const { productId, rackId, delta } = change;
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`invalid stock delta ${delta}`);
  const { rows } = await tx.execute<{ on_hand: number | null }>(sql`
    select stock_apply(${productId}::int, ${rackId}::int, ${delta}::int, ${change.kind}, ${change.source?.type ?? null}, ${change.source?.id ?? null}::int,
      ${change.source?.label ?? null}, ${change.actor.kind}, ${change.actor.id}::int, ${change.actor.name}, ${sqlTime(change.doneAt)}::timestamptz) as on_hand`);
  if (rows[0]?.on_hand == null) throw await insufficientStock(tx, change);
  return { balance: rows[0].on_hand };
}

/** Why a change was refused: what the rack holds, named by the product's sku and the rack's path. */
export async function insufficientStock(db: Db | Tx, change: StockChange): Promise<InsufficientStock> {
  const { productId, rackId } = change;
  const { rows } = await db.execute<{ on_hand: number; sku: string; path: string }>(sql`
    select coalesce((select on_hand from stock_levels where product_id = ${productId} and rack_id = ${rackId}), 0) as on_hand,
      (select sku from products where id = ${productId}) as sku,
      (select w.code || ' / ' || r.code || ' / ' || k.code from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id where k.id = ${rackId}) as path`);
  return new InsufficientStock(change, rows[0]?.on_hand ?? 0, rows[0]?.sku ?? `product ${productId}`, rows[0]?.path ?? `rack ${rackId}`);
}

/**
 * Applies several changes in one transaction, all or nothing. Rows are locked in one order
 * (product, then rack) whatever the order of the lines, so two postings touching the same
 * racks cannot deadlock each other.
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[]): Promise<void> {
  const ordered = changes.map((change, index) => ({ change, index })).sort((a, b) => a.change.productId - b.change.productId || a.change.rackId - b.change.rackId || a.index - b.index);
  for (const { change } of ordered) await applyOne(tx, change);
  await stockMoved(tx, changes);
}

/**
 * When a floor action counts as done (contract/offline.ts): the `done_at` it carries, or null for
 * its arrival. One too old or too far ahead is refused (422) before anything is written; it runs
 * inside the action's idempotent work, so a repeat of an action applied earlier still gets the
 * first answer from its key, however old its `done_at` has grown since.
 */
export function actionDoneAt(doneAt: string | undefined): Date | null {
  const time = actionTime(doneAt, Date.now());
  if ('refused' in time) throw new AppError(422, time.refused, { done_at: time.refused });
  return time.at;
}

/** A deadlock or a serialisation failure: the work can simply be tried again. */
export const RETRYABLE = new Set(['40001', '40P01']);

/** How many times stock work is tried when a deadlock or serialisation failure refuses it. */
export const STOCK_ATTEMPTS = 5;

/** Runs a stock transaction, retrying the rare serialisation failure instead of showing it. */
export async function stockTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt < STOCK_ATTEMPTS && RETRYABLE.has(pgErrorOf(err)?.code ?? '')) continue;
      if (err instanceof InsufficientStock) throw new AppError(409, err.reason);
      throw err;
    }
  }
}
