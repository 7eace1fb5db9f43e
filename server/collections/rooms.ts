import { sql } from 'drizzle-orm';
import { rooms as roomDef } from '../../contract/locations';
import { count, msg } from '../../contract/messages';
import { racks, rooms, stockLevels, warehouses } from '../db/schema';
import { conflict } from '../errors';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';
import { outer } from '../services/wording';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

const roomHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s join ${racks} k on k.id = s.rack_id where k.room_id = ${outer('rooms')}.id and s.on_hand > 0)`;

/** A location holding stock keeps its parent: moving it would move the stock without a movement. */
export function staysWhileStocked(kind: 'room' | 'rack', parentField: string): CollectionBinding['validate'] {
  return async (_tx, data, { current }) => {
    if (current?.holds_stock && current[parentField] !== data[parentField]) {
      throw conflict(`${kind}_moves_with_stock`, { code: current.code as string });
    }
  };
}

export const roomBinding: CollectionBinding = {
  def: roomDef,
  table: rooms,
  computed: {
    path: sql<string>`(select w.code || ' / ' || ${outer('rooms')}.code from ${warehouses} w where w.id = ${outer('rooms')}.warehouse_id)`.as('path'),
    rack_count: sql<number>`(select count(*)::int from ${racks} k where k.room_id = ${outer('rooms')}.id)`.as('rack_count'),
    holds_stock: roomHoldsStock.as('holds_stock'),
  },
  constraints: {
    rooms_code_unique: { field: 'code', message: msg('room_code_taken') },
    rooms_warehouse_id_warehouses_id_fk: { field: 'warehouse_id', message: msg('warehouse_missing') },
  },
  validate: staysWhileStocked('room', 'warehouse_id'),
  async beforeDelete(_tx, record) {
    if (record.holds_stock) throw conflict('room_holds_stock', { name: record.code as string });
    const n = record.rack_count as number;
    if (n > 0) throw conflict('room_has_racks', { name: record.code as string, count: count(n, 'rack') });
  },
};

export const roomsCollection: ServerCollection = { binding: roomBinding };
