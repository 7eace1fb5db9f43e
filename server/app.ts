import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import sse from '@fastify/sse';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type onSendHookHandler } from 'fastify';
import { msg } from '../contract/messages';
import { DEV_SECRET, WEBHOOK_BACKOFF_SECONDS, type Config } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { accessPlugin } from './plugins/routeAccess';
import { authPlugin } from './plugins/auth';
import { SEARCH_CHANNEL, SearchCache } from './services/searchCache';
import { SessionCache } from './services/sessionCache';
import { contractPlugin } from './plugins/contract';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { apiRoutes } from './routes';
import { createMailer, type Mailer } from './services/mail';
import { EVENT_CHANNEL, startEventPruning } from './services/events';
import { startKeyPruning } from './services/idempotency';
import { EventHub } from './services/eventStream';
import { Mails } from './services/mails';
import { Webhooks, type WebhookOptions } from './services/webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mails from the event log (services/mails): a test or a tool runs the low-stock digest through it. */
    mails: Mails;
  }
}

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'cookieSecure' | 'distDir' | 'dataDir' | 'smtpUrl' | 'publicUrl'> &
    Partial<
      Pick<
        Config,
        | 'secret'
        | 'corsOrigins'
        | 'trustProxy'
        | 'sessionCache'
        | 'sessionListenUrl'
        | 'eventRetentionDays'
        | 'eventHeartbeatMs'
        | 'apiKeyRateLimit'
        | 'webhookAllowedHosts'
        | 'webhookBackoffSeconds'
        | 'webhookTimeoutMs'
        | 'webhookDisableAfter'
        | 'lowStockDigestCron'
      >
    > & {
      /** Tests read the log and sweep the deliveries more often. */
      webhookPollMs?: WebhookOptions['pollMs'];
      webhookSweepMs?: WebhookOptions['sweepMs'];
    };
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
  // Answers up to 128 kB (a list's page) are compressed in one synchronous call and written at
  // once; the plugin's default on 2 cores, 8 kB, sent a products page through a stream: a zlib
  // context per answer and a socket write per chunk (issue 21, docs/performance.md).
  await api.register(compress, { threshold: 1024, syncThreshold: 128 * 1024, encodings: ['br', 'gzip'] });
  // Hooks of every request take a callback, not a promise: a few microseconds each (docs/performance.md).
  api.addHook('onSend', (_request, reply, payload, done) => {
    const range = reply.getHeader('Content-Range');
    if (typeof range === 'string' && !range.startsWith('bytes')) {
      ranges.set(reply, range);
      reply.removeHeader('Content-Range');
    }
    done(null, payload);
  });
  const restore: onSendHookHandler = (_request, reply, payload, done) => {
    const range = ranges.get(reply);
    if (range) reply.header('Content-Range', range);
    done(null, payload);
  };
  api.addHook('onRoute', (route) => {
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), restore];
  });
}

class PrototypeKeyError extends Error {
  constructor(readonly key: string) {
    super(`The request body may not hold the key "${key}"`);
  }
}

/** `__proto__` and `constructor.prototype` keys reach an object's prototype in code that merges bodies: refused, as Fastify's own parser does. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype'))) {
    throw new PrototypeKeyError(key);
  }
  return value;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Every log line of a request carries its id: the X-Request-Id a proxy or client sent, when it
 * is a plain token (nothing that could forge log fields), else a fresh UUID. Echoed in the answer.
 */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * DESIGN.md §5 "Integrations": an API key's requests are counted per key (this process's count,
 * a minute at a time) and refused past the limit with 429 and Retry-After. Cookie sessions are
 * not counted: the hook hands them on at once.
 */
async function apiKeyRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, { global: false });
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `apikey:${request.staff?.apiKey?.id}`,
    errorResponseBuilder: (_request, context) => new AppError(429, msg('api_key_rate_limited', { seconds: Math.ceil(context.ttl / 1000) })),
  });
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.staff?.apiKey) return done();
    limit.call(app, request, reply).then(() => done(), done);
  });
}

