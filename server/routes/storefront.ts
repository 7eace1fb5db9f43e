import { idParams } from '../../contract/api';
import { storefrontPage, storefrontProduct as storefrontProductAnswer, storefrontQuery } from '../../contract/storefront';
import type { Database } from '../db/client';
import { allow } from '../plugins/routeAccess';
import { storefrontProduct, storefrontProducts } from '../services/storefront';
import type { Api } from './collections';

/**
 * The demo storefront's read-only catalogue (SPEC.md §7 "GET products", "GET products/{id}"):
 * any signed-in staff user, no permission beyond that.
 */
export function storefrontRoutes(app: Api, { db }: Database) {
  const staff = allow('staff');
  app.get('/api/storefront/products', { ...staff, schema: { summary: 'Active products as the demo storefront shows them', querystring: storefrontQuery, response: { 200: storefrontPage } } }, async (request) =>
    storefrontProducts(db, request.query),
  );
  app.get('/api/storefront/products/:id', { ...staff, schema: { summary: 'One active product of the demo storefront', params: idParams, response: { 200: storefrontProductAnswer } } }, async (request) =>
    storefrontProduct(db, request.params.id),
  );
}
