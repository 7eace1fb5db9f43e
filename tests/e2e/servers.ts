import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The browser tests run on E2E_WORKERS Playwright workers, each against a server of its own
// (the one build, started once per worker on its own port and fresh data directory), so a test
// never meets another worker's writes (docs/decisions.md, "Testing and CI").

/** How many workers, hence servers; 2 on this two-core machine (a worker leaves a core mostly idle). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The first server's port; worker n uses the port n after it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

export function serverPort(parallelIndex: number): number {
  return E2E_PORT + parallelIndex;
}

/** Per port, so two runs on one machine do not wipe each other's database. */
export function serverDataDir(port: number): string {
  return path.join(os.tmpdir(), `stockyard-e2e-${port}`);
}

/** The newest mail to `to` in a server's outbox (DATA_DIR/outbox), quoted-printable undone. */
export function latestMailTo(baseURL: string, to: string): string | undefined {
  const outbox = path.join(serverDataDir(Number(new URL(baseURL).port)), 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(`-${to}.eml`)).sort() : [];
  const newest = files.at(-1);
  // Quoted-printable: long lines are folded with "=" and "=" itself is written "=3D".
  return newest && fs.readFileSync(path.join(outbox, newest), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * The database of a worker's server (its embedded PostgreSQL, read from the data directory), for
 * a second API process on the same data.
 */
export function serverDatabaseUrl(baseURL: string): string {
  const dataDir = serverDataDir(Number(new URL(baseURL).port));
  const pgDir = path.join(dataDir, 'pg');
  const port = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://stockyard:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
