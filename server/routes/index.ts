import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { categoryBinding, productBinding } from '../services/catalogue';
import { authRoutes } from './auth';
import { registerCollection } from './collections';
import { docsRoutes } from './docs';

const COLLECTIONS = [productBinding, categoryBinding];

export async function apiRoutes(app: FastifyInstance, opts: { db: Db; cookieSecure: boolean }) {
  await app.register(authRoutes, opts);
  for (const binding of COLLECTIONS) registerCollection(app, opts.db, binding);
  await app.register(docsRoutes, { bindings: COLLECTIONS });
}
