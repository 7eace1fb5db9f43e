import type { FastifyRequest } from 'fastify';
import { errorBody, noContent } from '../../contract/api';
import { dealerAnswer } from '../../contract/dealerPortal';
import { msg } from '../../contract/messages';
import { loginInput, meAnswer, userAnswer } from '../../contract/user';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { allow } from '../plugins/routeAccess';
import { clearSessionCookies, setSessionCookies } from '../plugins/auth';
import { cookieNames, type CookieNames } from '../plugins/security';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from '../services/loginThrottle';
import { verifyPassword } from '../services/passwords';
import { RefreshTokenReuse, revokeFamily, rotateRefreshToken, startSession } from '../services/sessions';
import { DEALER_ACCOUNTS, familyOfRefreshToken, STAFF_ACCOUNTS, type AccountKind } from '../services/signIn';
import type { Api } from './collections';

const INVALID_LOGIN = msg('invalid_login');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where each kind of principal signs in, its cookies, and its answer's key: `{ user }` for staff, `{ dealer }` for dealers (SPEC.md §7). */
interface Portal {
  accounts: AccountKind;
  prefix: string;
  cookies(names: CookieNames): { access: string; refresh: string };
  key: 'user' | 'dealer';
  answer: typeof userAnswer | typeof dealerAnswer;
  familyOf(request: FastifyRequest): string | undefined;
  who: string;
}

const STAFF: Portal = {
  accounts: STAFF_ACCOUNTS,
  prefix: '/api',
  cookies: (names) => ({ access: names.staffAccess, refresh: names.staffRefresh }),
  key: 'user',
  answer: userAnswer,
  familyOf: (request) => request.staff?.familyId,
  who: 'staff',
};

const DEALER: Portal = {
  accounts: DEALER_ACCOUNTS,
  prefix: '/api/dealer',
  cookies: (names) => ({ access: names.dealerAccess, refresh: names.dealerRefresh }),
  key: 'dealer',
  answer: dealerAnswer,
  familyOf: (request) => request.dealer?.familyId,
  who: 'dealer',
};

const throttled = errorBody.describe('Too many failed sign-ins for this account or address: wait and try again');

function sessionRoutes(app: Api, db: Db, cookieSecure: boolean, portal: Portal) {
  const cookies = portal.cookies(cookieNames(cookieSecure));
  const { accounts } = portal;

  app.post(
    `${portal.prefix}/login`,
    {
      ...allow('public'),
      schema: {
        summary: `Sign in (${portal.who}): sets the session cookies; a wrong email or password is one generic 401`,
        body: loginInput,
        response: { 200: portal.answer, 429: throttled },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      // Audit entries (issue 10) name the account as typed, never the password.
      const audit = (event: string, extra: object = {}) => ({ audit: { event, kind: accounts.kind, email, ip: request.ip, ...extra } });
      const keys = throttleKeys(`${accounts.kind}:${email}`, request.ip);
      try {
        await assertNotLocked(db, keys);
      } catch (err) {
        request.log.warn(audit('login_failure', { reason: 'throttled' }), 'sign-in refused: too many failures');
        throw err;
      }
      const account = await accounts.findAccount(db, email);
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
        throw new AppError(401, accounts.inactiveMessage(account!.status));
      }
      const client = { userAgent: request.headers['user-agent'], ip: request.ip };
      const tokens = await startSession(db, accounts.kind, account!.id, client, accounts.alwaysRemembered || remember);
      request.log.info(audit('login_success', { principal_id: account!.id, family_id: tokens.familyId }), 'signed in');
      setSessionCookies(reply, cookies, tokens, cookieSecure);
      return { [portal.key]: await accounts.principal(db, account!.id) };
    },
  );

  app.post(
    `${portal.prefix}/refresh-token`,
    {
      ...allow('public'),
      schema: {
        summary: `Renew the ${portal.who} session from its refresh cookie; a refresh token used twice revokes the whole session`,
        response: { 200: portal.answer, 401: errorBody.describe('No valid refresh cookie, a reused one, or an account no longer active') },
      },
    },
    async (request, reply) => {
      try {
        const tokens = await rotateRefreshToken(db, accounts.kind, request.cookies[cookies.refresh]);
        const principal = await accounts.principal(db, tokens.principalId);
        if (!principal) {
          await revokeFamily(db, tokens.familyId, 'account not active');
          throw new AppError(401, msg('account_no_longer_active'));
        }
        setSessionCookies(reply, cookies, tokens, cookieSecure);
        return { [portal.key]: principal };
      } catch (err) {
        if (err instanceof RefreshTokenReuse) {
          const audit = { event: 'refresh_token_reuse', kind: accounts.kind, principal_id: err.principalId, family_id: err.familyId, ip: request.ip };
          request.log.warn({ audit }, 'a rotated refresh token came back: its session family is revoked');
        }
        clearSessionCookies(reply, cookies, cookieSecure);
        throw err;
      }
    },
  );

  app.post(
    `${portal.prefix}/logout`,
    { ...allow('public'), schema: { summary: `End the ${portal.who} session on the server and clear its cookies`, response: { 204: noContent } } },
    async (request, reply) => {
      const familyId = portal.familyOf(request) ?? (await familyOfRefreshToken(db, request.cookies[cookies.refresh]));
      if (familyId) await revokeFamily(db, familyId, 'logout');
      clearSessionCookies(reply, cookies, cookieSecure);
      return reply.status(204).send();
    },
  );
}

/** DESIGN.md §5 "Auth (staff)" and "Auth (dealers)". */
export function authRoutes(app: Api, db: Db, cookieSecure: boolean) {
  sessionRoutes(app, db, cookieSecure, STAFF);
  sessionRoutes(app, db, cookieSecure, DEALER);
  // Answers a locked session too, saying so: a client can tell the lock screen is up (the SPA reads only `user`).
  app.get('/api/me', { ...allow('staff-even-locked'), schema: { summary: 'The signed-in staff user, and whether the session is locked', response: { 200: meAnswer } } }, async (request) => ({
    user: request.staff!.user,
    locked: request.staff!.locked,
  }));
}
