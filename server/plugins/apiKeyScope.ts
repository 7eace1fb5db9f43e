// DESIGN.md §5 "Integrations": which routes an API key opens. Apart from routeAccess.ts, which
// guards by it, because the OpenAPI document (contract.ts) declares it too.

/** Staff routes that belong to a person's session, not to a script: signing in and out, one's own password and preferences, the live stream tied to a session. */
const SESSION_ROUTES = new Set(['/api/login', '/api/logout', '/api/refresh-token', '/api/register', '/api/forgot-password', '/api/reset-password', '/api/password', '/api/me/preferences', '/api/events']);

/**
 * Whether `Authorization: Bearer <API key>` may call the route (`access` as routeAccess.ts
 * declares it). Every staff route its permissions allow may; never the dealer portal, the session
 * routes, or what a locked session still opens (the lock screen's /api/me, lock, unlock).
 */
export function acceptsApiKey(url: string, access: string | object | undefined): boolean {
  if (url.startsWith('/api/dealer/') || SESSION_ROUTES.has(url)) return false;
  return access !== 'dealer' && access !== 'staff-even-locked';
}
