import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { categoryBinding, productBinding } from '../services/catalogue';
import { authRoutes } from './auth';
import { registerCollection } from './collections';

export async function apiRoutes(app: FastifyInstance, opts: { db: Db; cookieSecure: boolean }) {
  await app.register(authRoutes, opts);
  for (const binding of [productBinding, categoryBinding]) registerCollection(app, opts.db, binding);
}
