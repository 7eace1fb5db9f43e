import path from 'node:path';
import { StartupError } from './errors';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  /** Where users reach the app; links in mail point here (never at a request's Host header). */
  publicUrl: string;
  logLevel: string;
  /** The built SPA. */
  distDir: string;
  /** NODE_ENV=production: start-up refuses unsafe settings (issue 10). */
  production: boolean;
  /** Server-side secret for HMACs (the anti-forgery token bound to the session). SECRET; a fixed development value when unset. */
  secret: string;
  /** Origins allowed to call the API cross-origin (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /**
   * TRUST_PROXY: which proxies may say who the client is (X-Forwarded-For). Unset: none, the
   * socket's address is the client. A number: that many proxy hops; else a comma-separated list
   * of proxy addresses or CIDR ranges. Login throttling per address depends on it.
   */
  trustProxy: false | number | string[];
  /** SESSION_CACHE: each process keeps sessions (and products searches) a few seconds, dropped on notification (issue 21); on unless 0. */
  sessionCache: boolean;
  /**
   * SESSION_LISTEN_URL: where the session cache listens for notifications; DATABASE_URL when
   * unset. Behind a transaction-mode pooler (which cannot LISTEN) point it at PostgreSQL itself.
   */
  sessionListenUrl: string | undefined;
  /** EVENT_RETENTION_DAYS: how long the event log keeps events (DESIGN.md §5 "Events"); older ones are pruned in the background. */
  eventRetentionDays: number;
  /** EVENT_HEARTBEAT_MS: how often an event stream gets a comment, so that proxies keep it open (and its session is checked). */
  eventHeartbeatMs: number;
  /** API_KEY_RATE_LIMIT: requests per minute one API key may make in one API process (then 429 with Retry-After). */
  apiKeyRateLimit: number;
  /** WEBHOOK_ALLOWED_HOSTS: hosts or CIDR ranges webhooks may reach although loopback, private, link-local or metadata (comma-separated). */
  webhookAllowedHosts: string[];
  /** WEBHOOK_BACKOFF_SECONDS: the waits before each retry of a failed delivery (comma-separated); after the last, the delivery is exhausted. */
  webhookBackoffSeconds: number[];
  /** WEBHOOK_TIMEOUT_MS: how long a delivery waits to connect and be answered. */
  webhookTimeoutMs: number;
  /** WEBHOOK_DISABLE_AFTER: a subscription is turned off after this many deliveries exhausted in a row. */
  webhookDisableAfter: number;
  /** LOW_STOCK_DIGEST_CRON: when the low-stock digest is mailed (a cron expression, UTC); `off`: never. */
  lowStockDigestCron: string | null;
}

/** Issue 36 item 3: the low-stock digest goes at 07:00 UTC unless LOW_STOCK_DIGEST_CRON says otherwise. */
export const LOW_STOCK_DIGEST_CRON = '0 7 * * *';

/** DESIGN.md §5 "Integrations": 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h: eight attempts over about 22 hours. */
export const WEBHOOK_BACKOFF_SECONDS = [30, 120, 600, 3600, 10800, 21600, 43200];

/** The secret used when SECRET is unset: fine on a laptop, refused with NODE_ENV=production. */
export const DEV_SECRET = 'stockyard-development-secret-change-me';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '' || value === 'auto') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new StartupError(`${name} must be 0 or 1, not "${value}"`);
}

function trustProxyOf(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim()).filter(Boolean);
  if (!list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) {
    throw new StartupError(`TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed), not "${value}"`);
  }
  return list;
}

function hostList(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const bad = list.find((h) => !/^[a-z0-9.:_-]+(\/\d{1,3})?$/.test(h));
  if (bad) throw new StartupError(`WEBHOOK_ALLOWED_HOSTS must be comma-separated host names, addresses or CIDR ranges, not "${bad}"`);
  return list;
}

