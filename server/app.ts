import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { apiRoutes } from './routes';
import { createMailer, type Mailer } from './services/mail';

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'cookieSecure' | 'distDir' | 'dataDir' | 'smtpUrl' | 'publicUrl'>;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
}

/** Builds the Fastify app (plugins, routes); `server.ts` listens, tests use `inject`. */
export async function buildApp({ database, config, logger = false, mailer }: AppOptions) {
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
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), log: (msg) => app.log.info(msg) });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { cookieSecure: config.cookieSecure });
  await app.register(authPlugin, { db: database.db, cookieSecure: config.cookieSecure });
  await app.register(apiRoutes, { database, cookieSecure: config.cookieSecure, mailer: mail, publicUrl: config.publicUrl });
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
