import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { DealerProfile } from '../../contract/dealerPortal';
import { msg } from '../../contract/messages';
import type { SessionUser } from '../../contract/user';
import type { Db, Tx } from '../db/client';
import { preparedFor } from '../db/prepared';
import { accessTokens, dealerPasswordResets, dealers, passwordResets, refreshTokens, roles, sessionFamilies, users } from '../db/schema';
import { AppError, invalid } from '../errors';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from './loginThrottle';
import { recordAudit, type Actor } from './audit';
import { recordChanged } from './events';
import { hashPassword, verifyPassword } from './passwords';
import type { Found, SessionCache } from './sessionCache';

// DESIGN.md §5 "Auth": short access sessions, rotating refresh tokens, reuse revokes the family.
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 14 * 24 * 60 * 60;
/**
 * Absolute session lifetime (ASVS 7.3.2): however often it is refreshed, a sign-in ends this
 * long after it began: 30 days with "Remember me" (and for dealers), 12 hours (a working day
 * and its overtime) without.
 */
export const MAX_SESSION_SECONDS = { persistent: 30 * 24 * 60 * 60, browser: 12 * 60 * 60 };
const maxSessionSeconds = (persistent: boolean) => (persistent ? MAX_SESSION_SECONDS.persistent : MAX_SESSION_SECONDS.browser);

export type PrincipalKind = 'staff' | 'dealer';

export interface IssuedTokens {
  familyId: string;
  access: string;
  refresh: string;
  /** "Remember me": the cookies outlive the browser. Chosen at sign-in, kept by every rotation. */
  persistent: boolean;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const inSeconds = (s: number) => sql`now() + make_interval(secs => ${s})`;

async function issueTokens(tx: Tx, familyId: string, persistent: boolean): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  // No token outlives the sign-in's absolute end.
  const until = (s: number) =>
    sql`least(${inSeconds(s)}, (select created_at from session_families where id = ${familyId}) + make_interval(secs => ${maxSessionSeconds(persistent)}))`;
  await tx.insert(accessTokens).values({ token_hash: tokenHash(access), family_id: familyId, expires_at: until(ACCESS_TTL_SECONDS) });
  await tx.insert(refreshTokens).values({ token_hash: tokenHash(refresh), family_id: familyId, expires_at: until(REFRESH_TTL_SECONDS) });
  return { familyId, access, refresh, persistent };
}

export async function startSession(
  db: Db,
  kind: PrincipalKind,
  principalId: number,
  client: { userAgent?: string; ip?: string },
  persistent: boolean,
): Promise<IssuedTokens> {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(sessionFamilies)
      .values({ principal_kind: kind, principal_id: principalId, user_agent: client.userAgent?.slice(0, 300), ip: client.ip, persistent })
      .returning({ id: sessionFamilies.id });
    return issueTokens(tx, family.id, persistent);
  });
}

export async function revokeFamily(db: Tx, familyId: string, reason: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revoked_at)));
  await db.delete(accessTokens).where(eq(accessTokens.family_id, familyId));
}

/** Ends every session of a user or dealer at once (disabled account, password reset); `except` keeps the one changing its own password. */
export async function revokePrincipalSessions(db: Tx, kind: PrincipalKind, principalId: number, reason: string, except?: string): Promise<void> {
  await db.execute(sql`
    with revoked as (
      update session_families set revoked_at = now(), revoked_reason = ${reason}
      where principal_kind = ${kind} and principal_id = ${principalId} and revoked_at is null ${except ? sql`and id <> ${except}` : sql``}
      returning id)
    delete from access_tokens where family_id in (select id from revoked)`);
}

const SESSION_ENDED = msg('session_ended');

/** A rotated refresh token came back: its family is revoked (the caller logs it: issue 10). */
export class RefreshTokenReuse extends AppError {
  constructor(
    readonly familyId: string,
    readonly principalId: number,
  ) {
    super(401, SESSION_ENDED);
  }
}

