import { errorBody, messageAnswer, noContent } from '../../contract/api';
import { localeOfAcceptLanguage } from '../../contract/messages';
import { changePasswordInput, forgotPasswordInput, registerInput, resetPasswordInput, unlockInput, userAnswer } from '../../contract/user';
import type { Database } from '../db/client';
import { allow } from '../plugins/routeAccess';
import { registerUser, resetPassword, sendPasswordReset } from '../collections/users';
import { resetDealerPassword, sendDealerPasswordReset } from '../services/dealerPasswordReset';
import type { Mailer } from '../services/mail';
import { changeOwnPassword, lockSession, unlockSession } from '../services/sessions';
import { takeResetMailTurn } from '../services/loginThrottle';
import { activeUserByEmail } from '../services/signIn';
import type { Api } from './collections';

const throttled = errorBody.describe('Too many wrong passwords: wait and try again');

/** The one answer of a forgot-password request (staff and dealers), whatever became of it. */
export const RESET_MAIL_SENT = 'If an account exists for that email, we have sent it a link to reset the password.';

/**
 * DESIGN.md §5: register, forgot-password (no account enumeration), reset-password (staff and
 * dealers), change own password, lock and unlock.
 */
export function accountRoutes(app: Api, { db }: Database, opts: { mailer: Mailer; publicUrl: string }) {
  app.post(
    '/api/register',
    { ...allow('public'), schema: { summary: 'Ask for a staff account: it waits, without a role, for an administrator', body: registerInput, response: { 202: messageAnswer } } },
    async (request, reply) => {
      await registerUser(db, request.body);
      // The same answer whether or not the email was taken: registering reveals no accounts.
      return reply.status(202).send({ message: 'Thank you. An administrator will review your account and give it access.' });
    },
  );

  app.post(
    '/api/forgot-password',
    { ...allow('public'), schema: { summary: 'Mail a password reset link (the same answer whether or not the account exists)', body: forgotPasswordInput, response: { 200: messageAnswer } } },
    async (request) => {
      const { email } = request.body;
      // Throttled per account and address (issue 32); a throttled request is answered alike, its mail not sent.
      if (await takeResetMailTurn(db, `staff:${email}`, request.ip)) {
        const userId = await activeUserByEmail(db, email);
        if (userId) await sendPasswordReset(db, opts.mailer, { userId, origin: opts.publicUrl, actor: null });
      } else request.log.warn({ audit: { event: 'reset_mail_throttled', kind: 'staff', email, ip: request.ip } }, 'password reset mail throttled');
      return { message: RESET_MAIL_SENT };
    },
  );

  app.post(
    '/api/reset-password',
    { ...allow('public'), schema: { summary: 'Choose a new password from a reset link; every session of the user ends', body: resetPasswordInput, response: { 200: messageAnswer } } },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  // DESIGN.md §5 "Auth (dealers)": the portal's own reset, throttled and answered like the staff one.
  app.post(
    '/api/dealer/forgot-password',
    {
      ...allow('public'),
      schema: { summary: 'Mail the dealer a portal password reset link, in its language (the same answer whether or not the account exists)', body: forgotPasswordInput, response: { 200: messageAnswer } },
    },
    async (request) => {
      const { email } = request.body;
      if (await takeResetMailTurn(db, `dealer:${email}`, request.ip)) {
        const locale = localeOfAcceptLanguage(request.headers['accept-language']);
        await sendDealerPasswordReset(db, opts.mailer, { email, origin: opts.publicUrl, locale });
      } else request.log.warn({ audit: { event: 'reset_mail_throttled', kind: 'dealer', email, ip: request.ip } }, 'password reset mail throttled');
      return { message: RESET_MAIL_SENT };
    },
  );

  app.post(
    '/api/dealer/reset-password',
    { ...allow('public'), schema: { summary: 'Choose a new portal password from a reset link; every portal session of the dealer ends', body: resetPasswordInput, response: { 200: messageAnswer } } },
    async (request) => {
      await resetDealerPassword(db, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  // The lock screen: until unlocked, the session's other staff routes answer 423.
  app.post('/api/lock', { ...allow('staff-even-locked'), schema: { summary: 'Lock the session (the lock screen)', response: { 204: noContent } } }, async (request, reply) => {
    await lockSession(db, request.staff!.familyId);
    return reply.status(204).send();
  });

  app.post(
    '/api/unlock',
    { ...allow('staff-even-locked'), schema: { summary: 'Unlock the session with the user’s password', body: unlockInput, response: { 200: userAnswer, 429: throttled } } },
    async (request) => {
      await unlockSession(db, request.staff!, request.body.password, request.ip);
      return { user: request.staff!.user };
    },
  );

  // The session that changes the password stays; the user's other sessions and reset links end.
  app.post(
    '/api/password',
    { ...allow('staff'), schema: { summary: 'Change the signed-in user’s password; their other sessions end', body: changePasswordInput, response: { 200: messageAnswer, 429: throttled } } },
    async (request) => {
      await changeOwnPassword(db, request.staff!, request.body, request.ip);
      return { message: 'Your password has been changed. Your other sessions have been signed out.' };
    },
  );
}
