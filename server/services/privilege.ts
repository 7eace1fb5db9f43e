import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, permissionsBeyond } from '../../contract/permissions';
import type { Tx } from '../db/client';
import { conflict, forbidden } from '../errors';
import type { Actor } from './audit';

// DESIGN.md §3 "Privilege is never gained sideways" (issue 32): a role is given, and a role's
// permissions changed, only within what the person acting holds; nobody changes a user or a role
// that holds a permission they lack; and some active user can always still manage roles. The
// route gates (manage_users, manage_roles) come first; these rules compare the target with the
// actor's own permissions (Actor.permissions, set once where the request's actor is made).

const EVERYTHING: ReadonlySet<string> = new Set(ALL_PERMISSIONS);
const NOTHING: ReadonlySet<string> = new Set();

/** What the actor holds: a staff user their role's permissions now; the system everything; anyone else nothing. */
function heldBy(actor: Actor): ReadonlySet<string> {
  if (actor.kind === 'system') return EVERYTHING;
  return actor.permissions ?? NOTHING;
}

/** The permissions of `permissions` the actor lacks, by name. */
const lackedBy = (actor: Actor, permissions: Iterable<string>): string[] => permissionsBeyond(heldBy(actor), permissions);


/** A role's permission names (none for no role). */
export async function permissionsOfRole(tx: Tx, roleId: number | null | undefined): Promise<string[]> {
  if (!roleId) return [];
  const { rows } = await tx.execute<{ name: string }>(sql`
    select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId} order by p.name`);
  return rows.map((row) => row.name);
}

/** Only someone who holds every permission of a user may change, disable, delete or reset that account. */
export async function assertMayChangeUser(tx: Tx, actor: Actor, user: Readonly<Record<string, unknown>>): Promise<void> {
  const lacking = lackedBy(actor, await permissionsOfRole(tx, user.role_id as number | null));
  if (lacking.length) {
    throw forbidden('user_beyond_your_permissions', { name: String(user.full_name), permissions: lacking.join(', ') });
  }
}

/** A role is given (a new user, or another role for a user) only by someone who holds all it holds. */
export async function assertMayGiveRole(tx: Tx, actor: Actor, roleId: number): Promise<void> {
  const { rows } = await tx.execute<{ name: string }>(sql`select name from roles where id = ${roleId}`);
  // A role that does not exist is the foreign key's field error (422), said by the write itself.
  if (!rows.length) return;
  const lacking = lackedBy(actor, await permissionsOfRole(tx, roleId));
  if (lacking.length) throw forbidden('role_to_give_beyond_your_permissions', { role: rows[0].name, permissions: lacking.join(', ') });
}

/** A role that holds a permission the actor lacks is not theirs to change, rename or delete. */
export function assertMayChangeRole(actor: Actor, role: { name: unknown; permissions: readonly string[] }): void {
  const lacking = lackedBy(actor, role.permissions);
  if (lacking.length) {
    throw forbidden('role_beyond_your_permissions', { role: String(role.name), permissions: lacking.join(', ') });
  }
}

/** The permissions ticked on a role must all be the actor's own. */
export function assertMayGrant(actor: Actor, permissions: readonly string[]): void {
  const lacking = lackedBy(actor, permissions);
  if (lacking.length) throw forbidden('permissions_beyond_yours', { permissions: lacking.join(', ') });
}

/** Whether a role (by id) holds manage_roles. */
export async function managesRoles(tx: Tx, roleId: number | null | undefined): Promise<boolean> {
  return (await permissionsOfRole(tx, roleId)).includes('manage_roles');
}

/**
 * DESIGN.md §6: someone must still be able to manage roles. Called inside the transaction of a
 * change that takes manage_roles from an active user (a role losing it, a holder disabled, given
 * another role or deleted), after that change is written; `leaving` is a user about to be
 * deleted. Only active users count: a role nobody active holds keeps nobody in charge.
 * The lock on the permission's row makes such changes take turns, and each counts after the one
 * before it committed: two administrators demoting each other at once cannot both succeed.
 */
export async function assertRoleManagerRemains(tx: Tx, opts: { leaving?: number } = {}): Promise<void> {
  await tx.execute(sql`select id from permissions where name = 'manage_roles' for no key update`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from users u
    join role_permissions rp on rp.role_id = u.role_id join permissions p on p.id = rp.permission_id
    where p.name = 'manage_roles' and u.status = 'active' ${opts.leaving !== undefined ? sql`and u.id <> ${opts.leaving}` : sql``}`);
  if (rows[0].n === 0) throw conflict('last_role_manager');
}
