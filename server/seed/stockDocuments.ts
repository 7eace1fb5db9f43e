import { sql } from 'drizzle-orm';
import type { Actor } from '../services/audit';
import { createRecord } from '../services/records';
import { createAdjustment } from '../collections/stock-adjustments';
import { countBinding } from '../collections/stock-counts';
import type { Tx } from '../db/client';

/**
 * A stock adjustment and a stocktake waiting in draft, as a storekeeper leaves them between two
 * tasks: neither moves stock until posted, so every figure of the rest of the seed stands.
 */
export async function seedStockDocuments(tx: Tx): Promise<void> {
  const [user] = (await tx.execute<{ id: number; full_name: string }>(sql`select id, full_name from users where email = 'store@example.com'`)).rows;
  const storekeeper: Actor = { kind: 'staff', id: user.id, name: user.full_name };
  const { rows } = await tx.execute<{ warehouse_id: number; room_id: number; rack_id: number; product_id: number }>(sql`
    select r.warehouse_id, k.room_id, k.id as rack_id, s.product_id
    from stock_levels s join racks k on k.id = s.rack_id join rooms r on r.id = k.room_id
    where s.on_hand > 0 order by r.warehouse_id, k.id, s.product_id limit 1`);
  const [held] = rows;
  if (!held) return;
  await createAdjustment(
    tx,
    {
      warehouse_id: held.warehouse_id,
      reason: 'damage',
      note: 'Box crushed on the shelf; waiting for the supplier before writing it off',
      lines: [{ product_id: held.product_id, rack_id: held.rack_id, quantity: -1, reason: 'damage' }],
    },
    storekeeper,
  );
  await createRecord(tx, countBinding, { warehouse_id: held.warehouse_id, room_id: held.room_id, rack_id: null, product_ids: null, blind: true, note: 'Quarterly count of the room' }, storekeeper);
}
