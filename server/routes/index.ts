import type { FastifyInstance } from 'fastify';
import { REGISTRY } from '../../contract/registry';
import type { CollectionName } from '../../contract/resources';
import type { Database } from '../db/client';
import { roleBinding, userBinding, permissionBinding } from '../services/access';
import { categoryBinding, productBinding } from '../services/catalogue';
import { jobCardBinding } from '../services/jobCards';
import { rackBinding, roomBinding, warehouseBinding } from '../services/locations';
import type { Mailer } from '../services/mail';
import { orderBinding } from '../services/orders';
import { dealerBinding, supplierBinding } from '../services/parties';
import { purchaseOrderBinding } from '../services/purchaseOrders';
import type { SearchCache } from '../services/searchCache';
import { adjustmentBinding } from '../services/stockAdjustments';
import { countBinding } from '../services/stockCounts';
import { workOrderBinding } from '../services/workOrders';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { jobCardRoutes, orderRoutes, purchaseOrderRoutes, settingsRoutes, workOrderRoutes } from './business';
import { registerCollection, typed, type Api, type CollectionRouteOptions } from './collections';
import { dealerPortalRoutes } from './dealerPortal';
import { docsRoutes } from './docs';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { labelRoutes } from './labels';
import { scanRoutes } from './scan';
import { dealerRoutes, roleRoutes, userRoutes, warehouseRoutes } from './masterData';
import { stockAdjustmentRoutes, stockHubRoutes, stockLevelRoutes, stockMovementRoutes } from './stock';
import { stockCountRoutes } from './stockCounts';
import { storefrontRoutes } from './storefront';
import type { CollectionBinding } from '../services/records';

export interface RouteContext {
  database: Database;
  cookieSecure: boolean;
  mailer: Mailer;
  publicUrl: string;
  /** What this process keeps of the products searches (server/services/searchCache.ts). */
  searchCache?: SearchCache;
}

/**
 * A collection's server side: its binding (table, computed fields, rules) for the generic
 * routes of server/routes/collections.ts, and the routes of its own (actions, custom writes).
 */
export interface ServerCollection extends CollectionRouteOptions {
  binding?: CollectionBinding;
  routes?(app: Api, database: Database, ctx: RouteContext): void;
}

/** One entry per collection of contract/registry.ts: the compiler refuses a collection without its server side. */
export const SERVER_COLLECTIONS: Record<CollectionName, ServerCollection> = {
  products: { binding: productBinding },
  categories: { binding: categoryBinding },
  suppliers: { binding: supplierBinding },
  dealers: { binding: dealerBinding, routes: dealerRoutes },
  warehouses: { binding: warehouseBinding, routes: warehouseRoutes },
  rooms: { binding: roomBinding },
  racks: { binding: rackBinding },
  'stock-adjustments': { binding: adjustmentBinding, writes: 'custom', routes: stockAdjustmentRoutes },
  'stock-hub': { routes: stockHubRoutes },
  'stock-levels': { routes: stockLevelRoutes },
  'stock-movements': { routes: stockMovementRoutes },
  'stock-counts': { binding: countBinding, routes: stockCountRoutes },
  orders: { binding: orderBinding, writes: 'custom', routes: orderRoutes, neverDeleted: 'Orders are kept for the record: cancel an order instead of deleting it.' },
  'work-orders': { binding: workOrderBinding, routes: workOrderRoutes },
  'job-cards': { binding: jobCardBinding, routes: jobCardRoutes },
  'purchase-orders': { binding: purchaseOrderBinding, writes: 'custom', routes: purchaseOrderRoutes },
  roles: { binding: roleBinding, routes: roleRoutes },
  permissions: { binding: permissionBinding, writes: 'none' },
  users: { binding: userBinding, routes: (app, database, ctx) => userRoutes(app, database, ctx) },
};

/** Every API route: the session and account routes, each registered collection, the dealer portal and the service routes. */
export async function apiRoutes(instance: FastifyInstance, ctx: RouteContext) {
  const app = typed(instance);
  const { database } = ctx;
  authRoutes(app, database.db, ctx.cookieSecure);
  accountRoutes(app, database, ctx);
  for (const { name } of REGISTRY) {
    const server = SERVER_COLLECTIONS[name];
    if (server.binding) registerCollection(app, database, server.binding, { ...server, searchCache: ctx.searchCache, mailer: ctx.mailer });
    server.routes?.(app, database, ctx);
  }
  settingsRoutes(app, database);
  dealerPortalRoutes(app, database);
  storefrontRoutes(app, database);
  await instance.register(async (scope) => importRoutes(scope, database));
  labelRoutes(app, database);
  scanRoutes(app, database);
  healthRoutes(app, database);
  docsRoutes(app);
}
