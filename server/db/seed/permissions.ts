import { sql } from 'drizzle-orm';
import { AREAS } from '../../../contract/permissions';
import type { Tx } from '../client';
import { permissions } from '../schema';

/** The permissions table mirrors contract/permissions.ts; run at every start. */
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
