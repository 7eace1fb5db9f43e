import type { ImportKind } from './imports';

// THE registry (issue 17, issue 33 item 2): one entry per API collection says everything the
// house derives from it — its SPA resource and the other SPA paths that show it, its permission
// area and that area's read and write permissions, its place and icon in the staff menu, the
// imports its list offers (and what else they write), the fields its lists sort by. From it
// come contract/permissions.ts's areas (the role matrix, the permissions table, the
// Administrator's grants), the SPA's resources and menu, the import targets and their
// permissions, and every permission check on both sides. Each collection's schemas
// (contract/<entity>.ts) take their names from here; contract/registry.ts pairs them up for the
// server's routes. tests/unit/registryChecklist.test.ts names what an entry still lacks.
//
// Issue 21: no schema and no icon component here. The staff app's first screen needs only names
// and permissions; building every collection's Zod schemas was a third of its script's
// evaluation on a phone. Icons are named by key and resolved in src/layout/menuIcons.ts.

/** react-admin's actions; `list`, `show` and `export` read, the others write. */
export type Action = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete';

export const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

/** The icons the staff menu may name (Material Symbols names); src/layout/menuIcons.ts maps each to its component. */
export type MenuIcon =
  | 'assignment'
  | 'build'
  | 'category'
  | 'dashboard'
  | 'fact_check'
  | 'inventory'
  | 'local_shipping'
  | 'manage_accounts'
  | 'qr_code_scanner'
  | 'receipt_long'
  | 'settings'
  | 'shopping_cart'
  | 'storefront'
  | 'tune';

/** The staff menu's groups (SPEC.md §2 "Side menu entries"): a header entry with its own place and icon. */
export const MENU_GROUPS = {
  user_management: { order: 10, icon: 'manage_accounts' },
  masters: { order: 20, icon: 'category' },
  // Issue 36: how other systems connect (API keys, webhooks), after every business screen.
  settings: { order: 200, icon: 'settings' },
} as const satisfies Record<string, { order: number; icon: MenuIcon }>;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** Where a collection sits in the staff menu; its title is `app.menu.<link, - as _>`. */
export interface MenuPlace {
  /** Place among the menu's entries, or among its group's. */
  readonly order: number;
  /** Top-level entries only; a group's children show a dot. */
  readonly icon?: MenuIcon;
  readonly group?: MenuGroup;
  /** The SPA path the entry opens, when it is not the resource's list (one of its aliases). */
  readonly link?: string;
}

/** An import the collection's list offers (DESIGN.md §5 "Imports"). */
export interface ImportPlace {
  readonly kind: ImportKind;
  /** Other collections the import writes: it needs their write permission too. */
  readonly alsoWrites?: readonly string[];
}

export interface CollectionMeta {
  /** API path segment: /api/<name>. */
  readonly name: string;
  /** react-admin resource name (SPEC.md's list path). */
  readonly resource: string;
  /** DESIGN.md §3: the permission area, and its read and write permission (null: read only). Collections of one area name the same two. */
  readonly area: string;
  readonly read: string;
  readonly write: string | null;
  /** Other SPA paths of SPEC.md §2 that show this collection, behind the same permissions. */
  readonly aliases?: readonly string[];
  /** Its entry in the staff menu; none for collections shown only inside other screens. */
  readonly menu?: MenuPlace;
  readonly imports?: readonly ImportPlace[];
  /** Fields a list may be sorted by, and its order when none is asked for: the SPA's lists read them here, without the schemas. */
  readonly sortable: readonly string[];
  readonly defaultSort: readonly [string, 'ASC' | 'DESC'];
}

/** At most this many records in one page of a list, and this many values in one "one of" filter (contract/api.ts's list query). */
export const MAX_PAGE = 1000;

/** Suppliers and dealers (contract/parties.ts) sort alike. */
export const PARTY_SORTABLE = ['id', 'company_name', 'contact_person_name', 'email', 'status', 'created_at', 'updated_at'] as const;

const meta = <const M extends Record<string, CollectionMeta>>(collections: { [K in keyof M]: M[K] & { name: K } }) => collections;

