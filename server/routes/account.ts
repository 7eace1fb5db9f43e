import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { changePasswordInput, forgotPasswordInput, registerInput, resetPasswordInput, unlockInput } from '../../contract/user';
import type { Database } from '../db/client';
import { allow } from '../plugins/access';
import { registerUser, resetPassword, sendPasswordReset } from '../services/access';
import type { Mailer } from '../services/mail';
import { changeOwnPassword, lockSession, unlockSession } from '../services/sessions';

/** DESIGN.md §5: register, forgot-password (no account enumeration), reset-password, change own password, lock and unlock. */
export async function accountRoutes(app: FastifyInstance, opts: { database: Database; mailer: Mailer; publicUrl: string }) {
  const { db } = opts.database;

  app.post('/api/register', allow('public'), async (request, reply) => {
    await registerUser(db, registerInput.parse(request.body ?? {}));
    // The same answer whether or not the email was taken: registering reveals no accounts.
    return reply.status(202).send({ message: 'Thank you. An administrator will review your account and give it access.' });
  });

  app.post('/api/forgot-password', allow('public'), async (request) => {
    const { email } = forgotPasswordInput.parse(request.body ?? {});
    const { rows } = await db.execute<{ id: number }>(sql`select id from users where lower(email) = lower(${email}) and status = 'active'`);
    if (rows[0]) await sendPasswordReset(db, opts.mailer, { userId: rows[0].id, origin: opts.publicUrl, actor: null });
    return { message: 'If an account exists for that email, we have sent it a link to reset the password.' };
  });

  app.post('/api/reset-password', allow('public'), async (request) => {
    const { token, password } = resetPasswordInput.parse(request.body ?? {});
    await resetPassword(db, token, password);
    return { message: 'Your password has been changed. Sign in with the new one.' };
  });

  // The lock screen: until unlocked, the session's other staff routes answer 423.
  app.post('/api/lock', allow('staff-even-locked'), async (request, reply) => {
    await lockSession(db, request.staff!.familyId);
    return reply.status(204).send();
  });

  app.post('/api/unlock', allow('staff-even-locked'), async (request) => {
    const { password } = unlockInput.parse(request.body ?? {});
    await unlockSession(db, request.staff!, password, request.ip);
    return { user: request.staff!.user };
  });

  // The session that changes the password stays; the user's other sessions and reset links end.
  app.post('/api/password', allow('staff'), async (request) => {
    await changeOwnPassword(db, request.staff!, changePasswordInput.parse(request.body ?? {}), request.ip);
    return { message: 'Your password has been changed. Your other sessions have been signed out.' };
  });
}
