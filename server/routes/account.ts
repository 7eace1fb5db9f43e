import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { forgotPasswordInput, registerInput, resetPasswordInput, unlockInput } from '../../src/schema/user';
import type { Database } from '../db/client';
import { invalid } from '../errors';
import { requireStaff } from '../plugins/auth';
import { registerUser, resetPassword, sendPasswordReset } from '../services/access';
import type { Mailer } from '../services/mail';
import { verifyPassword } from '../services/passwords';

/** DESIGN.md §5: register, forgot-password (no account enumeration), reset-password, unlock. */
export async function accountRoutes(app: FastifyInstance, opts: { database: Database; mailer: Mailer; publicUrl: string }) {
  const { db } = opts.database;

  app.post('/api/register', async (request, reply) => {
    await registerUser(db, registerInput.parse(request.body ?? {}));
    // The same answer whether or not the email was taken: registering reveals no accounts.
    return reply.status(202).send({ message: 'Thank you. An administrator will review your account and give it access.' });
  });

  app.post('/api/forgot-password', async (request) => {
    const { email } = forgotPasswordInput.parse(request.body ?? {});
    const { rows } = await db.execute<{ id: number }>(sql`select id from users where lower(email) = lower(${email}) and status = 'active'`);
    if (rows[0]) await sendPasswordReset(db, opts.mailer, { userId: rows[0].id, origin: opts.publicUrl, actor: null });
    return { message: 'If an account exists for that email, we have sent it a link to reset the password.' };
  });

  app.post('/api/reset-password', async (request) => {
    const { token, password } = resetPasswordInput.parse(request.body ?? {});
    await resetPassword(db, token, password);
    return { message: 'Your password has been changed. Sign in with the new one.' };
  });

  app.post('/api/unlock', { preHandler: requireStaff() }, async (request) => {
    const { password } = unlockInput.parse(request.body ?? {});
    const { rows } = await db.execute<{ password_hash: string | null }>(sql`select password_hash from users where id = ${request.staff!.user.id}`);
    if (!(await verifyPassword(rows[0]?.password_hash, password))) throw invalid({ password: 'Wrong password' });
    return { user: request.staff!.user };
  });
}
