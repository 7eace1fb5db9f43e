import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareData } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed/demo';
import { StartupError } from './errors';

function fail(message: string): never {
  console.error(`stockyard: ${message}`);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const say = (msg: string) => config.logLevel !== 'silent' && console.log(`stockyard: ${msg}`);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: say });
  const app = await buildApp({ database, config, logger: { level: config.logLevel } });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('shutting down');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  say(`database: ${database.describe}`);
  const { seeded } = await prepareData(database, { seedDemo: config.seedDemo });
  if (seeded) say(`demo data seeded; accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    await database.close().catch(() => {});
    if (code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is already in use; set PORT to a free port`);
    if (code === 'EACCES') fail(`not allowed to listen on port ${config.port}; choose a port above 1024`);
    if (code === 'EADDRNOTAVAIL') fail(`HOST ${config.host} is not an address of this machine`);
    throw err;
  }
  say(`serving on http://${config.host}:${config.port}`);
}

main().catch((err) => fail(err instanceof StartupError ? err.message : `failed to start: ${(err as Error).stack ?? err}`));
