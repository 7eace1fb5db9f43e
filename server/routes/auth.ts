import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginInput } from '../../contract/user';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { allow } from '../plugins/access';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth';
import { cookieNames, type CookieNames } from '../plugins/security';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from '../services/loginThrottle';
import { verifyPassword } from '../services/passwords';
import {
  dealerProfile,
  RefreshTokenReuse,
  revokeFamily,
  rotateRefreshToken,
  startSession,
  staffUser,
  tokenHash,
  type PrincipalKind,
} from '../services/sessions';

const INVALID_LOGIN = 'These credentials do not match our records.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Account {
  id: number;
  password_hash: string | null;
  status: string;
}

/** Staff and dealers sign in the same way, each with its own cookies, accounts and answer key. */
interface SessionKind {
  kind: PrincipalKind;
  prefix: string;
  cookies(names: CookieNames): { access: string; refresh: string };
  /** The answer's key: `{ user }` for staff, `{ dealer }` for dealers (SPEC.md §7). */
  key: 'user' | 'dealer';
  findAccount(db: Db, email: string): Promise<Account | undefined>;
  /** The principal as the client stores it, or undefined when it may no longer sign in. */
  principal(db: Db, id: number): Promise<object | undefined>;
  familyOf(request: import('fastify').FastifyRequest): string | undefined;
  inactiveMessage(status: string): string;
  /** The dealer login offers no "Remember me": its sessions outlive the browser, as they always did. */
  alwaysRemembered: boolean;
}

const STAFF: SessionKind = {
  kind: 'staff',
  prefix: '/api',
  cookies: (names) => ({ access: names.staffAccess, refresh: names.staffRefresh }),
  key: 'user',
  findAccount: async (db, email) =>
    (await db.execute<Account & Record<string, unknown>>(sql`select id, password_hash, status from users where lower(email) = lower(${email})`)).rows[0],
  principal: async (db, id) => {
    const found = await staffUser(db, id);
    if (!found || found.status !== 'active') return undefined;
    const { status: _status, ...user } = found;
    return user;
  },
  familyOf: (request) => request.staff?.familyId,
  inactiveMessage: (status) =>
    status === 'pending' ? 'Your account is waiting for an administrator to activate it.' : 'Your account is disabled. Ask an administrator.',
  alwaysRemembered: false,
};

const DEALER: SessionKind = {
  kind: 'dealer',
  prefix: '/api/dealer',
  cookies: (names) => ({ access: names.dealerAccess, refresh: names.dealerRefresh }),
  key: 'dealer',
  findAccount: async (db, email) =>
    (
      await db.execute<Account & Record<string, unknown>>(
        sql`select id, portal_password_hash as password_hash, status from dealers where lower(portal_email) = lower(${email})`,
      )
    ).rows[0],
  principal: async (db, id) => {
    const dealer = await dealerProfile(db, id);
    return dealer?.status === 'active' ? dealer : undefined;
  },
  familyOf: (request) => request.dealer?.familyId,
  inactiveMessage: () => 'This dealer account is inactive. Contact us to reactivate it.',
  alwaysRemembered: true,
};

async function familyOfRefreshToken(db: Db, refresh: string | undefined): Promise<string | undefined> {
  if (!refresh) return undefined;
  const { rows } = await db.execute<{ family_id: string }>(sql`select family_id from refresh_tokens where token_hash = ${tokenHash(refresh)}`);
  return rows[0]?.family_id;
}

function sessionRoutes(app: FastifyInstance, db: Db, cookieSecure: boolean, k: SessionKind) {
  const cookies = k.cookies(cookieNames(cookieSecure));

  app.post(`${k.prefix}/login`, allow('public'), async (request, reply) => {
    const { email, password, remember } = loginInput.parse(request.body ?? {});
    // Audit entries (issue 10) name the account as typed, never the password.
    const audit = (event: string, extra: object = {}) => ({ audit: { event, kind: k.kind, email, ip: request.ip, ...extra } });
    const keys = throttleKeys(`${k.kind}:${email}`, request.ip);
    try {
      await assertNotLocked(db, keys);
    } catch (err) {
      request.log.warn(audit('login_failure', { reason: 'throttled' }), 'sign-in refused: too many failures');
      throw err;
    }
    const account = await k.findAccount(db, email);
    // An unknown account costs the same hash and the same delay as a wrong password (verifyPassword).
    if (!(await verifyPassword(account?.password_hash, password))) {
      request.log.warn(audit('login_failure', { reason: account ? 'wrong password' : 'unknown account' }), 'sign-in failed');
      await sleep(await recordFailure(db, keys));
      throw new AppError(401, INVALID_LOGIN);
    }
    await clearFailures(db, keys);
    // After the password check, so these answers reveal nothing to someone without it.
    if (account!.status !== 'active') {
      request.log.warn(audit('login_failure', { reason: `account ${account!.status}`, principal_id: account!.id }), 'sign-in refused');
      throw new AppError(401, k.inactiveMessage(account!.status));
    }
    const client = { userAgent: request.headers['user-agent'], ip: request.ip };
    const tokens = await startSession(db, k.kind, account!.id, client, k.alwaysRemembered || remember);
    request.log.info(audit('login_success', { principal_id: account!.id, family_id: tokens.familyId }), 'signed in');
    setSessionCookies(reply, cookies, tokens, cookieSecure);
    return { [k.key]: await k.principal(db, account!.id) };
  });

  app.post(`${k.prefix}/refresh-token`, allow('public'), async (request, reply) => {
    try {
      const tokens = await rotateRefreshToken(db, k.kind, request.cookies[cookies.refresh]);
      const principal = await k.principal(db, tokens.principalId);
      if (!principal) {
        await revokeFamily(db, tokens.familyId, 'account not active');
        throw new AppError(401, 'Your account is no longer active.');
      }
      setSessionCookies(reply, cookies, tokens, cookieSecure);
      return { [k.key]: principal };
    } catch (err) {
      if (err instanceof RefreshTokenReuse) {
        const audit = { event: 'refresh_token_reuse', kind: k.kind, principal_id: err.principalId, family_id: err.familyId, ip: request.ip };
        request.log.warn({ audit }, 'a rotated refresh token came back: its session family is revoked');
      }
      clearSessionCookies(reply, cookies, cookieSecure);
      throw err;
    }
  });

  app.post(`${k.prefix}/logout`, allow('public'), async (request, reply) => {
    const familyId = k.familyOf(request) ?? (await familyOfRefreshToken(db, request.cookies[cookies.refresh]));
    if (familyId) await revokeFamily(db, familyId, 'logout');
    clearSessionCookies(reply, cookies, cookieSecure);
    return reply.status(204).send();
  });
}

/** DESIGN.md §5 "Auth (staff)" and "Auth (dealers)". */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; cookieSecure: boolean }) {
  sessionRoutes(app, opts.db, opts.cookieSecure, STAFF);
  sessionRoutes(app, opts.db, opts.cookieSecure, DEALER);
  // Answers a locked session too, saying so: a client can tell the lock screen is up (the SPA reads only `user`).
  app.get('/api/me', allow('staff-even-locked'), async (request) => ({ user: request.staff!.user, locked: request.staff!.locked }));
  app.get('/api/dealer/profile', allow('dealer'), async (request) => dealerProfile(opts.db, request.dealer!.dealerId));
}