/**
 * Exchanges a refresh token for a new pair. A token that was already used is a replay: the
 * whole family is revoked, so whoever holds any token of it is signed out. A sign-in past its
 * absolute lifetime is not refreshed.
 */
export async function rotateRefreshToken(db: Db, kind: PrincipalKind, refresh: string | undefined): Promise<IssuedTokens & { principalId: number }> {
  if (!refresh) throw new AppError(401, SESSION_ENDED);
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      family_id: string;
      used_at: string | null;
      expired: boolean;
      revoked: boolean;
      principal_id: number;
      persistent: boolean;
    }>(sql`
      select r.family_id, r.used_at, f.revoked_at is not null as revoked, f.principal_id, f.persistent,
        r.expires_at <= now() or f.created_at + make_interval(secs => case when f.persistent
          then ${MAX_SESSION_SECONDS.persistent}::int else ${MAX_SESSION_SECONDS.browser}::int end) <= now() as expired
      from refresh_tokens r join session_families f on f.id = r.family_id
      where r.token_hash = ${tokenHash(refresh)} and f.principal_kind = ${kind}
      for update of r, f`);
    const token = rows[0];
    if (!token || token.revoked || token.expired) return null;
    if (token.used_at) {
      // Returned, not thrown: the revocation must commit.
      await revokeFamily(tx, token.family_id, 'refresh token reuse');
      return new RefreshTokenReuse(token.family_id, token.principal_id);
    }
    await tx.update(refreshTokens).set({ used_at: sql`now()` }).where(eq(refreshTokens.token_hash, tokenHash(refresh)));
    return { ...(await issueTokens(tx, token.family_id, token.persistent)), principalId: token.principal_id };
  });
  if (!outcome) throw new AppError(401, SESSION_ENDED);
  if (outcome instanceof RefreshTokenReuse) throw outcome;
  return outcome;
}

/** The comma-separated permissions of a role, read fresh on every request. */
const permissionsOf = (roleId: SQLWrapper) => sql<string>`coalesce((select string_agg(p.name, ',' order by p.name)
  from role_permissions rp join permissions p on p.id = rp.permission_id
  where rp.role_id = ${roleId}), '')`;

export interface StaffSession {
  user: SessionUser;
  familyId: string;
  permissions: Set<string>;
  /** The lock screen is up: the session opens only what unlocking or leaving needs. */
  locked: boolean;
  /** An API key's request (services/apiKeys.ts): `user` is its maker, `permissions` what the key may do. */
  apiKey?: { id: number; name: string };
}

const staffSessionQuery = preparedFor((db) =>
  db
    .select({
      id: users.id,
      full_name: users.full_name,
      email: users.email,
      role: roles.name,
      family_id: accessTokens.family_id,
      locked: sql<boolean>`${sessionFamilies.locked_at} is not null`,
      permissions: permissionsOf(users.role_id),
      role_id: users.role_id,
      expires_at: accessTokens.expires_at,
    })
    .from(accessTokens)
    .innerJoin(sessionFamilies, and(eq(sessionFamilies.id, accessTokens.family_id), isNull(sessionFamilies.revoked_at), eq(sessionFamilies.principal_kind, 'staff')))
    .innerJoin(users, and(eq(users.id, sessionFamilies.principal_id), eq(users.status, 'active')))
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(accessTokens.token_hash, sql.placeholder('hash')), gt(accessTokens.expires_at, sql`now()`)))
    .prepare('staff_session'),
);

/**
 * The session of an access token: the token, its family, the active user and the role's
 * permissions now, in one prepared query; through the process's session cache when there is one
 * (issue 21: a few seconds at most, dropped at once when any of them changes).
 */
export const staffSessionFor = (db: Db, access: string | undefined, cache?: SessionCache) => sessionFor('staff', db, access, cache, readStaffSession);

/**
 * The session of kind `kind` an access token opens; through the cache when there is one, which
 * keeps it by the token itself: a hit neither hashes the token nor reads anything, nor waits.
 */