/** Builds the Fastify app (plugins, routes); `server.ts` listens, tests use `inject`. */
export async function buildApp({ database, config, logger = false, mailer }: AppOptions) {
  const hops = config.trustProxy;
  // A hop count trusts that many proxies in front of us, counted from our side.
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy, return503OnClosing: true, genReqId: requestId });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // A POST without a body (refresh-token, logout) still says it is JSON. The API reads JSON
  // only: any other body (text/plain, a form) is 415 (issue 10). ra-data-simple-rest labels its
  // bodiless DELETE text/plain, so that empty body alone passes.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    done(new AppError(415, msg('body_must_be_json')), undefined);
  });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string, refusePrototypeKeys));
    } catch (err) {
      done(new AppError(400, err instanceof PrototypeKeyError ? msg('body_prototype_key', { key: err.key }) : msg('body_not_json')), undefined);
    }
  });
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), log: (msg) => app.log.info(msg) });
  // First: it sees every route registered after it, and refuses an /api route without declared access.
  await app.register(accessPlugin);
  // Then the schemas: every route after it is validated, serialized and documented by its Zod declarations.
  await app.register(contractPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { cookieSecure: config.cookieSecure, secret: config.secret ?? DEV_SECRET, corsOrigins: config.corsOrigins ?? [] });
  // Sessions are kept a few seconds per process and dropped the moment a notification says they changed.
  const listenTo = config.sessionListenUrl ? { connectionString: config.sessionListenUrl } : database.pool.options;
  const sessionCache = config.sessionCache === false ? undefined : new SessionCache(listenTo, app.log);
  // What a products search found is kept too, on the same channel's terms (searchCache.ts).
  const searchCache = sessionCache && new SearchCache(() => sessionCache.listening);
  if (sessionCache && searchCache) sessionCache.follow(SEARCH_CHANNEL, () => searchCache.changed());
  // The event streams ride the same connection: a commit that wrote events wakes the hub, a
  // session that ended closes its streams (DESIGN.md §5 "Events"). Without it the hub polls.
  const eventHub = new EventHub(database.db, { heartbeatMs: config.eventHeartbeatMs ?? 20_000, listening: () => sessionCache?.listening ?? false, log: app.log });
  // Webhooks read the same log on the same wake-up (DESIGN.md §5 "Integrations").
  const webhooks = new Webhooks(database, {
    serverSecret: config.secret ?? DEV_SECRET,
    allowedHosts: config.webhookAllowedHosts ?? [],
    backoffSeconds: config.webhookBackoffSeconds ?? WEBHOOK_BACKOFF_SECONDS,
    timeoutMs: config.webhookTimeoutMs ?? 5_000,
    disableAfter: config.webhookDisableAfter ?? 5,
    retentionDays: config.eventRetentionDays ?? 30,
    mailer: mail,
    publicUrl: config.publicUrl,
    listening: () => sessionCache?.listening ?? false,
    log: app.log,
    pollMs: config.webhookPollMs,
    sweepMs: config.webhookSweepMs,
  });
  // Mails to dealers and the low-stock digest read it too (issue 36 item 3). Without a cron (test
  // apps) the digest is not scheduled: a test runs it itself.
  const mails = new Mails(database, {
    mailer: mail,
    publicUrl: config.publicUrl,
    listening: () => sessionCache?.listening ?? false,
    log: app.log,
    retentionDays: config.eventRetentionDays ?? 30,
    digestCron: config.lowStockDigestCron ?? null,
    pollMs: config.webhookPollMs,
  });
  if (sessionCache) {
    sessionCache.follow(EVENT_CHANNEL, () => eventHub.wake());
    sessionCache.follow(EVENT_CHANNEL, () => webhooks.wake());
    sessionCache.follow(EVENT_CHANNEL, () => mails.wake());
    sessionCache.watch((tag) => eventHub.sessionChanged(tag));
  }
  // Open streams would hold the server's close forever: they end first, and their clients reconnect elsewhere.
  app.addHook('preClose', (done) => {
    eventHub.close();
    done();
  });
  const stopPruning = startEventPruning(database.db, config.eventRetentionDays ?? 30, app.log);
  const stopKeyPruning = startKeyPruning(database.db, app.log);
  app.addHook('onClose', (_app, done) => {
    stopPruning();
    stopKeyPruning();
    done();
  });
  if (sessionCache) {
    await sessionCache.start();
    app.addHook('onClose', () => sessionCache.close());
  }
  webhooks.start();
  mails.start();
  // Deliveries and mails under way finish and are recorded before the database goes.
  app.addHook('onClose', () => webhooks.close());
  app.addHook('onClose', () => mails.close());
  app.decorate('mails', mails);
  await app.register(authPlugin, { db: database.db, cookieSecure: config.cookieSecure, sessionCache });
  await apiKeyRateLimit(app, config.apiKeyRateLimit ?? 600);
  // Server-Sent Events for the routes that ask for them; their heartbeat is the hub's own.
  await app.register(sse, { heartbeatInterval: 0 });
  // API answers (lists, CSV exports) are compressed on the fly; brotli at quality 4 (the
  // plugin's default) costs little CPU. The SPA's assets are precompressed and served apart.
  await app.register(async (api) => {
    await compressedApi(api);
    await api.register(apiRoutes, { database, cookieSecure: config.cookieSecure, mailer: mail, publicUrl: config.publicUrl, searchCache, eventHub, webhooks });
  });
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
