import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { idParams, messageAnswer } from '../../contract/api';
import { users as userDef } from '../../contract/access';
import { msg } from '../../contract/messages';
import type { Database, Db } from '../db/client';
import { auditLog, passwordResets, permissions, rolePermissions, sessionFamilies, users } from '../db/schema';
import { conflict, invalid } from '../errors';
import { needs } from '../plugins/routeAccess';
import { staffActor, type Api, type ServerCollection } from '../routes/collections';
import { diff, recordAudit, type Actor } from '../services/audit';
import { recordChanged } from '../services/events';
import { getRecord, touch, type CollectionBinding, type Row } from '../services/records';
import type { Mail, Mailer } from '../services/mail';
import { hashPassword } from '../services/passwords';
import { assertMayChangeUser, assertMayGiveRole, assertRoleManagerRemains, managesRoles } from '../services/privilege';
import { revokePasswordResets, revokePrincipalSessions, sameEmail } from '../services/sessions';
import { outer } from '../services/wording';

export const userBinding: CollectionBinding = {
  def: userDef,
  table: users,
  hidden: ['password_hash'],
  computed: {
    // What the account holds, as the session user carries it: the staff screens offer no change the server would refuse (issue 32).
    permissions: sql<string>`coalesce((select string_agg(p.name, ',' order by p.name)
      from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id where rp.role_id = ${outer('users')}.role_id), '')`.as('permissions'),
    last_sign_in_at: sql<string | null>`(select max(f.created_at) from ${sessionFamilies} f where f.principal_kind = 'staff' and f.principal_id = ${outer('users')}.id)`.as(
      'last_sign_in_at',
    ),
  },
  constraints: {
    users_email_unique: { field: 'email', message: msg('user_email_taken') },
    users_role_id_roles_id_fk: { field: 'role_id', message: msg('role_missing') },
  },
  async validate(tx, data, { actor, id, current }) {
    if (data.status === 'active' && !data.role_id) throw invalid({ role_id: msg('active_user_needs_role') });
    // DESIGN.md §3 (issue 32): the account as it stands must be within the actor's permissions,
    // nobody changes their own role or status, and a role is given only within what one holds.
    if (current) await assertMayChangeUser(tx, actor, current);
    if (current && id === actor.id) {
      if (data.role_id !== current.role_id) throw conflict('own_role');
      if (data.status !== current.status) throw conflict('disable_own_account');
    }
    if (data.role_id && data.role_id !== current?.role_id) await assertMayGiveRole(tx, actor, data.role_id as number);
  },
  async afterUpdate(tx, before, after, ctx) {
    const id = after.id as number;
    // "Disable" ends that user's sessions at once, not at their next token refresh.
    if (before.status === 'active' && after.status !== 'active') await revokePrincipalSessions(tx, 'staff', id, `account ${after.status}`);
    // A new sign-in email: whoever held the account through the old one (a session, a reset link) loses it, and the old address is told.
    if (!sameEmail(before.email, after.email)) {
      await revokePrincipalSessions(tx, 'staff', id, 'email changed');
      await revokePasswordResets(tx, id);
      ctx.notify(emailChangedNotice(before, after, ctx.actor));
    }
    const leftRole = before.status === 'active' && (after.status !== 'active' || after.role_id !== before.role_id);
    if (leftRole && (await managesRoles(tx, before.role_id as number | null))) await assertRoleManagerRemains(tx);
  },
  async beforeDelete(tx, record, { actor }) {
    if (record.id === actor.id) throw conflict('delete_own_account');
    await assertMayChangeUser(tx, actor, record);
    if (record.status === 'active' && (await managesRoles(tx, record.role_id as number | null))) await assertRoleManagerRemains(tx, { leaving: record.id as number });
    const [made] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.actor_kind, 'staff'), eq(auditLog.actor_id, record.id as number)))
      .limit(1);
    if (made) throw conflict('user_has_history', { name: record.full_name as string });
    await revokePrincipalSessions(tx, 'staff', record.id as number, 'account deleted');
  },
};

