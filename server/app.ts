import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type onSendHookHandler } from 'fastify';
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
  config: Pick<Config, 'cookieSecure' | 'distDir' | 'dataDir' | 'smtpUrl' | 'publicUrl'> & Partial<Pick<Config, 'secret' | 'corsOrigins'>>;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
}

/**
 * @fastify/compress leaves alone any response with a Content-Range (a byte range there); a
 * list's Content-Range counts records (DESIGN.md §5), so it is set aside while the body is
 * compressed and put back after: an onSend hook before the plugin's, one after.
 */
async function compressedApi(api: FastifyInstance) {
  const ranges = new WeakMap<FastifyReply, string>();
  await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  api.addHook('onSend', async (_request, reply, payload) => {
    const range = reply.getHeader('Content-Range');
    if (typeof range === 'string' && !range.startsWith('bytes')) {
      ranges.set(reply, range);
      reply.removeHeader('Content-Range');
    }
    return payload;
  });
  const restore: onSendHookHandler = async (_request, reply, payload) => {
    const range = ranges.get(reply);
    if (range) reply.header('Content-Range', range);
    return payload;
  };
  api.addHook('onRoute', (route) => {
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), restore];
  });
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
  // API answers (lists, CSV exports) are compressed on the fly; brotli at quality 4 (the
  // plugin's default) costs little CPU. The SPA's assets are precompressed and served apart.
  await app.register(async (api) => {
    await compressedApi(api);
    await api.register(apiRoutes, { database, cookieSecure: config.cookieSecure, mailer: mail, publicUrl: config.publicUrl });
  });
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
