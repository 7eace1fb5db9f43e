import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, redactUrl, type Database } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';

// The bench data set lives in its own cluster (bench/.data) or BENCH_DATABASE_URL — never in
// the demo database of DATA_DIR, which a 100k-product seed would bury.
export const BENCH_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.data');

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench#2025' };
/** Portal logins of dealers 1..BENCH_DEALERS: the order bench has one dealer per connection. */
export const BENCH_DEALERS = 10;
export const benchDealer = (n: number) => ({ email: `bench-dealer${n}@example.com`, password: 'Bench#2025' });

export interface BenchDatabase {
  url: string;
  describe: string;
  stop(): Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, describe: redactUrl(given), stop: async () => {} };
  const cluster = await startEmbeddedPostgres(BENCH_DATA_DIR);
  return { url: cluster.url(), describe: `embedded PostgreSQL in ${path.join(BENCH_DATA_DIR, 'pg')}`, stop: () => cluster.stop() };
}

export function openPool(url: string, max = 10): Database {
  return connect(url, max);
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`  ${label} … `);
  const result = await work();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
