import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { connect, migrateDatabase, type Database } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { appliedMigrations, shippedMigrations } from '../db/migrationLevel';
import { dispatchersFromNowOn } from '../services/eventCursor';

// Issue 10 "backup / restore": an exact logical export with PostgreSQL's own COPY (the embedded
// package ships no pg_dump): every table of the app's schema and drizzle's migration table,
// one consistent snapshot, with a manifest to check a restore against.

export const MANIFEST = 'manifest.json';
const FORMAT = 'stockyard-backup/1';
const SCHEMAS = ['public', 'drizzle'];

export interface BackupManifest {
  format: typeof FORMAT;
  created_at: string;
  postgres: string;
  /** drizzle's `created_at` of every applied migration, and the last one's tag when this code knows it. */
  migrations: { applied: number[]; level: string };
  tables: { name: string; columns: string[]; file: string; rows: number; sha256: string }[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
}

type Client = pg.PoolClient;
const q = (qualified: string) => qualified.split('.').map(pg.escapeIdentifier).join('.');

async function tablesOf(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1) order by 1`,
    [SCHEMAS],
  );
  return rows.map((r) => r.name);
}

/** Stored columns in table order (generated columns are computed again on restore). */
async function columnsOf(client: Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ attname: string }>(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [q(table)],
  );
  return rows.map((r) => r.attname);
}

async function sequencesOf(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = any($1) order by 1`,
    [SCHEMAS],
  );
  return rows.map((r) => r.name);
}

function levelName(applied: number[]): string {
  if (!applied.length) return 'none (an empty database)';
  const last = Math.max(...applied);
  return shippedMigrations().find((m) => m.when === last)?.tag ?? `an unknown migration (${last}) newer than this Stockyard`;
}

const fileHash = async (file: string) => {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
};

/**
 * Copies every table into `dir` inside one REPEATABLE READ, READ ONLY transaction: the files
 * are one snapshot, whatever the server writes meanwhile. The manifest is written last, so a
 * directory without one is an unfinished backup.
 */
export async function backupDatabase(pool: pg.Pool, dir: string): Promise<BackupManifest> {
  if (fs.existsSync(path.join(dir, MANIFEST))) throw new Error(`${dir} already holds a backup; choose another directory`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const applied = await appliedMigrations(client);
    if (!applied.length) throw new Error('the database holds no Stockyard schema (no migration applied): nothing to back up');
    const tables: BackupManifest['tables'] = [];
    for (const name of await tablesOf(client)) {
      const columns = await columnsOf(client, name);
      const file = `${name}.copy`;
      const hash = createHash('sha256');
      const copy = client.query(copyTo(`copy ${q(name)} (${columns.map(pg.escapeIdentifier).join(', ')}) to stdout`));
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(copy, tap, fs.createWriteStream(path.join(dir, file), { mode: 0o600 }));
      tables.push({ name, columns, file, rows: copy.rowCount, sha256: hash.digest('hex') });
    }
    // Sequences are outside transactions: a value read here may be ahead of the snapshot, which
    // only leaves a gap in the numbers after a restore, never a duplicate.
    const sequences: BackupManifest['sequences'] = [];
    for (const name of await sequencesOf(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${q(name)}`);
      sequences.push({ name, ...rows[0] });
    }
    const { rows: version } = await client.query<{ v: string }>('select version() as v');
    await client.query('commit');
    const manifest: BackupManifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      postgres: version[0].v,
      migrations: { applied, level: levelName(applied) },
      tables,
      sequences,
    };
    fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    return manifest;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no ${MANIFEST}: not a Stockyard backup, or an unfinished one`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT) throw new Error(`${file} is not a ${FORMAT} manifest`);
  return manifest;
}

/** Parents before children along the foreign keys, so every row's references exist when it is copied in. */
async function dependencyOrder(client: Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set(rows.filter((r) => r.child === t).map((r) => r.parent))]));
  const order: string[] = [];
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !order.includes(t) && [...parents.get(t)!].every((p) => order.includes(p) || !parents.has(p)));
    if (!ready.length) throw new Error(`the foreign keys between ${tables.filter((t) => !order.includes(t)).join(', ')} form a cycle`);
    order.push(...ready);
  }
  return order;
}

