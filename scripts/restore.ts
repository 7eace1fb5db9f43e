import path from 'node:path';
import { loadConfig } from '../server/config';
import { openForMaintenance, restoreDatabase } from '../server/ops/backup';

// `npm run restore -- <dir>`: replaces the whole database with a backup (server/ops/backup.ts).
// Stop the server first: the restore refuses while other sessions use the database.
const config = loadConfig();
const given = process.argv[2];
if (!given) {
  console.error('usage: npm run restore -- <backup directory>   (stop the server first)');
  process.exit(1);
}
const dir = path.resolve(given);

try {
  const database = await openForMaintenance({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'restore' });
  try {
    const manifest = await restoreDatabase(database, dir);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`restore: ${manifest.tables.length} tables, ${rows} rows from ${dir} (backup of ${manifest.created_at})`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
