import { permissionsCollection, roles, users } from './access';
import { categories } from './categories';
import type { CollectionDef } from './collection';
import { dealers } from './dealers';
import { racks, rooms, warehouses } from './locations';
import { orders } from './orders';
import { AREAS, READ_ACTIONS, hasPermission, type Action, type AreaDef, type Permission } from './permissions';
import { products } from './products';
import { purchaseOrders } from './purchaseOrders';
import { stockAdjustments, stockHub, stockLevels, stockMovements } from './stock';
import { stockCounts } from './stockCounts';
import { suppliers } from './suppliers';
import { jobCards, workOrders } from './workshop';

// The one list of collections (issue 17). From it come the permission areas of each API
// collection and SPA resource, the server's route registration (server/routes/index.ts), the
// SPA's resource → collection mapping, and the permissions of the menu, alias and print routes.
// A new collection is its folders (SPA resource, server binding) plus one entry here.

export interface RegistryEntry {
  /** Name, SPA resource, area, fields: contract/<entity>.ts. */
  def: CollectionDef;
  /** Other SPA paths of SPEC.md §2 that show this collection, behind the same permissions. */
  aliases?: readonly string[];
}

export const REGISTRY = [
  { def: products, aliases: ['church'] },
  { def: categories },
  { def: suppliers },
  { def: dealers },
  { def: warehouses },
  { def: rooms, aliases: ['room-rack'] },
  { def: racks },
  { def: stockAdjustments },
  { def: stockHub },
  { def: stockLevels },
  { def: stockMovements },
  { def: stockCounts },
  { def: orders },
  { def: workOrders },
  { def: jobCards },
  { def: purchaseOrders },
  { def: roles },
  { def: permissionsCollection },
  { def: users },
] as const satisfies readonly RegistryEntry[];

export type CollectionName = (typeof REGISTRY)[number]['def']['name'];

/** The registry entry of an API collection name, an SPA resource name or an alias. */
export function entryOf(nameOrResource: string): RegistryEntry | undefined {
  return (REGISTRY as readonly RegistryEntry[]).find(
    (e) => e.def.name === nameOrResource || e.def.resource === nameOrResource || !!e.aliases?.includes(nameOrResource),
  );
}

/** DESIGN.md §4/§5: SPA resources are SPEC.md's paths, the API has its own collection names. */
export function collectionOf(resource: string): string {
  return entryOf(resource)?.def.name ?? resource;
}

/** The area of an SPA resource name, an API collection name, or an area's own name (settings). */
export function areaOf(name: string): AreaDef | undefined {
  const area = entryOf(name)?.def.area ?? name;
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
