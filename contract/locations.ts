import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';

// DESIGN.md §6 "Locations": warehouse (code unique) → rooms → racks, codes unique per parent.
const code = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20, 'At most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and - only')
  .transform((v) => v.toUpperCase());
const name = z.string().trim().min(1, 'Required').max(120, 'At most 120 characters');

export const warehouseInput = z.object({
  code,
  name,
  address: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  active: z.boolean().default(true),
});

export const roomInput = z.object({
  warehouse_id: z.number().int().positive(),
  code,
  name,
});

export const rackInput = z.object({
  room_id: z.number().int().positive(),
  code,
  name: name.nullable().optional(),
});

export type Warehouse = z.infer<typeof warehouseInput> & RecordMeta & { room_count: number; rack_count: number };
/** `path` reads "WH1 / R1". */
export type Room = z.infer<typeof roomInput> & RecordMeta & { path: string; rack_count: number; holds_stock: boolean };
/** `path` reads "WH1 / R1 / A-01"; `warehouse_id` is the room's. */
export type Rack = z.infer<typeof rackInput> & RecordMeta & { warehouse_id: number; path: string; holds_stock: boolean };

export const warehouses = defineCollection({
  name: 'warehouses',
  resource: 'warehouse',
  area: 'warehouses',
  input: warehouseInput,
  searchFields: ['code', 'name', 'address'],
  filters: { id: 'id', active: 'boolean' },
  sortable: ['id', 'code', 'name', 'active', 'created_at', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});

export const rooms = defineCollection({
  name: 'rooms',
  resource: 'rooms',
  area: 'rooms',
  input: roomInput,
  searchFields: ['code', 'name', 'path'],
  filters: { id: 'id', warehouse_id: 'id' },
  sortable: ['id', 'path', 'code', 'name', 'warehouse_id', 'created_at', 'updated_at'],
  defaultSort: ['path', 'ASC'],
});

export const racks = defineCollection({
  name: 'racks',
  resource: 'racks',
  area: 'rooms',
  input: rackInput,
  searchFields: ['code', 'name', 'path'],
  filters: { id: 'id', room_id: 'id', warehouse_id: 'id' },
  sortable: ['id', 'path', 'code', 'name', 'room_id', 'created_at', 'updated_at'],
  defaultSort: ['path', 'ASC'],
});

/** GET /api/warehouses/:id/tree: the room-rack screen in one answer. */
export interface WarehouseTree {
  warehouse: Warehouse;
  rooms: (Room & { racks: Rack[] })[];
}
