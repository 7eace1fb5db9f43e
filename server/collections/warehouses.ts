import { asc, eq, inArray, sql } from 'drizzle-orm';
import { idParams } from '../../contract/api';
import { warehouses as warehouseDef, warehouseTree as warehouseTreeAnswer, type Rack, type Room, type WarehouseTree } from '../../contract/locations';
import { count, msg } from '../../contract/messages';
import type { Database, Db } from '../db/client';
import { racks, rooms, warehouses } from '../db/schema';
import { conflict } from '../errors';
import { needs } from '../plugins/routeAccess';
import type { Api, ServerCollection } from '../routes/collections';
import { getRecord, selection, type CollectionBinding } from '../services/records';
import { outer } from '../services/wording';
import { rackBinding } from './racks';
import { roomBinding } from './rooms';

// DESIGN.md §6 "Locations": a location that holds stock, or has children, cannot be deleted.

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

function warehouseRoutes(app: Api, { db }: Database) {
  app.get('/api/warehouses/:id/tree', { ...needs('rooms', 'read'), schema: { summary: 'A warehouse with its rooms and their racks', params: idParams, response: { 200: warehouseTreeAnswer } } }, async (request) =>
    warehouseTree(db, request.params.id),
  );
}

export const warehousesCollection: ServerCollection = { binding: warehouseBinding, routes: warehouseRoutes };
