import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, AREAS } from '../../contract/permissions';
import type { Tx } from '../db/client';
import { permissions } from '../db/schema';

/** DESIGN.md §2: the role that holds every permission. It is found by its name, as the demo set names it. */
export const ADMINISTRATOR_ROLE = 'Administrator';

/** The permissions table mirrors the registry's areas (contract/resources.ts); run at every start. */
export async function syncPermissions(db: Tx): Promise<void> {
  const rows = AREAS.flatMap((a) => [
    { name: a.read, area: a.area, kind: 'read' as const },
    ...(a.write ? [{ name: a.write, area: a.area, kind: 'write' as const }] : []),
  ]);
  await db
    .insert(permissions)
    .values(rows)
    .onConflictDoUpdate({ target: permissions.name, set: { area: sql`excluded.area`, kind: sql`excluded.kind` } });
}

/**
 * DESIGN.md §2 "role Administrator: every permission" (issue 33 item 2): at every start the
 * Administrator receives each permission of the catalogue it lacks, so a new area needs no
 * hand-written grant in its migration. Nothing is taken away, and no other role is touched.
 */
export async function grantAdministratorEverything(db: Tx): Promise<void> {
  await db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.name = ${ADMINISTRATOR_ROLE} and p.name in (${sql.join(ALL_PERMISSIONS.map((name) => sql`${name}`), sql`, `)})
    on conflict do nothing`);
}
