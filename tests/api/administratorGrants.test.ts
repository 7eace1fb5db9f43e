import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../contract/permissions';
import { prepareData } from '../../server/seed/prepare';
import { freshDatabase, type TestDatabase } from '../helpers/db';

// DESIGN.md §2 "role Administrator: every permission", issue 33 item 2: a permission new to the
// catalogue reaches the Administrator at the next start, with no grant written by hand.

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database.close());

const held = async (role: string) =>
  (
    await database.pool.query<{ name: string }>(
      `select p.name from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id where r.name = $1 order by p.name`,
      [role],
    )
  ).rows.map((row) => row.name);

describe('the Administrator after start-up preparation', () => {
  it('receives a permission the catalogue has and the database did not, and no other role does', async () => {
    // As a database from before the area existed: the permission is not in the table, so no role holds it.
    await database.pool.query(`delete from permissions where name in ('view_stock_counts', 'manage_stock_counts')`);
    const auditorBefore = await held('Auditor');
    expect(await held('Administrator')).not.toContain('manage_stock_counts');

    await prepareData(database, { seedDemo: false });

    expect(await held('Administrator')).toEqual([...ALL_PERMISSIONS].sort());
    expect(await held('Auditor')).toEqual(auditorBefore);
    expect(await held('Storekeeper')).not.toContain('manage_stock_counts');
  });

  it('gets back a catalogue permission it lacks', async () => {
    await database.pool.query(
      `delete from role_permissions where role_id = (select id from roles where name = 'Administrator') and permission_id = (select id from permissions where name = 'manage_settings')`,
    );
    expect(await held('Administrator')).not.toContain('manage_settings');

    await prepareData(database, { seedDemo: false });

    expect(await held('Administrator')).toContain('manage_settings');
  });
});
