// DESIGN.md §3: the one table that says which permission a resource and action need.
// Server routes and the SPA's authProvider.canAccess both read it.

export const AREAS = [
  { area: 'products', read: 'view_products', write: 'manage_products', resources: ['products', 'church'], collections: ['products'] },
  { area: 'categories', read: 'view_categories', write: 'manage_categories', resources: ['category'], collections: ['categories'] },
  { area: 'suppliers', read: 'view_suppliers', write: 'manage_suppliers', resources: ['suppliers'], collections: ['suppliers'] },
  { area: 'dealers', read: 'view_customers', write: 'manage_customers', resources: ['dealers'], collections: ['dealers'] },
  { area: 'warehouses', read: 'view_warehouses', write: 'manage_warehouses', resources: ['warehouse'], collections: ['warehouses'] },
  { area: 'rooms', read: 'view_rooms', write: 'manage_rooms', resources: ['rooms', 'racks', 'room-rack'], collections: ['rooms', 'racks'] },
  {
    area: 'stock_adjustments',
    read: 'view_stock_adjustments',
    write: 'manage_stock_adjustments',
    resources: ['stock-adjustments'],
    collections: ['stock-adjustments'],
  },
  {
    area: 'stock_hub',
    read: 'view_stock_hub',
    write: null,
    resources: ['stock-hub', 'stock-levels', 'stock-movements'],
    collections: ['stock-hub', 'stock-levels', 'stock-movements'],
  },
  { area: 'orders', read: 'view_orders', write: 'manage_orders', resources: ['orders', 'workorders'], collections: ['orders', 'work-orders'] },
  { area: 'job_cards', read: 'view_jc', write: 'manage_jc', resources: ['job-cards'], collections: ['job-cards'] },
  { area: 'purchase_orders', read: 'view_po', write: 'manage_po', resources: ['purchase-orders'], collections: ['purchase-orders'] },
  { area: 'roles', read: 'view_roles', write: 'manage_roles', resources: ['roles'], collections: ['roles', 'permissions'] },
  { area: 'users', read: 'view_users', write: 'manage_users', resources: ['users'], collections: ['users'] },
] as const;

export type AreaDef = (typeof AREAS)[number];
export type Area = AreaDef['area'];
export type Permission = AreaDef['read'] | NonNullable<AreaDef['write']>;

export const ALL_PERMISSIONS: readonly Permission[] = AREAS.flatMap((a) => (a.write ? [a.read, a.write] : [a.read]));

/** react-admin's actions; `list`, `show` and `export` read, the others write. */
export type Action = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete';

const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

export function isPermission(name: string): name is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(name);
}

/** The area of an SPA resource name or an API collection name. */
export function areaOf(resourceOrCollection: string): AreaDef | undefined {
  return AREAS.find(
    (a) =>
      (a.resources as readonly string[]).includes(resourceOrCollection) ||
      (a.collections as readonly string[]).includes(resourceOrCollection),
  );
}

/**
 * The permission an action on a resource needs. `undefined` for an unknown resource,
 * `null` for a write on a read-only area (nobody may do it).
 */
export function permissionFor(resource: string, action: Action | 'read' | 'write'): Permission | null | undefined {
  const area = areaOf(resource);
  if (!area) return undefined;
  return READ_ACTIONS.has(action) ? area.read : area.write;
}

/** SPEC.md §3: the stored user's permissions are one comma-separated string. */
export function parsePermissions(permissions: string | readonly string[] | null | undefined): Set<string> {
  if (!permissions) return new Set();
  const list = typeof permissions === 'string' ? permissions.split(',') : permissions;
  return new Set(list.map((p) => p.trim()).filter(Boolean));
}

export function hasPermission(held: Set<string>, permission: string | null | undefined): boolean {
  return !!permission && held.has(permission);
}

/** The pure access rule behind authProvider.canAccess and the server's guards. */
export function canAccess(held: Set<string>, resource: string, action: Action | 'read' | 'write'): boolean {
  return hasPermission(held, permissionFor(resource, action));
}
