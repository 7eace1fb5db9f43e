import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { StartupError } from '../errors';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded';
import { applyFunctions } from './functions';
import { shippedMigrations } from './migrationLevel';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: services take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Where the data lives, without the password: for the start-up log. */
  describe: string;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// PostgreSQL returns bigint (count(*)) as text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// A calendar date stays 'YYYY-MM-DD' everywhere (JSON and CSV alike), never a midnight in some time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool, describe: redactUrl(url), close: () => pool.end() };
}

async function checkConnection(database: Database, what: string): Promise<void> {
  try {
    await database.pool.query('select 1');
  } catch (err) {
    throw new StartupError(`cannot connect to ${what}: ${(err as Error).message}`);
  }
}

/** CREATE OR REPLACE TRIGGER, which the function files use, came with PostgreSQL 14. */
const OLDEST_POSTGRES = 140000;

/**
 * The pending migrations, then the SQL functions and triggers (server/db/functions), in one
 * transaction that first takes the migration lock: a second process starting meanwhile waits,
 * then finds the migrations applied, and nothing changes if anything fails. A transaction's lock,
 * not a session's, so it cannot outlive the start, even behind a transaction-mode pooler; hence
 * this loop rather than drizzle's migrator (which reads the last migration outside its
 * transaction). Applied migrations are recorded in drizzle's table as drizzle records them.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as version`,
    );
    if (Number(rows[0].num) < OLDEST_POSTGRES) throw new StartupError(`PostgreSQL 14 or later is needed; this server runs ${rows[0].version}`);
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('stockyard.migrate'))`);
    await client.query('create schema if not exists drizzle');
    await client.query('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
    const [{ last }] = (await client.query<{ last: number | null }>('select max(created_at) as last from drizzle.__drizzle_migrations')).rows;
    const tags = shippedMigrations();
    for (const [i, migration] of readMigrationFiles({ migrationsFolder: MIGRATIONS }).entries()) {
      if (last !== null && migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        await client.query(statement).catch((err: Error) => {
          throw new Error(`migration ${tags[i].tag}: ${err.message}`, { cause: err });
        });
      }
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
    }
    await applyFunctions(client);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * DESIGN.md §1/§2: DATABASE_URL when set (nothing is started), else the embedded cluster in
 * DATA_DIR/pg. Migrations and the SQL functions are applied before anything else touches the database.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; log?: (msg: string) => void }): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = opts.databaseUrl;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new StartupError('DATABASE_URL must be a postgres:// or postgresql:// URL');
    try {
      new URL(url);
    } catch {
      throw new StartupError('DATABASE_URL is not a valid URL');
    }
  } else {
    cluster = await startEmbeddedPostgres(opts.dataDir, opts.log);
    url = cluster.url();
  }
  const database = connect(url);
  try {
    await checkConnection(database, opts.databaseUrl ? `DATABASE_URL ${redactUrl(url)}` : 'the embedded PostgreSQL');
    await migrateDatabase(database);
  } catch (err) {
    await database.close().catch(() => {});
    await cluster?.stop();
    if (err instanceof StartupError) throw err;
    throw new StartupError(`database migration failed: ${(err as Error).message}`);
  }
  return {
    ...database,
    describe: cluster ? `embedded PostgreSQL in ${path.join(opts.dataDir, 'pg')}` : database.describe,
    close: async () => {
      await database.close();
      await cluster?.stop();
    },
  };
}
