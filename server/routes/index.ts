import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { roleBinding, userBinding } from '../services/access';
import { categoryBinding, productBinding } from '../services/catalogue';
import { rackBinding, roomBinding, warehouseBinding } from '../services/locations';
import type { Mailer } from '../services/mail';
import { dealerBinding, supplierBinding } from '../services/parties';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { registerCollection } from './collections';
import { docsRoutes } from './docs';
import { masterDataRoutes } from './masterData';
import { stockRoutes } from './stock';
import { BUSINESS_COLLECTIONS, businessRoutes } from './business';
import { dealerPortalRoutes } from './dealerPortal';
import { storefrontRoutes } from './storefront';
import { healthRoutes } from './health';

export const COLLECTIONS = [
  productBinding,
  categoryBinding,
  supplierBinding,
  dealerBinding,
  warehouseBinding,
  roomBinding,
  rackBinding,
  roleBinding,
  userBinding,
];

export async function apiRoutes(app: FastifyInstance, opts: { database: Database; cookieSecure: boolean; mailer: Mailer; publicUrl: string }) {
  await app.register(authRoutes, { db: opts.database.db, cookieSecure: opts.cookieSecure });
  await app.register(accountRoutes, opts);
  for (const binding of COLLECTIONS) registerCollection(app, opts.database, binding);
  await app.register(masterDataRoutes, opts);
  await app.register(stockRoutes, opts);
  await app.register(businessRoutes, opts);
  await app.register(dealerPortalRoutes, { db: opts.database.db });
  await app.register(storefrontRoutes, { database: opts.database });
  await app.register(healthRoutes, { database: opts.database });
  await app.register(docsRoutes, { bindings: [...COLLECTIONS, ...BUSINESS_COLLECTIONS] });
}
