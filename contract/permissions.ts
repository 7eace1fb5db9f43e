// DESIGN.md §3: the permission names, one read and one write per area. Which collection and
// SPA resource belong to an area is said once per collection, in contract/resources.ts.

export const AREAS = [
  { area: 'products', read: 'view_products', write: 'manage_products' },
  { area: 'categories', read: 'view_categories', write: 'manage_categories' },
  { area: 'suppliers', read: 'view_suppliers', write: 'manage_suppliers' },
  { area: 'dealers', read: 'view_customers', write: 'manage_customers' },
  { area: 'warehouses', read: 'view_warehouses', write: 'manage_warehouses' },
  { area: 'rooms', read: 'view_rooms', write: 'manage_rooms' },
  { area: 'stock_adjustments', read: 'view_stock_adjustments', write: 'manage_stock_adjustments' },
  { area: 'stock_hub', read: 'view_stock_hub', write: null },
  { area: 'stock_counts', read: 'view_stock_counts', write: 'manage_stock_counts' },
  { area: 'orders', read: 'view_orders', write: 'manage_orders' },
  { area: 'job_cards', read: 'view_jc', write: 'manage_jc' },
  { area: 'purchase_orders', read: 'view_po', write: 'manage_po' },
  { area: 'roles', read: 'view_roles', write: 'manage_roles' },
  { area: 'users', read: 'view_users', write: 'manage_users' },
  { area: 'settings', read: 'view_settings', write: 'manage_settings' },
] as const;

export type AreaDef = (typeof AREAS)[number];
export type Area = AreaDef['area'];
export type Permission = AreaDef['read'] | NonNullable<AreaDef['write']>;

export const ALL_PERMISSIONS: readonly Permission[] = AREAS.flatMap((a) => (a.write ? [a.read, a.write] : [a.read]));

/** react-admin's actions; `list`, `show` and `export` read, the others write. */
export type Action = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete';

export const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

export function isPermission(name: string): name is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(name);
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

/**
 * DESIGN.md §3 "Privilege is never gained sideways" (issue 32): the permissions of `wanted` that
 * `held` lacks, sorted. A role is given, a role's permissions ticked, and a user or role changed
 * only when this is empty; the server refuses otherwise, and the staff screens say so first.
 */
export function permissionsBeyond(held: ReadonlySet<string>, wanted: string | Iterable<string> | null | undefined): string[] {
  return [...parsePermissions(typeof wanted === 'string' || !wanted ? wanted : [...wanted])].filter((permission) => !held.has(permission)).sort();
}
