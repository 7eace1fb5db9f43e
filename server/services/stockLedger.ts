import { sql } from 'drizzle-orm';
import type { MovementKind } from '../../contract/stock';
import type { Db, Tx } from '../db/client';
import { conflict, pgErrorOf } from '../errors';
import type { Actor } from './audit';
import { plural } from './wording';

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
}

export class InsufficientStock extends Error {
  constructor(
    readonly change: StockChange,
    readonly onHand: number,
    readonly sku: string,
    readonly path: string,
  ) {
    super(`Not enough stock of ${sku} in ${path}: ${plural(onHand, 'unit')} on hand, ${-change.delta} to take.`);
  }
}

/**
 * THE way stock changes. Adds the delta to the rack's level with an atomic conditional
 * upsert (the row lock serialises concurrent changes of the same rack), refuses to go below
 * zero, keeps the product's total in step and appends the movement — all in the caller's
 * transaction, so a refusal leaves nothing behind when the caller rolls back.
 */
export async function applyStockChange(tx: Tx, change: StockChange): Promise<{ balance: number }> {
  const { productId, rackId, delta } = change;
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`invalid stock delta ${delta}`);
  const level =
    delta > 0
      ? sql`insert into stock_levels (product_id, rack_id, on_hand) values (${productId}, ${rackId}, ${delta})
            on conflict (product_id, rack_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand
            returning on_hand`
      : sql`update stock_levels set on_hand = on_hand + ${delta}
            where product_id = ${productId} and rack_id = ${rackId} and on_hand + ${delta} >= 0
            returning on_hand`;
  // One statement, so a hot rack's row lock is held for one round trip (plus the commit), not
  // three: the level, the product's total and the movement move together or not at all.
  const { rows } = await tx.execute<{ on_hand: number }>(sql`
    with level as (${level}),
    total as (update products set on_hand = on_hand + ${delta} where id = ${productId} and exists (select 1 from level)),
    movement as (
      insert into stock_movements (product_id, rack_id, delta, balance_after, kind, source_type, source_id, source_label, actor_kind, actor_id, actor_name)
      select ${productId}, ${rackId}, ${delta}, level.on_hand, ${change.kind}, ${change.source?.type ?? null}, ${change.source?.id ?? null},
        ${change.source?.label ?? null}, ${change.actor.kind}, ${change.actor.id}, ${change.actor.name} from level)
    select on_hand from level`);
  if (!rows[0]) {
    const { rows: found } = await tx.execute<{ on_hand: number; sku: string; path: string }>(sql`
      select coalesce((select on_hand from stock_levels where product_id = ${productId} and rack_id = ${rackId}), 0) as on_hand,
        (select sku from products where id = ${productId}) as sku,
        (select w.code || ' / ' || r.code || ' / ' || k.code from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id where k.id = ${rackId}) as path`);
    throw new InsufficientStock(change, found[0]?.on_hand ?? 0, found[0]?.sku ?? `product ${productId}`, found[0]?.path ?? `rack ${rackId}`);
  }
  return { balance: rows[0].on_hand };
}

/**
 * Applies several changes in one transaction, all or nothing. Rows are locked in one order
 * (product, then rack) whatever the order of the lines, so two postings touching the same
 * racks cannot deadlock each other.
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[]): Promise<void> {
  const ordered = changes.map((change, index) => ({ change, index })).sort((a, b) => a.change.productId - b.change.productId || a.change.rackId - b.change.rackId || a.index - b.index);
  for (const { change } of ordered) await applyStockChange(tx, change);
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs a stock transaction, retrying the rare serialisation failure instead of showing it. */
export async function stockTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt < 5 && RETRYABLE.has(pgErrorOf(err)?.code ?? '')) continue;
      if (err instanceof InsufficientStock) throw conflict(err.message);
      throw err;
    }
  }
}
