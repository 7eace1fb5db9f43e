import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { allow } from '../plugins/access';
import { storefrontProduct, storefrontProducts } from '../services/storefront';
import { recordId } from './collections';

/**
 * The demo storefront's read-only catalogue (SPEC.md §7 "GET products", "GET products/{id}"):
 * any signed-in staff user, no permission beyond that.
 */
export async function storefrontRoutes(app: FastifyInstance, opts: { database: Database }) {
  const { db } = opts.database;
  const staff = allow('staff');
  app.get('/api/storefront/products', staff, async (request) => storefrontProducts(db, request.query));
  app.get('/api/storefront/products/:id', staff, async (request) => storefrontProduct(db, recordId(request)));
}
