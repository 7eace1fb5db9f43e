import type { CollectionName } from '../../contract/resources';
import type { ServerCollection } from '../routes/collections';
import { apiKeysCollection } from './api-keys';
import { categoriesCollection } from './categories';
import { dealersCollection } from './dealers';
import { jobCardsCollection } from './job-cards';
import { ordersCollection } from './orders';
import { permissionsCollection } from './permissions';
import { productsCollection } from './products';
import { purchaseOrdersCollection } from './purchase-orders';
import { racksCollection } from './racks';
import { rolesCollection } from './roles';
import { roomsCollection } from './rooms';
import { stockAdjustmentsCollection } from './stock-adjustments';
import { stockCountsCollection } from './stock-counts';
import { stockHubCollection } from './stock-hub';
import { stockLevelsCollection } from './stock-levels';
import { stockMovementsCollection } from './stock-movements';
import { suppliersCollection } from './suppliers';
import { usersCollection } from './users';
import { warehousesCollection } from './warehouses';
import { webhookSubscriptionsCollection } from './webhook-subscriptions';
import { workOrdersCollection } from './work-orders';

/**
 * The server side of each collection of contract/resources.ts, by name: server/collections/<name>
 * (a folder when big) holds its binding, its rules and its own routes. The only list of them on
 * the server: the compiler refuses a registry entry without its server side, and the API
 * registers them in the registry's order (server/routes/index.ts).
 */
export const SERVER_COLLECTIONS: Record<CollectionName, ServerCollection> = {
  products: productsCollection,
  categories: categoriesCollection,
  suppliers: suppliersCollection,
  dealers: dealersCollection,
  warehouses: warehousesCollection,
  rooms: roomsCollection,
  racks: racksCollection,
  'stock-adjustments': stockAdjustmentsCollection,
  'stock-hub': stockHubCollection,
  'stock-levels': stockLevelsCollection,
  'stock-movements': stockMovementsCollection,
  'stock-counts': stockCountsCollection,
  orders: ordersCollection,
  'work-orders': workOrdersCollection,
  'job-cards': jobCardsCollection,
  'purchase-orders': purchaseOrdersCollection,
  roles: rolesCollection,
  permissions: permissionsCollection,
  users: usersCollection,
  'api-keys': apiKeysCollection,
  'webhook-subscriptions': webhookSubscriptionsCollection,
};