function sessionFor<T>(kind: PrincipalKind, db: Db, access: string | undefined, cache: SessionCache | undefined, read: (db: Db, hash: string) => Promise<Found<T>>) {
  if (!access) return null;
  if (!cache) return read(db, tokenHash(access)).then((found) => found?.value ?? null);
  return cache.load(`${kind}:${access}`, () => read(db, tokenHash(access)));
}

async function readStaffSession(db: Db, hash: string): Promise<Found<StaffSession>> {
  const [row] = await staffSessionQuery(db).execute({ hash });
  if (!row) return null;
  const { family_id, locked, role_id, expires_at, ...user } = row;
  const session: StaffSession = { user, familyId: family_id, locked, permissions: new Set(user.permissions.split(',').filter(Boolean)) };
  return { value: session, tags: [`family:${family_id}`, `staff:${user.id}`, `role:${role_id}`], expiresAt: expires_at.getTime() };
}

/** The lock screen locks the sign-in on the server, so a reload, another tab or a copied cookie stays locked too. */
export async function lockSession(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ locked_at: sql`coalesce(${sessionFamilies.locked_at}, now())` })
    .where(eq(sessionFamilies.id, familyId));
}

/**
 * The user's own password lifts the lock. A wrong one counts as a failed sign-in of that
 * account, so the lock screen is no faster way to guess a password than the login page.
 */
export async function unlockSession(db: Db, session: StaffSession, password: string, ip: string): Promise<void> {
  await assertOwnPassword(db, session, password, ip, 'password');
  await db.update(sessionFamilies).set({ locked_at: null }).where(eq(sessionFamilies.id, session.familyId));
}

/** The signed-in user's password, checked under the login throttle of that account (422 on `field` when wrong). */
async function assertOwnPassword(db: Db, session: StaffSession, password: string, ip: string, field: string): Promise<void> {
  const { rows } = await db.execute<{ password_hash: string | null }>(sql`select password_hash from users where id = ${session.user.id}`);
  await assertPasswordThrottled(db, { account: `staff:${session.user.email}`, ip, hash: rows[0]?.password_hash, password, field });
}

/**
 * A password a signed-in user or dealer types again (unlock, password change), counted like a
 * sign-in of that account: guessing it here is no faster than at the login page.
 */
export async function assertPasswordThrottled(
  db: Db,
  check: { account: string; ip: string; hash: string | null | undefined; password: string; field: string },
): Promise<void> {
  const keys = throttleKeys(check.account, check.ip);
  await assertNotLocked(db, keys);
  if (!(await verifyPassword(check.hash, check.password))) {
    await sleep(await recordFailure(db, keys));
    throw invalid({ [check.field]: msg('wrong_password') });
  }
  await clearFailures(db, keys);
}

/** Outstanding reset links die with a password change: a link mailed before it must not undo it. */
export async function revokePasswordResets(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}

/** Two sign-in emails are the same login when they differ only in case (the unique indexes compare lower-case). */
export const sameEmail = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

/** The same for a dealer's reset links (issue 32): a new password, or a new portal email, voids them. */
export async function revokeDealerPasswordResets(tx: Tx, dealerId: number): Promise<void> {
  await tx
    .update(dealerPasswordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(dealerPasswordResets.dealer_id, dealerId), isNull(dealerPasswordResets.used_at)));
}

/**
 * POST /api/password: a new password for the signed-in user, given the current one. Every
 * other sign-in of the user ends; this one stays.
 */
export async function changeOwnPassword(db: Db, session: StaffSession, input: { current_password: string; password: string }, ip: string): Promise<void> {
  await assertOwnPassword(db, session, input.current_password, ip, 'current_password');
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash: hash, version: sql`version + 1`, updated_at: sql`now()` })
      .where(eq(users.id, session.user.id))
      .returning({ id: users.id, version: users.version, status: users.status, role_id: users.role_id });
    await revokePrincipalSessions(tx, 'staff', session.user.id, 'password changed', session.familyId);
    await revokePasswordResets(tx, session.user.id);
    const actor: Actor = { kind: 'staff', id: session.user.id, name: session.user.full_name };
    await recordAudit(tx, { collection: 'users', recordId: session.user.id, action: 'password-changed', actor, changes: {} });
    // The record's version moved: an open edit form of this user hears of it.
    await recordChanged(tx, 'users', 'updated', user, actor);
  });
}

