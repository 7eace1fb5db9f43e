import { asc, eq, inArray, sql } from 'drizzle-orm';
import { racks as rackDef, rooms as roomDef, warehouses as warehouseDef, type Rack, type Room, type WarehouseTree } from '../../contract/locations';
import { count, msg } from '../../contract/messages';
import type { Db } from '../db/client';
import { racks, rooms, stockLevels, warehouses } from '../db/schema';
import { conflict } from '../errors';
import { getRecord, selection, type CollectionBinding } from './collections';
import { outer } from './wording';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

const roomHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s join ${racks} k on k.id = s.rack_id where k.room_id = ${outer('rooms')}.id and s.on_hand > 0)`;
const rackHoldsStock = sql<boolean>`exists (select 1 from ${stockLevels} s where s.rack_id = ${outer('racks')}.id and s.on_hand > 0)`;

/** A location holding stock keeps its parent: moving it would move the stock without a movement. */
function staysWhileStocked(kind: 'room' | 'rack', parentField: string): CollectionBinding['validate'] {
  return async (_tx, data, { current }) => {
    if (current?.holds_stock && current[parentField] !== data[parentField]) {
      throw conflict(`${kind}_moves_with_stock`, { code: current.code as string });
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
  constraints: { warehouses_code_unique: { field: 'code', message: msg('warehouse_code_taken') } },
  async beforeDelete(_tx, record) {
    const n = record.room_count as number;
    if (n > 0) throw conflict('warehouse_has_rooms', { name: record.code as string, count: count(n, 'room') });
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
