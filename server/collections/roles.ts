import { eq, inArray, sql } from 'drizzle-orm';
import { idParams } from '../../contract/api';
import { roles as roleDef, rolePermissionsInput, roleRecord } from '../../contract/access';
import { count, msg } from '../../contract/messages';
import type { Permission } from '../../contract/permissions';
import type { Database, Db } from '../db/client';
import { permissions, rolePermissions, roles, users } from '../db/schema';
import { conflict } from '../errors';
import { needs } from '../plugins/routeAccess';
import { staffActor, type Api, type ServerCollection } from '../routes/collections';
import { recordAudit, type Actor } from '../services/audit';
import { recordChanged } from '../services/events';
import { assertVersion, getRecord, touch, type CollectionBinding, type Row } from '../services/records';
import { assertMayChangeRole, assertMayGrant, assertRoleManagerRemains } from '../services/privilege';
import { outer } from '../services/wording';

const rolePermissionNames = sql<string>`coalesce((select string_agg(p.name, ',' order by p.name)
  from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id where rp.role_id = ${outer('roles')}.id), '')`;

export const roleBinding: CollectionBinding = {
  def: roleDef,
  table: roles,
  computed: {
    user_count: sql<number>`(select count(*)::int from ${users} u where u.role_id = ${outer('roles')}.id)`.as('user_count'),
    permissions: rolePermissionNames.as('permissions'),
  },
  constraints: { roles_name_unique: { field: 'name', message: msg('role_name_taken') } },
  // Issue 32: a role holding what the actor lacks is not theirs to rename or delete.
  async validate(_tx, _data, { actor, current }) {
    if (current) assertMayChangeRole(actor, { name: current.name, permissions: permissionNames(current) });
  },
  // A role with users cannot go, so deleting one takes manage_roles from nobody active.
  async beforeDelete(_tx, record, { actor }) {
    assertMayChangeRole(actor, { name: record.name, permissions: permissionNames(record) });
    const n = record.user_count as number;
    if (n > 0) throw conflict('role_has_users', { name: record.name as string, count: count(n, 'user') });
  },
};

/** A role record's permissions, as a list. */
const permissionNames = (role: Row): string[] => String(role.permissions ?? '').split(',').filter(Boolean);

/** roles/{id}/permissions: replaces the role's whole permission set; users feel it on their next request. */
export async function setRolePermissions(db: Db, roleId: number, body: { version: number; permissions: Permission[] }, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, roleBinding, roleId, true);
    const before = permissionNames(current);
    // Issue 32: only a role within the actor's permissions is theirs to change, and only to what they hold.
    assertMayChangeRole(actor, { name: current.name, permissions: before });
    assertVersion(body, current);
    const next = [...new Set(body.permissions)].sort();
    assertMayGrant(actor, next);
    await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
    if (next.length) {
      const ids = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, next));
      await tx.insert(rolePermissions).values(ids.map(({ id }) => ({ role_id: roleId, permission_id: id })));
    }
    if (before.includes('manage_roles') && !next.includes('manage_roles')) await assertRoleManagerRemains(tx);
    await tx.update(roles).set(touch).where(eq(roles.id, roleId));
    const updated = await getRecord(tx, roleBinding, roleId);
    await recordAudit(tx, { collection: 'roles', recordId: roleId, action: 'permissions', actor, changes: { permissions: [before, next] } });
    await recordChanged(tx, 'roles', 'updated', updated, actor);
    return updated;
  });
}

function roleRoutes(app: Api, { db }: Database) {
  app.put(
    '/api/roles/:id/permissions',
    { ...needs('roles', 'write'), schema: { summary: 'Replace the role’s permissions, at the version read', params: idParams, body: rolePermissionsInput, response: { 200: roleRecord } } },
    async (request) => setRolePermissions(db, request.params.id, request.body, staffActor(request)),
  );
}

export const rolesCollection: ServerCollection = { binding: roleBinding, routes: roleRoutes };
