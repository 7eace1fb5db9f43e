import type { FastifyInstance, FastifySchema, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { permissionFor } from '../../contract/resources';
import { acceptsApiKey } from './apiKeyScope';
import { refuseApiKey, requireAccess, requireDealer, requireStaff, requireStaffEvenLocked } from './auth';

/**
 * Who may call a route, declared in the route's own registration (`config: { access }`);
 * the guard is derived from it, so what a route declares is what is enforced (DESIGN.md §3).
 * - `public`: no session (sign-in, register, the anti-forgery cookie, docs, health);
 * - `staff`: any signed-in staff user whose session is not locked (423 while it is);
 * - `staff-even-locked`: the few routes the lock screen needs (/api/me, lock, unlock);
 * - `dealer`: a signed-in dealer; what it may see is scoped to it by the route;
 * - `{ collection, action }`: staff holding the permission the table of DESIGN.md §3 names.
 */
export type RouteAccess = 'public' | 'staff' | 'staff-even-locked' | 'dealer' | { collection: string; action: 'read' | 'write' };

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's declared params, query, body and answers (Zod), for tests that cover every route. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The body is a file (CSV or XLSX) read as a stream by the route: documented as such. */
    fileBody?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (tests build the authorization matrix from it). */
    routeTable: RouteEntry[];
  }
}

const NAMED: Record<Exclude<RouteAccess, object>, () => preValidationHookHandler | undefined> = {
  public: () => undefined,
  staff: () => requireStaff(),
  'staff-even-locked': () => requireStaffEvenLocked(),
  dealer: () => requireDealer(),
};

function guardFor(method: string, url: string, access: RouteAccess | undefined): preValidationHookHandler | undefined {
  if (typeof access === 'string' && Object.hasOwn(NAMED, access)) return NAMED[access]();
  if (access && typeof access === 'object' && permissionFor(access.collection, access.action) !== undefined) return requireAccess(access.collection, access.action);
  throw new Error(`${method} ${url} declares no valid access: give it config: { access } (server/plugins/routeAccess.ts)`);
}

/**
 * Registered before any route: every /api route must declare its access, or the app does not
 * start. Its guard runs once the session is loaded and before the request is validated, so a
 * caller without access learns nothing of what the route would accept (401/403 before 400/404/422).
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url, access, schema: route.schema });
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const guard = guardFor([route.method].flat().join(','), route.url, access);
    const guards = [...(acceptsApiKey(route.url, access) ? [] : [refuseApiKey()]), ...(guard ? [guard] : [])];
    if (guards.length) route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
  });
});

/** Route options that declare who may call the route: `app.get(url, allow('dealer'), handler)`. */
export const allow = (access: RouteAccess) => ({ config: { access } });

/** Route options for staff holding the permission of DESIGN.md §3 for this collection and action. */
export const needs = (collection: string, action: 'read' | 'write') => allow({ collection, action });
