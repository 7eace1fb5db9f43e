import { asc, eq, inArray, sql } from 'drizzle-orm';
import { racks as rackDef, rooms as roomDef, warehouses as warehouseDef, type Rack, type Room, type WarehouseTree } from '../../contract/locations';
import type { Db } from '../db/client';
import { racks, rooms, stockLevels, warehouses } from '../db/schema';
import { conflict } from '../errors';
import { getRecord, selection, type CollectionBinding } from './records';
import { outer, plural } from './wording';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

const roomHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s join ${racks} k on k.id = s.rack_id where k.room_id = ${outer('rooms')}.id and s.on_hand > 0)`;
const rackHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s where s.rack_id = ${outer('racks')}.id and s.on_hand > 0)`;

/** A location holding stock keeps its parent: moving it would move the stock without a movement. */
function staysWhileStocked(kind: string, parentField: string, parentKind: string): CollectionBinding['validate'] {
  return async (_tx, data, { current }) => {
    if (current?.holds_stock && current[parentField] !== data[parentField]) {
      throw conflict(`The ${kind} "${current.code}" holds stock, so it cannot move to another ${parentKind}.`);
    }
  };
}

export const warehouseBinding: CollectionBinding = {
  def: warehouseDef,
  table: warehouses,
  computed: {
    room_count: sql<number>`(select count(*)::int from ${rooms} r where r.warehouse_id = ${outer('warehouses')}.id)`.as('room_count'),
    rack_count: sql<number>`(select count(*)::int from ${racks} k join ${rooms} r on r.id = k.room_id where r.warehouse_id = ${outer('warehouses')}.id)`.as(
      'rack_count',
    ),
  },
  constraints: { warehouses_code_unique: { field: 'code', message: 'Another warehouse already has this code' } },
  async beforeDelete(_tx, record) {
    const n = record.room_count as number;
    if (n > 0) throw conflict(`Cannot delete the warehouse "${record.code}": it has ${plural(n, 'room')}. Remove them first.`);
  },
};

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
    racks_code_unique: { field: 'code', message: 'This room already has a rack with this code' },
    racks_room_id_rooms_id_fk: { field: 'room_id', message: 'This room does not exist' },
  },
  validate: staysWhileStocked('rack', 'room_id', 'room'),
  async beforeDelete(tx, record) {
    if (record.holds_stock) {
      const [{ units, items }] = (
        await tx.execute<{ units: number; items: number }>(
          sql`select coalesce(sum(on_hand), 0)::int as units, count(*)::int as items from stock_levels where rack_id = ${record.id as number} and on_hand > 0`,
        )
      ).rows;
      throw conflict(`Cannot delete the rack "${record.code}": it holds ${plural(units, 'unit')} of ${plural(items, 'product')}.`);
    }
    await tx.delete(stockLevels).where(eq(stockLevels.rack_id, record.id as number));
  },
};

/** The room-rack screen: a warehouse, its rooms and their racks in one answer. */
export async function warehouseTree(db: Db, warehouseId: number): Promise<WarehouseTree> {
  const warehouse = await getRecord(db, warehouseBinding, warehouseId);
  const roomRows = (await db
    .select(selection(roomBinding))
    .from(rooms)
    .where(eq(rooms.warehouse_id, warehouseId))
    .orderBy(asc(rooms.code))) as unknown as Room[];
  const rackRows = roomRows.length
    ? ((await db
        .select(selection(rackBinding))
        .from(racks)
        .where(
          inArray(
            racks.room_id,
            roomRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(racks.code))) as unknown as Rack[])
    : [];
  return {
    warehouse: warehouse as unknown as WarehouseTree['warehouse'],
    rooms: roomRows.map((room) => ({ ...room, racks: rackRows.filter((k) => k.room_id === room.id) })),
  };
}
