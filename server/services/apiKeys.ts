import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Found, SessionCache } from './sessionCache';
import type { StaffSession } from './sessions';

// DESIGN.md §5 "Integrations", issue 36 item 1: a script's key. Its secret is shown once and only
// its SHA-256 is kept (a 256-bit random secret needs no slow hash: nothing to guess from a
// dictionary). A request with `Authorization: Bearer <secret>` is that key's: what the key was
// given and what its maker still holds, both at once (a maker who loses a permission takes it
// from their keys too; a maker disabled or deleted ends them). Through the session cache, whose
// notifications (apikey:<id>, staff:<maker>, role:<maker's role>) make a revocation immediate
// in every process.

/** Keys read `sy_` and 43 characters: a secret scanner can tell one. */
export const API_KEY_PREFIX = 'sy_';
const SHOWN_PREFIX = 10;

export const apiKeyHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret, and what is kept of it. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_PREFIX), hash: apiKeyHash(secret) };
}

/** The secret of an `Authorization: Bearer …` header; undefined when the header is not one. */
export function bearerOf(header: string | undefined): string | undefined {
  if (!header || header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim();
}

/** A key's last use is written at most this often: it is bookkeeping, not a write per request. */
const LAST_USED_EVERY = '1 minute';

async function readApiKeySession(db: Db, hash: string): Promise<Found<StaffSession>> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    permissions: string[];
    expires_at: Date | null;
    user_id: number;
    full_name: string;
    email: string;
    role: string | null;
    role_id: number | null;
    held: string;
  }>(sql`
    select k.id, k.name, k.permissions, k.expires_at, u.id as user_id, u.full_name, u.email, r.name as role, u.role_id,
      coalesce((select string_agg(p.name, ',') from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = u.role_id), '') as held
    from api_keys k join users u on u.id = k.created_by and u.status = 'active' left join roles r on r.id = u.role_id
    where k.secret_hash = ${hash} and (k.expires_at is null or k.expires_at > now())`);
  const row = rows[0];
  if (!row) return null;
  await db.execute(sql`update api_keys set last_used_at = now() where id = ${row.id} and (last_used_at is null or last_used_at < now() - ${LAST_USED_EVERY}::interval)`);
  const held = new Set(row.held.split(',').filter(Boolean));
  const permissions = new Set(row.permissions.filter((p) => held.has(p)));
  const session: StaffSession = {
    user: { id: row.user_id, full_name: row.full_name, email: row.email, role: row.role, permissions: [...permissions].sort().join(',') },
    familyId: `apikey:${row.id}`,
    permissions,
    locked: false,
    apiKey: { id: row.id, name: row.name },
  };
  const expiresAt = row.expires_at ? new Date(row.expires_at).getTime() : Number.MAX_SAFE_INTEGER;
  return { value: session, tags: [`apikey:${row.id}`, `staff:${row.user_id}`, `role:${row.role_id}`], expiresAt };
}

/** The staff session a key's secret opens, or null (unknown, revoked, expired, or its maker no longer active). */
export function apiKeySessionFor(db: Db, secret: string, cache?: SessionCache): StaffSession | null | Promise<StaffSession | null> {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  if (!cache) return readApiKeySession(db, apiKeyHash(secret)).then((found) => found?.value ?? null);
  return cache.load(`apikey:${secret}`, () => readApiKeySession(db, apiKeyHash(secret)));
}
