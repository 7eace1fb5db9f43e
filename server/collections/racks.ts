import { eq, sql } from 'drizzle-orm';
import { racks as rackDef } from '../../contract/locations';
import { count, msg } from '../../contract/messages';
import { racks, rooms, stockLevels, warehouses } from '../db/schema';
import { conflict } from '../errors';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';
import { outer } from '../services/wording';
import { staysWhileStocked } from './rooms';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

const rackHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s where s.rack_id = ${outer('racks')}.id and s.on_hand > 0)`;

export const rackBinding: CollectionBinding = {
  def: rackDef,
  table: racks,
  computed: {
    warehouse_id: sql<number>`(select r.warehouse_id from ${rooms} r where r.id = ${outer('racks')}.room_id)`.as('warehouse_id'),
    path: sql<string>`(select w.code || ' / ' || r.code || ' / ' || ${outer('racks')}.code from ${rooms} r join ${warehouses} w on w.id = r.warehouse_id where r.id = ${outer('racks')}.room_id)`.as(
      'path',
    ),
    holds_stock: rackHoldsStock.as('holds_stock'),
  },
  constraints: {
    racks_code_unique: { field: 'code', message: msg('rack_code_taken') },
    racks_room_id_rooms_id_fk: { field: 'room_id', message: msg('room_missing') },
  },
  validate: staysWhileStocked('rack', 'room_id'),
  async beforeDelete(tx, record) {
    if (record.holds_stock) {
      const [{ units, items }] = (
        await tx.execute<{ units: number; items: number }>(
          sql`select coalesce(sum(on_hand), 0)::int as units, count(*)::int as items from stock_levels where rack_id = ${record.id as number} and on_hand > 0`,
        )
      ).rows;
      throw conflict('rack_holds_stock', { name: record.code as string, count: count(units, 'unit'), count_products: count(items, 'product') });
    }
    await tx.delete(stockLevels).where(eq(stockLevels.rack_id, record.id as number));
  },
};

export const racksCollection: ServerCollection = { binding: rackBinding };
