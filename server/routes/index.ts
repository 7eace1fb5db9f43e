import type { FastifyInstance } from 'fastify';
import { REGISTRY } from '../../contract/registry';
import { SERVER_COLLECTIONS } from '../collections';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { registerCollection, typed, type RouteContext } from './collections';
import { dealerPortalRoutes } from '../dealer/routes';
import { docsRoutes } from './docs';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { labelRoutes } from './labels';
import { preferenceRoutes } from './preferences';
import { scanRoutes } from './scan';
import { settingsRoutes } from './settings';
import { storefrontRoutes } from './storefront';

/** Every API route: the session and account routes, each registered collection, the dealer portal and the service routes. */
export async function apiRoutes(instance: FastifyInstance, ctx: RouteContext) {
  const app = typed(instance);
  const { database } = ctx;
  authRoutes(app, database.db, ctx.cookieSecure);
  accountRoutes(app, database, ctx);
  preferenceRoutes(app, database.db);
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
  eventRoutes(app, ctx.eventHub, ctx.cookieSecure);
  healthRoutes(app, database);
  docsRoutes(app);
}
