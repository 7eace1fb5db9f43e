import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginInput } from '../../src/schema/user';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { clearSessionCookies, requireStaff, setSessionCookies, STAFF_ACCESS_COOKIE, STAFF_REFRESH_COOKIE } from '../plugins/auth';
import { assertNotLocked, clearFailures, recordFailure, throttleKey } from '../services/loginThrottle';
import { verifyPassword } from '../services/passwords';
import { revokeFamily, rotateRefreshToken, startSession, staffUser, tokenHash } from '../services/sessions';

const COOKIES = { access: STAFF_ACCESS_COOKIE, refresh: STAFF_REFRESH_COOKIE };
const INVALID_LOGIN = 'These credentials do not match our records.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** DESIGN.md §5 "Auth (staff)". */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; cookieSecure: boolean }) {
  const { db, cookieSecure } = opts;

  app.post('/api/login', async (request, reply) => {
    const { email, password } = loginInput.parse(request.body ?? {});
    const key = throttleKey(email, request.ip);
    await assertNotLocked(db, key);
    const { rows } = await db.execute<{ id: number; password_hash: string | null; status: string }>(
      sql`select id, password_hash, status from users where lower(email) = lower(${email})`,
    );
    const account = rows[0];
    if (!(await verifyPassword(account?.password_hash, password))) {
      await sleep(await recordFailure(db, key));
      throw new AppError(401, INVALID_LOGIN);
    }
    await clearFailures(db, key);
    if (account.status === 'pending') throw new AppError(401, 'Your account is waiting for an administrator to activate it.');
    if (account.status !== 'active') throw new AppError(401, 'Your account is disabled. Ask an administrator.');
    const tokens = await startSession(db, 'staff', account.id, { userAgent: request.headers['user-agent'], ip: request.ip });
    setSessionCookies(reply, COOKIES, tokens, cookieSecure);
    const { status: _status, ...user } = (await staffUser(db, account.id))!;
    return { user };
  });

  app.post('/api/refresh-token', async (request, reply) => {
    try {
      const tokens = await rotateRefreshToken(db, 'staff', request.cookies[STAFF_REFRESH_COOKIE]);
      const found = await staffUser(db, tokens.principalId);
      if (!found || found.status !== 'active') {
        await revokeFamily(db, tokens.familyId, 'account not active');
        throw new AppError(401, 'Your account is no longer active.');
      }
      setSessionCookies(reply, COOKIES, tokens, cookieSecure);
      const { status: _status, ...user } = found;
      return { user };
    } catch (err) {
      clearSessionCookies(reply, COOKIES);
      throw err;
    }
  });

  app.post('/api/logout', async (request, reply) => {
    const familyId = request.staff?.familyId ?? (await familyOfRefreshToken(db, request.cookies[STAFF_REFRESH_COOKIE]));
    if (familyId) await revokeFamily(db, familyId, 'logout');
    clearSessionCookies(reply, COOKIES);
    return reply.status(204).send();
  });

  app.get('/api/me', { preHandler: requireStaff() }, async (request) => ({ user: request.staff!.user }));
}

async function familyOfRefreshToken(db: Db, refresh: string | undefined): Promise<string | undefined> {
  if (!refresh) return undefined;
  const { rows } = await db.execute<{ family_id: string }>(sql`select family_id from refresh_tokens where token_hash = ${tokenHash(refresh)}`);
  return rows[0]?.family_id;
}
