// DESIGN.md §3: the permission names, one read and one write per area. Each area and its two
// permissions are said by the collections that belong to it, in contract/resources.ts (the
// registry); the areas, the list of every permission and their types are derived there.
import { AREAS, type Permission } from './resources';

export { AREAS, READ_ACTIONS, type Action, type Area, type AreaDef, type Permission } from './resources';

export const ALL_PERMISSIONS: readonly Permission[] = AREAS.flatMap((a) => (a.write ? [a.read, a.write] : [a.read]));

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
