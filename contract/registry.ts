import { permissionsCollection, roles, users } from './access';
import { categories } from './categories';
import type { CollectionDef } from './collection';
import { dealers } from './dealers';
import { apiKeys, webhookSubscriptions } from './integrations';
import { racks, rooms, warehouses } from './locations';
import { orders } from './orders';
import { products } from './products';
import { purchaseOrders } from './purchaseOrders';
import { COLLECTION_LIST, type CollectionMeta, type CollectionName } from './resources';
import { stockAdjustments, stockHub, stockLevels, stockMovements } from './stock';
import { stockCounts } from './stockCounts';
import { suppliers } from './suppliers';
import { jobCards, workOrders } from './workshop';

// Each collection of contract/resources.ts with its schemas: the server's route registration
// (server/routes/index.ts), its OpenAPI tags and the contract tests. A new collection is its
// folders (SPA resource, server binding), one entry in contract/resources.ts and one here.

export interface RegistryEntry {
  name: CollectionName;
  /** Name, SPA resource, area, fields: contract/<entity>.ts. */
  def: CollectionDef;
}

const DEFS: Record<CollectionName, CollectionDef> = {
  products,
  categories,
  suppliers,
  dealers,
  warehouses,
  rooms,
  racks,
  'stock-adjustments': stockAdjustments,
  'stock-hub': stockHub,
  'stock-levels': stockLevels,
  'stock-movements': stockMovements,
  'stock-counts': stockCounts,
  orders,
  'work-orders': workOrders,
  'job-cards': jobCards,
  'purchase-orders': purchaseOrders,
  roles,
  permissions: permissionsCollection,
  users,
  'api-keys': apiKeys,
  'webhook-subscriptions': webhookSubscriptions,
};

function entry(meta: CollectionMeta): RegistryEntry {
  const name = meta.name as CollectionName;
  const def = DEFS[name];
  // Each def takes its name, resource and area from its entry (`...COLLECTIONS.<name>`).
  if (def.name !== meta.name || def.resource !== meta.resource || def.area !== meta.area) throw new Error(`contract/${meta.name}: its schemas name another collection`);
  return { name, def };
}

export const REGISTRY: readonly RegistryEntry[] = COLLECTION_LIST.map(entry);
