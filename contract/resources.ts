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
  /** Fields a list may be sorted by, and its order when none is asked for: the SPA's lists read them here, without the schemas. */
  readonly sortable: readonly string[];
  readonly defaultSort: readonly [string, 'ASC' | 'DESC'];
}

/** Suppliers and dealers (contract/parties.ts) sort alike. */
export const PARTY_SORTABLE = ['id', 'company_name', 'contact_person_name', 'email', 'status', 'created_at', 'updated_at'] as const;

const meta = <const M extends Record<string, CollectionMeta>>(collections: { [K in keyof M]: M[K] & { name: K } }) => collections;

export const COLLECTIONS = meta({
  products: {
    name: 'products', resource: 'products', area: 'products', aliases: ['church'],
    sortable: ['id', 'sku', 'name', 'category_id', 'dealer_price', 'cost', 'reorder_level', 'on_hand', 'active', 'created_at', 'updated_at'],
    defaultSort: ['name', 'ASC'],
  },
  categories: {
    name: 'categories', resource: 'category', area: 'categories',
    sortable: ['id', 'lineage', 'name', 'product_count', 'created_at', 'updated_at'],
    defaultSort: ['lineage', 'ASC'],
  },
  suppliers: {
    name: 'suppliers', resource: 'suppliers', area: 'suppliers',
    sortable: PARTY_SORTABLE,
    defaultSort: ['company_name', 'ASC'],
  },
  dealers: {
    name: 'dealers', resource: 'dealers', area: 'dealers',
    sortable: [...PARTY_SORTABLE, 'credit_limit'],
    defaultSort: ['company_name', 'ASC'],
  },
  warehouses: {
    name: 'warehouses', resource: 'warehouse', area: 'warehouses',
    sortable: ['id', 'code', 'name', 'active', 'created_at', 'updated_at'],
    defaultSort: ['code', 'ASC'],
  },
  rooms: {
    name: 'rooms', resource: 'rooms', area: 'rooms', aliases: ['room-rack'],
    sortable: ['id', 'path', 'code', 'name', 'warehouse_id', 'created_at', 'updated_at'],
    defaultSort: ['path', 'ASC'],
  },
  racks: {
    name: 'racks', resource: 'racks', area: 'rooms',
    sortable: ['id', 'path', 'code', 'name', 'room_id', 'created_at', 'updated_at'],
    defaultSort: ['path', 'ASC'],
  },
  'stock-adjustments': {
    name: 'stock-adjustments', resource: 'stock-adjustments', area: 'stock_adjustments',
    sortable: ['id', 'number', 'status', 'warehouse_id', 'reason', 'created_at', 'posted_at'],
    defaultSort: ['id', 'DESC'],
  },
  'stock-hub': {
    name: 'stock-hub', resource: 'stock-hub', area: 'stock_hub',
    sortable: ['sku', 'name', 'on_hand', 'available', 'reorder_level', 'value'],
    defaultSort: ['name', 'ASC'],
  },
  'stock-levels': {
    name: 'stock-levels', resource: 'stock-levels', area: 'stock_hub',
    sortable: ['path', 'on_hand', 'product_id'],
    defaultSort: ['path', 'ASC'],
  },
  'stock-movements': {
    name: 'stock-movements', resource: 'stock-movements', area: 'stock_hub',
    sortable: ['id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'stock-counts': {
    name: 'stock-counts', resource: 'stock-counts', area: 'stock_counts',
    sortable: ['id', 'number', 'status', 'warehouse_id', 'created_at', 'posted_at'],
    defaultSort: ['id', 'DESC'],
  },
  orders: {
    name: 'orders', resource: 'orders', area: 'orders',
    sortable: ['id', 'number', 'status', 'dealer_id', 'dealer_name', 'created_at', 'total'],
    defaultSort: ['id', 'DESC'],
  },
  'work-orders': {
    name: 'work-orders', resource: 'workorders', area: 'orders',
    sortable: ['id', 'number', 'title', 'status', 'priority', 'due_date', 'order_id', 'assignee_id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'job-cards': {
    name: 'job-cards', resource: 'job-cards', area: 'job_cards',
    sortable: ['id', 'number', 'status', 'work_order_id', 'technician_id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'purchase-orders': {
    name: 'purchase-orders', resource: 'purchase-orders', area: 'purchase_orders',
    sortable: ['id', 'number', 'status', 'supplier_id', 'warehouse_id', 'expected_date', 'created_at', 'total'],
    defaultSort: ['id', 'DESC'],
  },
  roles: {
    name: 'roles', resource: 'roles', area: 'roles',
    sortable: ['id', 'name', 'created_at', 'updated_at'],
    defaultSort: ['name', 'ASC'],
  },
  permissions: {
    name: 'permissions', resource: 'permissions', area: 'roles',
    sortable: ['id', 'name', 'area', 'kind'],
    defaultSort: ['name', 'ASC'],
  },
  users: {
    name: 'users', resource: 'users', area: 'users',
    sortable: ['id', 'full_name', 'email', 'role_id', 'status', 'created_at', 'updated_at'],
    defaultSort: ['full_name', 'ASC'],
  },
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
