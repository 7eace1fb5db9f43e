import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** The demo storefront's read-only catalogue (SPEC.md §7 "GET products", "GET products/{id}"). */
export async function storefrontRoutes(_app: FastifyInstance, _opts: { database: Database }) {}
