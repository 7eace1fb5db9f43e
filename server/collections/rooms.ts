import { sql } from 'drizzle-orm';
import { rooms as roomDef } from '../../contract/locations';
import { racks, rooms, stockLevels, warehouses } from '../db/schema';
import { conflict } from '../errors';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';
import { outer, plural } from '../services/wording';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

const roomHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s join ${racks} k on k.id = s.rack_id where k.room_id = ${outer('rooms')}.id and s.on_hand > 0)`;

/** A location holding stock keeps its parent: moving it would move the stock without a movement. */
export function staysWhileStocked(kind: string, parentField: string, parentKind: string): CollectionBinding['validate'] {
  return async (_tx, data, { current }) => {
    if (current?.holds_stock && current[parentField] !== data[parentField]) {
      throw conflict(`The ${kind} "${current.code}" holds stock, so it cannot move to another ${parentKind}.`);
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
    rooms_code_unique: { field: 'code', message: 'This warehouse already has a room with this code' },
    rooms_warehouse_id_warehouses_id_fk: { field: 'warehouse_id', message: 'This warehouse does not exist' },
  },
  validate: staysWhileStocked('room', 'warehouse_id', 'warehouse'),
  async beforeDelete(_tx, record) {
    if (record.holds_stock) throw conflict(`Cannot delete the room "${record.code}": its racks hold stock.`);
    const n = record.rack_count as number;
    if (n > 0) throw conflict(`Cannot delete the room "${record.code}": it has ${plural(n, 'rack')}. Remove them first.`);
  },
};

export const roomsCollection: ServerCollection = { binding: roomBinding };