export interface DealerSession {
  dealerId: number;
  familyId: string;
}

const dealerSessionQuery = preparedFor((db) =>
  db
    .select({ dealerId: dealers.id, familyId: accessTokens.family_id, expiresAt: accessTokens.expires_at })
    .from(accessTokens)
    .innerJoin(sessionFamilies, and(eq(sessionFamilies.id, accessTokens.family_id), isNull(sessionFamilies.revoked_at), eq(sessionFamilies.principal_kind, 'dealer')))
    .innerJoin(dealers, and(eq(dealers.id, sessionFamilies.principal_id), eq(dealers.status, 'active')))
    .where(and(eq(accessTokens.token_hash, sql.placeholder('hash')), gt(accessTokens.expires_at, sql`now()`)))
    .prepare('dealer_session'),
);

export const dealerSessionFor = (db: Db, access: string | undefined, cache?: SessionCache) => sessionFor('dealer', db, access, cache, readDealerSession);

async function readDealerSession(db: Db, hash: string): Promise<Found<DealerSession>> {
  const [row] = await dealerSessionQuery(db).execute({ hash });
  if (!row) return null;
  const session: DealerSession = { dealerId: row.dealerId, familyId: row.familyId };
  return { value: session, tags: [`family:${row.familyId}`, `dealer:${row.dealerId}`], expiresAt: row.expiresAt.getTime() };
}

/** What a dealer sees of itself (SPEC.md §3 dealerInfo: id, company_name, contact_person_name). */
export async function dealerProfile(db: Db, dealerId: number) {
  const { rows } = await db.execute<DealerProfile & Record<string, unknown>>(sql`
    select id, company_name, contact_person_name, email, phone, address, tax_id, credit_limit, portal_email, language, order_mails, status, version
    from dealers where id = ${dealerId}`);
  return rows[0];
}

/** The user object of DESIGN.md §5 for a user id (after login or refresh). */
export async function staffUser(db: Db, userId: number): Promise<(SessionUser & { status: string }) | undefined> {
  const { rows } = await db.execute<SessionUser & { status: string }>(sql`
    select u.id, u.full_name, u.email, u.status, r.name as role, ${permissionsOf(sql`u.role_id`)} as permissions
    from users u left join roles r on r.id = u.role_id
    where u.id = ${userId}`);
  return rows[0];
}

/** The dealer as the actor of what it does in the portal, named by its company. */
export async function dealerActor(db: Db | Tx, dealerId: number): Promise<Actor> {
  const profile = await dealerProfile(db as Db, dealerId);
  return { kind: 'dealer', id: dealerId, name: profile?.company_name ?? `Dealer ${dealerId}` };
}

/**
 * Which of these access tokens (by hash) still open a session of `kind` (not expired, revoked or
 * locked, the user or dealer active), with a staff user's permissions now: one query for every
 * open event stream of a process (eventStream.ts).
 */
export async function liveSessions(db: Db, kind: PrincipalKind, hashes: string[]): Promise<Map<string, { permissions: Set<string> }>> {
  if (!hashes.length) return new Map();
  const principal =
    kind === 'staff'
      ? sql`join users u on u.id = f.principal_id and u.status = 'active' and f.locked_at is null`
      : sql`join dealers d on d.id = f.principal_id and d.status = 'active'`;
  const { rows } = await db.execute<{ token_hash: string; permissions: string }>(sql`
    select a.token_hash, ${kind === 'staff' ? permissionsOf(sql`u.role_id`) : sql`''`} as permissions
    from access_tokens a join session_families f on f.id = a.family_id and f.revoked_at is null and f.principal_kind = ${kind}
    ${principal}
    where a.token_hash = any(${sql.param(hashes)}::text[]) and a.expires_at > now()`);
  return new Map(rows.map((r) => [r.token_hash, { permissions: new Set(r.permissions.split(',').filter(Boolean)) }]));
}
