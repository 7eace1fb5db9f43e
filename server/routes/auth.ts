import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginInput } from '../../src/schema/user';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import {
  clearSessionCookies,
  DEALER_ACCESS_COOKIE,
  DEALER_REFRESH_COOKIE,
  requireDealer,
  requireStaffEvenLocked,
  setSessionCookies,
  STAFF_ACCESS_COOKIE,
  STAFF_REFRESH_COOKIE,
} from '../plugins/auth';
import { assertNotLocked, clearFailures, recordFailure, throttleKey } from '../services/loginThrottle';
import { verifyPassword } from '../services/passwords';
import { dealerProfile, revokeFamily, rotateRefreshToken, startSession, staffUser, tokenHash, type PrincipalKind } from '../services/sessions';

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
  cookies: { access: string; refresh: string };
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
  cookies: { access: STAFF_ACCESS_COOKIE, refresh: STAFF_REFRESH_COOKIE },
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
  cookies: { access: DEALER_ACCESS_COOKIE, refresh: DEALER_REFRESH_COOKIE },
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
  app.post(`${k.prefix}/login`, async (request, reply) => {
    const { email, password, remember } = loginInput.parse(request.body ?? {});
    const key = throttleKey(`${k.kind}:${email}`, request.ip);
    await assertNotLocked(db, key);
    const account = await k.findAccount(db, email);
    if (!(await verifyPassword(account?.password_hash, password))) {
      await sleep(await recordFailure(db, key));
      throw new AppError(401, INVALID_LOGIN);
    }
    await clearFailures(db, key);
    // After the password check, so these answers reveal nothing to someone without it.
    if (account!.status !== 'active') throw new AppError(401, k.inactiveMessage(account!.status));
    const client = { userAgent: request.headers['user-agent'], ip: request.ip };
    const tokens = await startSession(db, k.kind, account!.id, client, k.alwaysRemembered || remember);
    setSessionCookies(reply, k.cookies, tokens, cookieSecure);
    return { [k.key]: await k.principal(db, account!.id) };
  });

  app.post(`${k.prefix}/refresh-token`, async (request, reply) => {
    try {
      const tokens = await rotateRefreshToken(db, k.kind, request.cookies[k.cookies.refresh]);
      const principal = await k.principal(db, tokens.principalId);
      if (!principal) {
        await revokeFamily(db, tokens.familyId, 'account not active');
        throw new AppError(401, 'Your account is no longer active.');
      }
      setSessionCookies(reply, k.cookies, tokens, cookieSecure);
      return { [k.key]: principal };
    } catch (err) {
      clearSessionCookies(reply, k.cookies);
      throw err;
    }
  });

  app.post(`${k.prefix}/logout`, async (request, reply) => {
    const familyId = k.familyOf(request) ?? (await familyOfRefreshToken(db, request.cookies[k.cookies.refresh]));
    if (familyId) await revokeFamily(db, familyId, 'logout');
    clearSessionCookies(reply, k.cookies);
    return reply.status(204).send();
  });
}

/** DESIGN.md §5 "Auth (staff)" and "Auth (dealers)". */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; cookieSecure: boolean }) {
  sessionRoutes(app, opts.db, opts.cookieSecure, STAFF);
  sessionRoutes(app, opts.db, opts.cookieSecure, DEALER);
  // Answers a locked session too, saying so: a client can tell the lock screen is up (the SPA reads only `user`).
  app.get('/api/me', { preHandler: requireStaffEvenLocked() }, async (request) => ({ user: request.staff!.user, locked: request.staff!.locked }));
  app.get('/api/dealer/profile', { preHandler: requireDealer() }, async (request) => dealerProfile(opts.db, request.dealer!.dealerId));
}