/** The notice to the old address when a user's sign-in email changes: if it was not them, they know whom to ask. */
function emailChangedNotice(before: Row, after: Row, actor: Actor): Mail {
  const by = actor.id === before.id ? 'you (signed in as yourself)' : (actor.name ?? 'an administrator');
  return {
    to: before.email as string,
    subject: 'Your Stockyard sign-in email was changed',
    text:
      `Hello ${before.full_name},\n\nThe email you sign in to Stockyard with was changed from ${before.email} to ${after.email} by ${by}.\n` +
      `Every session of your account has been signed out, and password reset links sent before no longer work.\n\n` +
      `If you did not expect this, contact your Stockyard administrator at once.\n`,
  };
}

const RESET_HOURS = 24;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a password reset: a one-time link mailed to the user. Nobody sets another's password. */
export async function sendPasswordReset(db: Db, mail: Mailer, opts: { userId: number; origin: string; actor: Actor | null }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const user = await db.transaction(async (tx) => {
    const row = await getRecord(tx, userBinding, opts.userId);
    // Sent by staff: only for an account within their permissions (a reset mailed to an address they set is a takeover).
    if (opts.actor) await assertMayChangeUser(tx, opts.actor, row);
    await tx.insert(passwordResets).values({
      token_hash: hashToken(token),
      user_id: opts.userId,
      expires_at: sql`now() + make_interval(hours => ${RESET_HOURS})`,
    });
    if (opts.actor) await recordAudit(tx, { collection: 'users', recordId: opts.userId, action: 'password-reset', actor: opts.actor, changes: {} });
    return row;
  });
  const link = `${opts.origin}/reset-password?token=${token}`;
  await mail({
    to: user.email as string,
    subject: 'Reset your Stockyard password',
    text: `Hello ${user.full_name},\n\nTo choose a new Stockyard password, open this link within ${RESET_HOURS} hours:\n\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
  });
  return user.email as string;
}

/** Sets the password from a reset link; the link works once, and every session of the user ends. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.token_hash, hashToken(token)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, sql`now()`)))
      .returning({ user_id: passwordResets.user_id });
    if (!reset) throw invalid({ token: msg('reset_link_invalid') }, msg('reset_link_invalid_short'));
    const before = await getRecord(tx, userBinding, reset.user_id, true);
    await tx
      .update(users)
      .set({ password_hash: hash, ...touch })
      .where(eq(users.id, reset.user_id));
    await revokePrincipalSessions(tx, 'staff', reset.user_id, 'password reset');
    await revokePasswordResets(tx, reset.user_id);
    const actor: Actor = { kind: 'staff', id: reset.user_id, name: before.full_name as string };
    await recordAudit(tx, { collection: 'users', recordId: reset.user_id, action: 'password-changed', actor, changes: {} });
    await recordChanged(tx, 'users', 'updated', { ...before, version: (before.version as number) + 1 }, actor);
  });
}

/** /register: an account that holds no role and stays pending until an administrator activates it. */
export async function registerUser(db: Db, input: { full_name: string; email: string; password: string }): Promise<void> {
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ full_name: input.full_name, email: input.email, password_hash: hash, status: 'pending', role_id: null })
      .onConflictDoNothing()
      .returning();
    if (!created) return;
    const { password_hash: _hidden, ...visible } = created;
    const actor: Actor = { kind: 'staff', id: created.id, name: created.full_name };
    await recordAudit(tx, { collection: 'users', recordId: created.id, action: 'register', actor, changes: diff(null, visible) });
    await recordChanged(tx, 'users', 'created', created, actor);
  });
}

function userRoutes(app: Api, { db }: Database, opts: { mailer: Mailer; publicUrl: string }) {
  app.post(
    '/api/users/:id/password-reset',
    { ...needs('users', 'write'), schema: { summary: 'Mail the user a one-time link to choose a new password', params: idParams, response: { 202: messageAnswer } } },
    async (request, reply) => {
      const email = await sendPasswordReset(db, opts.mailer, { userId: request.params.id, origin: opts.publicUrl, actor: staffActor(request) });
      return reply.status(202).send({ message: `A password reset link was sent to ${email}.` });
    },
  );
}

export const usersCollection: ServerCollection = { binding: userBinding, routes: (app, database, ctx) => userRoutes(app, database, ctx) };