function secondsList(name: string, value: string | undefined, fallback: number[]): number[] {
  if (value === undefined || value.trim() === '') return fallback;
  const list = value.split(',').map((v) => Number(v.trim()));
  if (!list.length || list.some((n) => !Number.isFinite(n) || n < 0 || n > 86_400)) throw new StartupError(`${name} must be comma-separated seconds (0 to 86400 each), not "${value}"`);
  return list;
}

/** Five cron fields (minute hour day month weekday), each of digits, `*`, `,`, `-`, `/` or names; `off` turns it off. */
function cronOf(name: string, value: string | undefined, fallback: string): string | null {
  const v = (value ?? '').trim();
  if (v === '') return fallback;
  if (['off', '0', 'false', 'no'].includes(v.toLowerCase())) return null;
  const fields = v.split(/\s+/);
  if (fields.length !== 5 || !fields.every((f) => /^[\w*,/-]+$/.test(f))) throw new StartupError(`${name} must be a cron expression of five fields (e.g. "0 7 * * *") or off, not "${value}"`);
  return fields.join(' ');
}

function positiveInteger(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new StartupError(`${name} must be a whole number from 1 to ${max}, not "${value}"`);
  return n;
}

/** DESIGN.md §2 "Environment": every variable, with a one-line error for a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a port number, not "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new StartupError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const publicUrl = (env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new StartupError(`PUBLIC_URL must be an http(s) URL, not "${env.PUBLIC_URL}"`);
  return {
    port,
    publicUrl,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // Never seed demo accounts on a production database unless asked (and then refused: productionProblems).
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO, env.NODE_ENV !== 'production'),
    cookieSecure: flag('COOKIE_SECURE', env.COOKIE_SECURE, !isLoopback(host)),
    smtpUrl: env.SMTP_URL || undefined,
    logLevel,
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    production: env.NODE_ENV === 'production',
    secret: env.SECRET || DEV_SECRET,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sessionCache: flag('SESSION_CACHE', env.SESSION_CACHE, true),
    sessionListenUrl: env.SESSION_LISTEN_URL || undefined,
    eventRetentionDays: positiveInteger('EVENT_RETENTION_DAYS', env.EVENT_RETENTION_DAYS, 30, 3650),
    eventHeartbeatMs: positiveInteger('EVENT_HEARTBEAT_MS', env.EVENT_HEARTBEAT_MS, 20_000, 3_600_000),
    apiKeyRateLimit: positiveInteger('API_KEY_RATE_LIMIT', env.API_KEY_RATE_LIMIT, 600, 1_000_000),
    webhookAllowedHosts: hostList(env.WEBHOOK_ALLOWED_HOSTS),
    webhookBackoffSeconds: secondsList('WEBHOOK_BACKOFF_SECONDS', env.WEBHOOK_BACKOFF_SECONDS, WEBHOOK_BACKOFF_SECONDS),
    webhookTimeoutMs: positiveInteger('WEBHOOK_TIMEOUT_MS', env.WEBHOOK_TIMEOUT_MS, 5_000, 60_000),
    webhookDisableAfter: positiveInteger('WEBHOOK_DISABLE_AFTER', env.WEBHOOK_DISABLE_AFTER, 5, 1_000),
    lowStockDigestCron: cronOf('LOW_STOCK_DIGEST_CRON', env.LOW_STOCK_DIGEST_CRON, LOW_STOCK_DIGEST_CRON),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

/**
 * Issue 10: what NODE_ENV=production refuses to start with, each saying what to fix. The demo
 * accounts are checked against the database by server.ts.
 */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.secret === DEV_SECRET) problems.push('SECRET is not set (the built-in development secret is public): set SECRET to a long random value, e.g. `openssl rand -base64 32`');
  else if (config.secret.length < 32) problems.push('SECRET is shorter than 32 characters: set SECRET to a long random value, e.g. `openssl rand -base64 32`');
  if (!config.cookieSecure) {
    problems.push('cookies would be sent without Secure (COOKIE_SECURE=0, or HOST is a loopback address): serve the app over HTTPS and set COOKIE_SECURE=1');
  }
  if (config.seedDemo) problems.push('SEED_DEMO=1 seeds the demo accounts with published passwords: unset SEED_DEMO');
  return problems;
}
