import type { Database } from '../db/client';
import { isEmpty, seedDemo } from './demo';
import { grantAdministratorEverything, syncPermissions } from './permissions';
import { dispatchersFromNowOn } from '../services/eventCursor';
import { ensureSettings } from '../services/settings';

/** After migrations: permissions mirror the registry and the Administrator holds them all; the demo set lands on an empty database. */
export async function prepareData(database: Database, opts: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  await syncPermissions(database.db);
  await grantAdministratorEverything(database.db);
  await ensureSettings(database.db);
  if (!opts.seedDemo || !(await isEmpty(database.db))) return { seeded: false };
  await seedDemo(database.db);
  // The demo's orders were confirmed, dispatched and cancelled in the past: nobody is mailed nor sent a webhook about them.
  await dispatchersFromNowOn(database.pool);
  return { seeded: true };
}
