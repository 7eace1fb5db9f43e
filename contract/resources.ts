import { AREAS, READ_ACTIONS, hasPermission, type Action, type Area, type AreaDef, type Permission } from './permissions';

// The one list of collections (issue 17): each API collection's name, its SPA resource, its
// permission area and the other SPA paths that show it. From it come the SPA's resources and
// menu, the resource → collection mapping and every permission check, on both sides. Each
// collection's schemas (contract/<entity>.ts) take their names from here, and
// contract/registry.ts pairs them up for the server's routes.
//
// Issue 21: no schema here. The staff app's first screen needs only names and permissions;
// building every collection's Zod schemas was a third of its script's evaluation on a phone.

export interface CollectionMeta {
  /** API path segment: /api/<name>. */
  readonly name: string;
  /** react-admin resource name (SPEC.md's list path). */
  readonly resource: string;
  readonly area: Area;
  /** Other SPA paths of SPEC.md §2 that show this collection, behind the same permissions. */
  readonly aliases?: readonly string[];
}

const meta = <const M extends Record<string, CollectionMeta>>(collections: { [K in keyof M]: M[K] & { name: K } }) => collections;

export const COLLECTIONS = meta({
  products: { name: 'products', resource: 'products', area: 'products', aliases: ['church'] },
  categories: { name: 'categories', resource: 'category', area: 'categories' },
  suppliers: { name: 'suppliers', resource: 'suppliers', area: 'suppliers' },
  dealers: { name: 'dealers', resource: 'dealers', area: 'dealers' },
  warehouses: { name: 'warehouses', resource: 'warehouse', area: 'warehouses' },
  rooms: { name: 'rooms', resource: 'rooms', area: 'rooms', aliases: ['room-rack'] },
  racks: { name: 'racks', resource: 'racks', area: 'rooms' },
  'stock-adjustments': { name: 'stock-adjustments', resource: 'stock-adjustments', area: 'stock_adjustments' },
  'stock-hub': { name: 'stock-hub', resource: 'stock-hub', area: 'stock_hub' },
  'stock-levels': { name: 'stock-levels', resource: 'stock-levels', area: 'stock_hub' },
  'stock-movements': { name: 'stock-movements', resource: 'stock-movements', area: 'stock_hub' },
  'stock-counts': { name: 'stock-counts', resource: 'stock-counts', area: 'stock_counts' },
  orders: { name: 'orders', resource: 'orders', area: 'orders' },
  'work-orders': { name: 'work-orders', resource: 'workorders', area: 'orders' },
  'job-cards': { name: 'job-cards', resource: 'job-cards', area: 'job_cards' },
  'purchase-orders': { name: 'purchase-orders', resource: 'purchase-orders', area: 'purchase_orders' },
  roles: { name: 'roles', resource: 'roles', area: 'roles' },
  permissions: { name: 'permissions', resource: 'permissions', area: 'roles' },
  users: { name: 'users', resource: 'users', area: 'users' },
});

export type CollectionName = keyof typeof COLLECTIONS;

/** Every collection, in the menu's and the API's order. */
export const COLLECTION_LIST: readonly CollectionMeta[] = Object.values(COLLECTIONS);

/** The collection of an API collection name, an SPA resource name or an alias. */
export function entryOf(nameOrResource: string): CollectionMeta | undefined {
  return COLLECTION_LIST.find((c) => c.name === nameOrResource || c.resource === nameOrResource || !!c.aliases?.includes(nameOrResource));
}

/** DESIGN.md §4/§5: SPA resources are SPEC.md's paths, the API has its own collection names. */
export function collectionOf(resource: string): string {
  return entryOf(resource)?.name ?? resource;
}

/** The area of an SPA resource name, an API collection name, or an area's own name (settings). */
export function areaOf(name: string): AreaDef | undefined {
  const area = entryOf(name)?.area ?? name;
  return AREAS.find((a) => a.area === area);
}

/**
 * The permission an action on a resource (or area) needs. `undefined` for an unknown resource,
 * `null` for a write on a read-only area (nobody may do it).
 */
export function permissionFor(resource: string, action: Action | 'read' | 'write'): Permission | null | undefined {
  const area = areaOf(resource);
  if (!area) return undefined;
  return READ_ACTIONS.has(action) ? area.read : area.write;
}

/** The pure access rule behind authProvider.canAccess and the server's guards. */
export function canAccess(held: Set<string>, resource: string, action: Action | 'read' | 'write'): boolean {
  return hasPermission(held, permissionFor(resource, action));
}
