import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '../../contract/messages';
import type { Action } from '../../contract/permissions';
import { permissionFor } from '../../contract/resources';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { SessionCache } from '../services/sessionCache';
import { apiKeySessionFor, bearerOf } from '../services/apiKeys';
import { cookieNames, routePath } from './security';
import {
  ACCESS_TTL_SECONDS,
  dealerSessionFor,
  REFRESH_TTL_SECONDS,
  staffSessionFor,
  type DealerSession,
  type IssuedTokens,
  type StaffSession,
} from '../services/sessions';


declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
    dealer: DealerSession | null;
    /** It came with `Authorization: Bearer`: a script's API key, never a cookie session (services/apiKeys.ts). */
    viaApiKey: boolean;
  }
}

export interface AuthOptions {
  db: Db;
  cookieSecure: boolean;
  /** The process's session cache (issue 21); without one every request reads its session. */
  sessionCache?: SessionCache;
}

/**
 * Without "Remember me" the cookies carry no Max-Age: the browser forgets them when it closes.
 * The anti-forgery token is bound to the refresh cookie, so a new one comes with it.
 */
export function setSessionCookies(reply: FastifyReply, names: { access: string; refresh: string }, tokens: IssuedTokens, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/api' };
  reply.setCookie(names.access, tokens.access, { ...base, ...(tokens.persistent && { maxAge: ACCESS_TTL_SECONDS }) });
  reply.setCookie(names.refresh, tokens.refresh, { ...base, ...(tokens.persistent && { maxAge: REFRESH_TTL_SECONDS }) });
  reply.bindXsrfToken({ [names.refresh]: tokens.refresh });
}

export function clearSessionCookies(reply: FastifyReply, names: { access: string; refresh: string }, secure: boolean): void {
  reply.clearCookie(names.access, { path: '/api', secure });
  reply.clearCookie(names.refresh, { path: '/api', secure });
  reply.bindXsrfToken({ [names.refresh]: null });
}

export const NOT_SIGNED_IN = msg('not_signed_in');

/**
 * Writes that may end or narrow sessions (signing out, locking, a password, users, roles and
 * their permissions, dealers). Other processes hear of them by notification; this one also drops
 * its own cache before answering, so its next request never sees the session as it was.
 */
const SESSION_WRITES = /^\/api\/(?:dealer\/)?(?:logout|lock|unlock|password|refresh-token|reset-password)$|^\/api\/(?:users|roles|dealers|permissions|imports\/dealers|api-keys)(?:\/|$)/;

/**
 * Loads the session of the request: staff under /api, dealers under /api/dealer. A staff
 * session opens no dealer endpoint and a dealer session no staff endpoint (DESIGN.md §5).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('dealer', null);
  app.decorateRequest('viaApiKey', false);
  const names = cookieNames(opts.cookieSecure);
  const cache = opts.sessionCache;
  if (cache) {
    app.addHook('onSend', (request, _reply, payload, done) => {
      // Whatever the answer: a refused refresh may have revoked its family.
      if (request.method !== 'GET' && request.method !== 'HEAD' && SESSION_WRITES.test(routePath(request))) cache.clear();
      done(null, payload);
    });
  }
  // A session kept in the cache is set at once; only a lookup waits for the database.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = routePath(request);
    const secret = bearerOf(request.headers.authorization);
    if (secret !== undefined) {
      // A script's request: its key alone says who it is, whatever cookies come with it; the dealer portal opens to none.
      request.viaApiKey = true;
      if (path.startsWith('/api/') && !path.startsWith('/api/dealer/')) settle(apiKeySessionFor(opts.db, secret, opts.sessionCache), (s) => (request.staff = s), done);
      else done();
      return;
    }
    if (path.startsWith('/api/dealer/')) settle(dealerSessionFor(opts.db, request.cookies[names.dealerAccess], opts.sessionCache), (s) => (request.dealer = s), done);
    else if (path.startsWith('/api/')) settle(staffSessionFor(opts.db, request.cookies[names.staffAccess], opts.sessionCache), (s) => (request.staff = s), done);
    else done();
  });
});

// The guards run on every request: callbacks, not promises (docs/performance.md).
type Guard = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

/** Hands `found` (a value, or a promise of one) to `take`, then calls `done`: a value without waiting for a turn of the event loop. */
function settle<T>(found: T | Promise<T>, take: (value: T) => void, done: (err?: Error) => void): void {
  if (!(found instanceof Promise)) {
    take(found);
    return done();
  }
  found.then((value) => {
    take(value);
    done();
  }, done);
}

export function requireDealer(): Guard {
  return (request, _reply, done) => done(request.dealer ? undefined : new AppError(401, NOT_SIGNED_IN));
}

/**
 * A guard for the few staff routes a locked session still opens (/api/me, /api/lock,
 * /api/unlock); logout and refresh-token need no session at all.
 */
export function requireStaffEvenLocked(): Guard {
  return (request, _reply, done) => done(request.staff ? undefined : new AppError(401, NOT_SIGNED_IN));
}

/** A guard for the routes no API key opens (a person's session, the dealer portal): 401 for a key's request. */
export function refuseApiKey(): Guard {
  return (request, _reply, done) => done(request.viaApiKey ? new AppError(401, msg('api_key_not_here')) : undefined);
}

/**
 * A guard: a signed-in staff user whose session is not locked (423 while the lock screen
 * is up), and (when given) the permission of DESIGN.md §3.
 */
export function requireStaff(permission?: string | null): Guard {
  return (request, _reply, done) => {
    if (!request.staff) return done(new AppError(401, request.viaApiKey ? msg('api_key_invalid') : NOT_SIGNED_IN));
    if (request.staff.locked) return done(new AppError(423, msg('session_locked')));
    if (permission === undefined) return done();
    if (permission === null || !request.staff.permissions.has(permission)) {
      request.log.warn({ audit: { event: 'access_denied', user_id: request.staff.user.id, permission, method: request.method, url: request.url } }, 'access denied');
      return done(new AppError(403, msg('no_permission')));
    }
    done();
  };
}

export const requireAccess = (collection: string, action: Action | 'read' | 'write') => requireStaff(permissionFor(collection, action) ?? null);
