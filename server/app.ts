import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { apiRoutes } from './routes';

export interface AppOptions {
  db: Db;
  config: Pick<Config, 'cookieSecure' | 'distDir'>;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify app (plugins, routes); `server.ts` listens, tests use `inject`. */
export async function buildApp({ db, config, logger = false }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: false, return503OnClosing: true });
  // A POST without a body (refresh-token, logout) still says it is JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { cookieSecure: config.cookieSecure });
  await app.register(authPlugin, { db, cookieSecure: config.cookieSecure });
  await app.register(apiRoutes, { db, cookieSecure: config.cookieSecure });
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