export const COLLECTIONS = meta({
  products: {
    name: 'products', resource: 'products', aliases: ['church'],
    area: 'products', read: 'view_products', write: 'manage_products',
    menu: { group: 'masters', order: 22 },
    imports: [{ kind: 'products' }, { kind: 'prices' }],
    sortable: ['id', 'sku', 'name', 'category_id', 'dealer_price', 'cost', 'reorder_level', 'on_hand', 'active', 'created_at', 'updated_at'],
    defaultSort: ['name', 'ASC'],
  },
  categories: {
    name: 'categories', resource: 'category',
    area: 'categories', read: 'view_categories', write: 'manage_categories',
    menu: { group: 'masters', order: 21 },
    imports: [{ kind: 'categories' }],
    sortable: ['id', 'lineage', 'name', 'product_count', 'created_at', 'updated_at'],
    defaultSort: ['lineage', 'ASC'],
  },
  suppliers: {
    name: 'suppliers', resource: 'suppliers',
    area: 'suppliers', read: 'view_suppliers', write: 'manage_suppliers',
    menu: { order: 30, icon: 'local_shipping' },
    imports: [{ kind: 'suppliers' }],
    sortable: PARTY_SORTABLE,
    defaultSort: ['company_name', 'ASC'],
  },
  dealers: {
    name: 'dealers', resource: 'dealers',
    area: 'dealers', read: 'view_customers', write: 'manage_customers',
    menu: { order: 40, icon: 'storefront' },
    imports: [{ kind: 'dealers' }],
    sortable: [...PARTY_SORTABLE, 'credit_limit'],
    defaultSort: ['company_name', 'ASC'],
  },
  warehouses: {
    name: 'warehouses', resource: 'warehouse',
    area: 'warehouses', read: 'view_warehouses', write: 'manage_warehouses',
    menu: { group: 'masters', order: 23 },
    // A locations file names warehouses, rooms and racks: it makes all three.
    imports: [{ kind: 'locations', alsoWrites: ['rooms'] }],
    sortable: ['id', 'code', 'name', 'active', 'created_at', 'updated_at'],
    defaultSort: ['code', 'ASC'],
  },
  rooms: {
    name: 'rooms', resource: 'rooms', aliases: ['room-rack'],
    area: 'rooms', read: 'view_rooms', write: 'manage_rooms',
    menu: { group: 'masters', order: 24, link: 'room-rack' },
    sortable: ['id', 'path', 'code', 'name', 'warehouse_id', 'created_at', 'updated_at'],
    defaultSort: ['path', 'ASC'],
  },
  racks: {
    name: 'racks', resource: 'racks',
    area: 'rooms', read: 'view_rooms', write: 'manage_rooms',
    sortable: ['id', 'path', 'code', 'name', 'room_id', 'created_at', 'updated_at'],
    defaultSort: ['path', 'ASC'],
  },
  'stock-adjustments': {
    name: 'stock-adjustments', resource: 'stock-adjustments',
    area: 'stock_adjustments', read: 'view_stock_adjustments', write: 'manage_stock_adjustments',
    menu: { order: 60, icon: 'tune' },
    // Opening stock is posted as an adjustment.
    imports: [{ kind: 'opening-stock' }],
    sortable: ['id', 'number', 'status', 'warehouse_id', 'reason', 'created_at', 'posted_at'],
    defaultSort: ['id', 'DESC'],
  },
  'stock-hub': {
    name: 'stock-hub', resource: 'stock-hub',
    area: 'stock_hub', read: 'view_stock_hub', write: null,
    menu: { order: 70, icon: 'inventory' },
    sortable: ['sku', 'name', 'on_hand', 'available', 'reorder_level', 'value'],
    defaultSort: ['name', 'ASC'],
  },
  'stock-levels': {
    name: 'stock-levels', resource: 'stock-levels',
    area: 'stock_hub', read: 'view_stock_hub', write: null,
    sortable: ['path', 'on_hand', 'product_id'],
    defaultSort: ['path', 'ASC'],
  },
  'stock-movements': {
    name: 'stock-movements', resource: 'stock-movements',
    area: 'stock_hub', read: 'view_stock_hub', write: null,
    sortable: ['id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'stock-counts': {
    name: 'stock-counts', resource: 'stock-counts',
    area: 'stock_counts', read: 'view_stock_counts', write: 'manage_stock_counts',
    // Issue 20: stocktakes sit with the stock screens.
    menu: { order: 80, icon: 'fact_check' },
    sortable: ['id', 'number', 'status', 'warehouse_id', 'created_at', 'posted_at'],
    defaultSort: ['id', 'DESC'],
  },
  orders: {
    name: 'orders', resource: 'orders',
    area: 'orders', read: 'view_orders', write: 'manage_orders',
    menu: { order: 90, icon: 'receipt_long' },
    sortable: ['id', 'number', 'status', 'dealer_id', 'dealer_name', 'created_at', 'total'],
    defaultSort: ['id', 'DESC'],
  },
  'work-orders': {
    name: 'work-orders', resource: 'workorders',
    area: 'orders', read: 'view_orders', write: 'manage_orders',
    menu: { order: 110, icon: 'build' },
    sortable: ['id', 'number', 'title', 'status', 'priority', 'due_date', 'order_id', 'assignee_id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'job-cards': {
    name: 'job-cards', resource: 'job-cards',
    area: 'job_cards', read: 'view_jc', write: 'manage_jc',
    menu: { order: 120, icon: 'assignment' },
    sortable: ['id', 'number', 'status', 'work_order_id', 'technician_id', 'created_at'],
    defaultSort: ['id', 'DESC'],
  },
  'purchase-orders': {
    name: 'purchase-orders', resource: 'purchase-orders',
    area: 'purchase_orders', read: 'view_po', write: 'manage_po',
    // Not in SPEC.md's menu, but purchase orders are a daily screen; see docs/decisions.md.
    menu: { order: 100, icon: 'shopping_cart' },
    sortable: ['id', 'number', 'status', 'supplier_id', 'warehouse_id', 'expected_date', 'created_at', 'total'],
    defaultSort: ['id', 'DESC'],
  },
  roles: {
    name: 'roles', resource: 'roles',
    area: 'roles', read: 'view_roles', write: 'manage_roles',
    menu: { group: 'user_management', order: 11 },
    sortable: ['id', 'name', 'created_at', 'updated_at'],
    defaultSort: ['name', 'ASC'],
  },
  permissions: {
    name: 'permissions', resource: 'permissions',
    area: 'roles', read: 'view_roles', write: 'manage_roles',
    sortable: ['id', 'name', 'area', 'kind'],
    defaultSort: ['name', 'ASC'],
  },
  users: {
    name: 'users', resource: 'users',
    area: 'users', read: 'view_users', write: 'manage_users',
    menu: { group: 'user_management', order: 12 },
    sortable: ['id', 'full_name', 'email', 'role_id', 'status', 'created_at', 'updated_at'],
    defaultSort: ['full_name', 'ASC'],
  },
  // DESIGN.md §5 "Integrations" (issue 36): scripts' keys and the webhooks that tell other systems.
  'api-keys': {
    name: 'api-keys', resource: 'api-keys',
    area: 'integrations', read: 'view_integrations', write: 'manage_integrations',
    menu: { group: 'settings', order: 201 },
    sortable: ['id', 'name', 'prefix', 'expires_at', 'last_used_at', 'created_at'],
    defaultSort: ['created_at', 'DESC'],
  },
  'webhook-subscriptions': {
    name: 'webhook-subscriptions', resource: 'webhook-subscriptions',
    area: 'integrations', read: 'view_integrations', write: 'manage_integrations',
    menu: { group: 'settings', order: 202 },
    sortable: ['id', 'url', 'active', 'created_at', 'updated_at'],
    defaultSort: ['created_at', 'DESC'],
  },
});

export type CollectionName = keyof typeof COLLECTIONS;
export type CollectionEntry = (typeof COLLECTIONS)[CollectionName];

/** Every collection, in the API's order. */
export const COLLECTION_LIST: readonly CollectionEntry[] = Object.values(COLLECTIONS);

/** Areas that no collection shows: the order settings dialog (docs/decisions.md "Settings get their own permissions"). */
const AREAS_WITHOUT_COLLECTION = [{ area: 'settings', read: 'view_settings', write: 'manage_settings' }] as const;

export type Area = CollectionEntry['area'] | (typeof AREAS_WITHOUT_COLLECTION)[number]['area'];
export type Permission =
  | CollectionEntry['read']
  | NonNullable<CollectionEntry['write']>
  | (typeof AREAS_WITHOUT_COLLECTION)[number]['read']
  | (typeof AREAS_WITHOUT_COLLECTION)[number]['write'];

export interface AreaDef {
  readonly area: Area;
  readonly read: Permission;
  /** null: the area is read only (the stock hub). */
  readonly write: Permission | null;
}

/** DESIGN.md §3: each area once, in the order its first collection comes, then the areas no collection shows. */
function areasOfCollections(): readonly AreaDef[] {
  const areas = new Map<Area, AreaDef>();
  for (const entry of [...COLLECTION_LIST, ...AREAS_WITHOUT_COLLECTION]) {
    const { area, read, write } = entry;
    const known = areas.get(area);
    if (known && (known.read !== read || known.write !== write)) throw new Error(`contract/resources.ts: ${'name' in entry ? entry.name : area} names other permissions than the rest of its area, ${area}`);
    if (!known) areas.set(area, { area, read, write });
  }
  return [...areas.values()];
}

export const AREAS: readonly AreaDef[] = areasOfCollections();

/** The collection of an API collection name, an SPA resource name or an alias. */
export function entryOf(nameOrResource: string): CollectionEntry | undefined {
  return COLLECTION_LIST.find((c) => c.name === nameOrResource || c.resource === nameOrResource || !!(c as CollectionMeta).aliases?.includes(nameOrResource));
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
  const permission = permissionFor(resource, action);
  return !!permission && held.has(permission);
}
