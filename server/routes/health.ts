import { z } from 'zod';
import type { Database } from '../db/client';
import { missingMigrations } from '../db/migrationLevel';
import { allow } from '../plugins/routeAccess';
import type { Api } from './collections';

/** A load balancer's probe must not hang for the pool's 10 s connection timeout. */
const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Issue 10 "Operations": `GET /api/health`, public, for load balancers and monitors. 200 when
 * the database answers and every shipped migration is applied; 503 naming the part that failed.
 */
const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('current') });
const unhealthy = z
  .object({ status: z.literal('error'), database: z.string(), migrations: z.string(), missing: z.array(z.string()).optional(), message: z.string() })
  .describe('The database does not answer, or migrations are not applied');

export function healthRoutes(app: Api, database: Database) {
  const opts = { database };
  app.get('/api/health', { ...allow('public'), schema: { summary: 'Health check for load balancers and monitors', response: { 200: healthy, 503: unhealthy } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let missing: string[];
    try {
      missing = await withTimeout(missingMigrations(opts.database.pool));
    } catch (err) {
      // The cause goes to the log only: this route is public.
      request.log.warn({ err }, 'health check: the database does not answer');
      return reply.status(503).send({ status: 'error', database: 'unreachable', migrations: 'unknown', message: 'The database does not answer' });
    }
    if (missing.length) {
      return reply
        .status(503)
        .send({ status: 'error', database: 'ok', migrations: 'behind', missing, message: `Migrations not applied: ${missing.join(', ')}. Restart the server to apply them.` });
    }
    return { status: 'ok', database: 'ok', migrations: 'current' };
  });
}