function sameList(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Replaces every row of every table with the backup's, in one transaction (all or nothing).
 * Refuses, changing nothing, when the backup is damaged, when other sessions use the database
 * (a running Stockyard: stop it first), or when the database is at another migration level.
 * An empty database is first brought to this code's level, when that is the backup's.
 */
export async function restoreDatabase(database: Database, dir: string): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  for (const table of manifest.tables) {
    const file = path.join(dir, table.file);
    if (!fs.existsSync(file) || (await fileHash(file)) !== table.sha256) throw new Error(`${file} is missing or damaged (its checksum differs from the manifest's)`);
  }
  const client = await database.pool.connect();
  try {
    const { rows: others } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (others[0].n > 0) throw new Error(`${others[0].n} other session(s) are connected to this database: stop Stockyard (and anything else using it) before restoring`);

    let applied = await appliedMigrations(client);
    const shipped = shippedMigrations().map((m) => m.when);
    if (!applied.length && sameList(manifest.migrations.applied, shipped)) {
      await migrateDatabase(database);
      applied = await appliedMigrations(client);
    }
    if (!sameList(applied, manifest.migrations.applied)) {
      throw new Error(
        `the backup is at migration ${manifest.migrations.level}, the database at ${levelName(applied)}. ` +
          'Restore into an empty database with the Stockyard version that made the backup, then start the version you want: it migrates the data at start.',
      );
    }
    const tables = await tablesOf(client);
    if (!sameList(tables, manifest.tables.map((t) => t.name))) throw new Error(`the database's tables differ from the backup's: ${tables.join(', ')}`);
    for (const t of manifest.tables) {
      if (!sameList(await columnsOf(client, t.name), t.columns)) throw new Error(`the columns of ${t.name} differ from the backup's`);
    }
    const order = await dependencyOrder(client, tables);
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));

    await client.query('begin');
    // The stock ledger's append-only trigger refuses TRUNCATE; a restore replaces history wholesale.
    const { rows: triggered } = await client.query<{ name: string }>(
      `select distinct n.nspname || '.' || c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
       join pg_namespace n on n.oid = c.relnamespace where not g.tgisinternal and n.nspname = any($1)`,
      [SCHEMAS],
    );
    for (const { name } of triggered) await client.query(`alter table ${q(name)} disable trigger user`);
    await client.query(`truncate ${tables.map(q).join(', ')}`);
    for (const name of order) {
      const table = byName.get(name)!;
      const copy = client.query(copyFrom(`copy ${q(name)} (${table.columns.map(pg.escapeIdentifier).join(', ')}) from stdin`));
      await pipeline(fs.createReadStream(path.join(dir, table.file)), copy);
      if (copy.rowCount !== table.rows) throw new Error(`${table.file} gave ${copy.rowCount} rows, the manifest says ${table.rows}`);
    }
    for (const { name } of triggered) await client.query(`alter table ${q(name)} enable trigger user`);
    for (const s of manifest.sequences) await client.query('select setval($1::regclass, $2::bigint, $3)', [q(s.name), s.last_value, s.is_called]);
    // Transaction ids belong to the cluster that wrote them: restored events of transactions this
    // one has not reached yet are history here (frozen), and a stream's cursor from before the
    // restore asks for a refetch (docs/decisions.md "Live streams resume by transaction, not by id").
    await client.query(`update events set xid = '2' where xid >= pg_current_xact_id()`);
    await client.query(`insert into events_pruned (one, through_xid) values (true, pg_current_xact_id()) on conflict (one) do update set through_xid = excluded.through_xid`);
    // The dispatchers read on from now: the restored events made their deliveries and mails before
    // the backup (restored too; deliveries are queued again by the sweep: pg-boss's own schema is not backed up).
    await dispatchersFromNowOn(client);
    await client.query('commit');
    return manifest;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** A running embedded PostgreSQL of DATA_DIR (its port is in postmaster.pid), or undefined. */
function runningCluster(dataDir: string): string | undefined {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n').map((l) => l.trim());
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://stockyard:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * The database `npm run backup` / `restore` work on: DATABASE_URL, else the embedded cluster
 * of DATA_DIR. A backup reads a running server's cluster as it is; a restore starts the cluster
 * itself, which refuses while a Stockyard runs on the same DATA_DIR.
 */
export async function openForMaintenance(opts: { databaseUrl?: string; dataDir: string; purpose: 'backup' | 'restore' }): Promise<Database> {
  if (opts.databaseUrl) return connect(opts.databaseUrl, 2);
  const running = opts.purpose === 'backup' ? runningCluster(opts.dataDir) : undefined;
  if (running) return connect(running, 2);
  if (opts.purpose === 'backup' && !fs.existsSync(path.join(opts.dataDir, 'pg', 'PG_VERSION'))) throw new Error(`no database in ${opts.dataDir}: set DATA_DIR or DATABASE_URL`);
  const cluster = await startEmbeddedPostgres(opts.dataDir);
  const database = connect(cluster.url(), 2);
  return {
    ...database,
    close: async () => {
      await database.close();
      await cluster.stop();
    },
  };
}
