import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { noContent } from '../../contract/api';
import { msg } from '../../contract/messages';
import { AppError } from '../errors';
import { answerOf } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where the browser answers the API (a document would need more; the SPA's index has its own, server/plugins/spa.ts). */
const API_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
const CORS_ALLOWED_HEADERS = 'Content-Type, X-XSRF-TOKEN, Idempotency-Key, X-Request-Id';
/** The answer headers the SPA reads, for a cross-origin caller too: a list's range and bound, the request id. */
export const EXPOSED_HEADERS = 'Content-Range, X-Total-At-Least, X-Request-Id';

const BASE_NAMES = {
  staffAccess: 'sy_session',
  staffRefresh: 'sy_refresh',
  dealerAccess: 'sy_dealer_session',
  dealerRefresh: 'sy_dealer_refresh',
  /** The random pre-session value an anonymous visitor's anti-forgery token is bound to. */
  xsrfKey: 'sy_xsrf_key',
};
export type CookieNames = typeof BASE_NAMES;

/**
 * Our own cookie names. Over HTTPS they carry the `__Secure-` prefix, so a browser takes them
 * only from a secure origin with the Secure flag (a plain-http neighbour cannot plant one);
 * browsers refuse such names over http, so loopback keeps the plain ones. XSRF-TOKEN keeps its
 * name: the SPA reads it.
 */
export function cookieNames(secure: boolean): CookieNames {
  if (!secure) return BASE_NAMES;
  return Object.fromEntries(Object.entries(BASE_NAMES).map(([k, v]) => [k, `__Secure-${v}`])) as CookieNames;
}

const isBearer = (header: string | undefined) => !!header && header.slice(0, 7).toLowerCase() === 'bearer ';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The path a request was routed by: the matched route's pattern, or (no route matched) the
 * decoded path, so a percent-encoded spelling is judged as the path it stands for.
 */
export function routePath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const raw = request.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface SecurityOptions {
  cookieSecure: boolean;
  /** HMAC key of the anti-forgery token. */
  secret: string;
  /** Origins allowed to call the API with credentials (CORS); none: same origin only. */
  corsOrigins: string[];
}

type CookieJar = Record<string, string | undefined>;

/** How many anti-forgery tokens are kept (by the cookies they are bound to) before the memory is emptied. */
const KEPT_TOKENS = 4096;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sets the XSRF-TOKEN cookie for the session cookies this answer leaves in the browser
     * (`changes`: name → new value, or null when cleared). Login, refresh and logout call it.
     */
    bindXsrfToken(changes: Record<string, string | null>): void;
  }
}

/**
 * DESIGN.md §5 and issue 10: any API answer sets the readable XSRF-TOKEN cookie when the request
 * has none (or one that no longer fits its cookies); every unsafe API request must echo it in
 * X-XSRF-TOKEN, or gets 419. The token is an HMAC of the session: the refresh cookies of both
 * portals plus a random pre-session key, so a token taken from another browser or another
 * session is worthless, one cookie serves a staff and a dealer session in one browser, and a
 * fresh visitor holds a token bound to its pre-session key until it signs in.
 * Plus the hardening headers, Cache-Control on API data, and CORS for the configured origins.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(cookie);
  const names = cookieNames(opts.cookieSecure);
  const corsOrigins = new Set(opts.corsOrigins);
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: opts.cookieSecure };

  // Every API request checks its token: the last few thousand are kept, as an HMAC per request
  // was a tenth of the server's time on a record read (docs/performance.md, seventh session).
  const tokens = new Map<string, string>();
  const tokenFor = (cookies: CookieJar) => {
    const bound = ['xsrf', cookies[names.xsrfKey] ?? '', cookies[names.staffRefresh] ?? '', cookies[names.dealerRefresh] ?? ''].join('\n');
    let token = tokens.get(bound);
    if (token === undefined) {
      token = createHmac('sha256', opts.secret).update(bound).digest('base64url');
      if (tokens.size >= KEPT_TOKENS) tokens.clear();
      tokens.set(bound, token);
    }
    return token;
  };

  function setToken(reply: FastifyReply, token: string) {
    reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions, httpOnly: false });
  }

  app.decorateReply('bindXsrfToken', function (this: FastifyReply, changes: Record<string, string | null>) {
    const cookies: CookieJar = { ...this.request.cookies };
    for (const [name, value] of Object.entries(changes)) cookies[name] = value ?? undefined;
    setToken(this, tokenFor(cookies));
  });

  function cors(request: FastifyRequest, reply: FastifyReply): boolean {
    const origin = request.headers.origin;
    if (!origin || !corsOrigins.has(origin)) return false;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    reply.header('Vary', 'Origin');
    return true;
  }

  // A callback, not a promise: it runs on every request (docs/performance.md). An answer given here ends the request without `done`.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (opts.cookieSecure) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Every unsafe request is checked, whatever the path and its spelling (`/%61pi/login` is /api/login).
    const unsafe = UNSAFE.has(request.method);
    if (!unsafe && !routePath(request).startsWith('/api/')) return done();
    // API answers are user data: no cache keeps them (a route may still say otherwise).
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', API_CSP);
    const allowedOrigin = cors(request, reply);
    if (request.method === 'OPTIONS' && allowedOrigin && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      reply.status(204).send();
      return;
    }

    // A script's API key (`Authorization: Bearer`) is no ambient credential a page of another site
    // could make the browser send: it needs no anti-forgery token, and opens no cookie session (auth.ts).
    if (isBearer(request.headers.authorization)) return done();

    // The token this request's cookies call for, checked before a new pre-session key is added.
    const expected = tokenFor(request.cookies);
    let fresh = expected;
    if (!request.cookies[names.xsrfKey]) {
      const key = randomBytes(32).toString('base64url');
      reply.setCookie(names.xsrfKey, key, { ...cookieOptions, httpOnly: true });
      request.cookies[names.xsrfKey] = key;
      fresh = tokenFor(request.cookies);
    }
    const current = request.cookies[XSRF_COOKIE];
    if (!current || !sameToken(current, fresh)) setToken(reply, fresh);
    if (!unsafe) return done();
    const headerToken = request.headers[XSRF_HEADER];
    if (typeof headerToken !== 'string' || !sameToken(headerToken, expected)) {
      reply.status(419).send(answerOf(request, new AppError(419, msg('csrf_mismatch'))));
      return;
    }
    done();
  });

  app.get(
    '/api/csrf-cookie',
    { config: { access: 'public' }, schema: { summary: 'Set the XSRF-TOKEN cookie that every write echoes in X-XSRF-TOKEN', response: { 204: noContent } } },
    async (_request, reply) => reply.status(204).send(),
  );
});
