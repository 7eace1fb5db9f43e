import { sql } from 'drizzle-orm';
import type { Actor } from '../services/audit';
import { applyStockChange } from '../services/stockLedger';
import type { Tx } from '../db/client';
import { seededRandom } from './random';

const OPENING: Actor = { kind: 'system', id: null, name: 'Opening stock' };

/** DESIGN.md §2 / issue 4: opening stock through the ledger service, so the ledger sums to the levels. */
export async function seedOpeningStock(tx: Tx): Promise<void> {
  const random = seededRandom(11);
  const products = (await tx.execute<{ id: number }>(sql`select id from products where active order by id`)).rows;
  const racks = (await tx.execute<{ id: number }>(sql`select id from racks order by id`)).rows;
  for (const { id: productId } of products) {
    const first = random.int(0, racks.length - 1);
    const count = random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const quantity = random.pick([0, 2, 5, 8, 12, 20, 35, 60, 90]);
      if (!quantity) continue;
      await applyStockChange(tx, { productId, rackId: racks[(first + i * 7) % racks.length].id, delta: quantity, kind: 'opening', actor: OPENING });
    }
  }
}
