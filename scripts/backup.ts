import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupDatabase, openForMaintenance } from '../server/ops/backup';

// `npm run backup [-- <dir>]`: an exact copy of the database (server/ops/backup.ts), taken while
// the server runs; by default into DATA_DIR/backups/<time>/.
const config = loadConfig();
const dir = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));

try {
  const database = await openForMaintenance({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'backup' });
  try {
    const manifest = await backupDatabase(database.pool, dir);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`backup: ${manifest.tables.length} tables, ${rows} rows, migration ${manifest.migrations.level} -> ${dir}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
