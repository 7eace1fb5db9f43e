import type { StockLevel } from '../../../contract/stock';

export interface RackStock {
  rackId: number;
  path: string;
  onHand: number;
}

export interface RoomStock {
  roomId: number;
  path: string;
  onHand: number;
  racks: RackStock[];
}

export interface WarehouseStock {
  warehouseId: number;
  code: string;
  onHand: number;
  rooms: RoomStock[];
}

const SEPARATOR = ' / ';
const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path, undefined, { numeric: true });

/**
 * A product's stock levels as the warehouse → room → rack tree of the drill-down, with the
 * subtotal of each warehouse and room. A rack path reads "MAIN / A / A-01", so the
 * warehouse and room labels are its first one and two parts.
 */
export function groupStockLevels(levels: readonly StockLevel[]): WarehouseStock[] {
  const warehouses = new Map<number, WarehouseStock>();
  const rooms = new Map<number, RoomStock>();
  for (const level of [...levels].sort(byPath)) {
    const parts = level.path.split(SEPARATOR);
    let warehouse = warehouses.get(level.warehouse_id);
    if (!warehouse) {
      warehouse = { warehouseId: level.warehouse_id, code: parts[0], onHand: 0, rooms: [] };
      warehouses.set(level.warehouse_id, warehouse);
    }
    let room = rooms.get(level.room_id);
    if (!room) {
      room = { roomId: level.room_id, path: parts.slice(0, 2).join(SEPARATOR), onHand: 0, racks: [] };
      rooms.set(level.room_id, room);
      warehouse.rooms.push(room);
    }
    room.racks.push({ rackId: level.rack_id, path: level.path, onHand: level.on_hand });
    room.onHand += level.on_hand;
    warehouse.onHand += level.on_hand;
  }
  return [...warehouses.values()];
}
