import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { COLLECTIONS } from './resources';

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

export const warehouseRecord = z
  .object({ ...recordMeta, code: z.string(), name: z.string(), address: z.string().nullable(), active: z.boolean(), room_count: z.number().int(), rack_count: z.number().int() })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseRecord>;

/** `path` reads "WH1 / R1". */
export const roomRecord = z
  .object({
    ...recordMeta,
    warehouse_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    rack_count: z.number().int(),
    holds_stock: z.boolean(),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof roomRecord>;

/** `path` reads "WH1 / R1 / A-01"; `warehouse_id` is the room's. */
export const rackRecord = z
  .object({
    ...recordMeta,
    room_id: z.number().int(),
    code: z.string(),
    name: z.string().nullable(),
    warehouse_id: z.number().int(),
    path: z.string(),
    holds_stock: z.boolean(),
  })
  .meta({ id: 'Rack' });
export type Rack = z.infer<typeof rackRecord>;

export const warehouses = defineCollection({
  ...COLLECTIONS.warehouses,
  input: warehouseInput,
  record: warehouseRecord,
  searchFields: ['code', 'name', 'address'],
  filters: { id: 'id', active: 'boolean' },
});

export const rooms = defineCollection({
  ...COLLECTIONS.rooms,
  input: roomInput,
  record: roomRecord,
  searchFields: ['code', 'name', 'path'],
  filters: { id: 'id', warehouse_id: 'id' },
});

export const racks = defineCollection({
  ...COLLECTIONS.racks,
  input: rackInput,
  record: rackRecord,
  searchFields: ['code', 'name', 'path'],
  filters: { id: 'id', room_id: 'id', warehouse_id: 'id' },
});

/** GET /api/warehouses/:id/tree: the room-rack screen in one answer. */
export const warehouseTree = z.object({ warehouse: warehouseRecord, rooms: z.array(roomRecord.extend({ racks: z.array(rackRecord) })) });
export type WarehouseTree = z.infer<typeof warehouseTree>;
