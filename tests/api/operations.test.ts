import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { backupDatabase, restoreDatabase } from '../../server/ops/backup';
import { connect, type Database } from '../../server/db/client';
import { shippedMigrations } from '../../server/db/migrationLevel';
import { SYSTEM } from '../../server/services/audit';
import { hashPassword } from '../../server/services/passwords';
import { findStockMismatches } from '../../server/ops/reconcile';
import { applyStockChange, stockTransaction } from '../../server/services/stockLedger';
import { ADMIN, buildTestApp, type TestApp } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { HttpSession, killGroup, spawnServer } from '../helpers/serverProcess';

// Issue 10 item 6: health check, request ids in the logs, production start-up checks,
// graceful shutdown of a real process, backup and restore.

const root = path.resolve(import.meta.dirname, '../..');
const TEST_CONFIG = { cookieSecure: false, distDir: '/nonexistent', dataDir: '/nonexistent', smtpUrl: undefined, publicUrl: 'http://stockyard.test' };

let tmp: string;
let t: TestApp;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-ops-'));
  fs.chmodSync(tmp, 0o755);
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A database with nothing in it, on the test cluster. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `e_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`create database ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = connect(adminUrl, 1);
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

describe('GET /api/health', () => {
  it('answers 200 without a session when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migration the database lacks', async () => {
    const last = shippedMigrations().at(-1)!;
    const [row] = await t.sql(`delete from drizzle.__drizzle_migrations where created_at = $1 returning id, hash, created_at`, [last.when]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', database: 'ok', migrations: 'behind', missing: [last.tag] });
    } finally {
      await t.sql(`insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)`, [row.id, row.hash, row.created_at]);
    }
  });

  it('answers 503 when the database does not answer, without saying why to the caller', async () => {
    const database = connect((t.database as Database & { url: string }).url, 1);
    const app = await buildApp({ database, config: TEST_CONFIG, mailer: async () => {} });
    await database.pool.end();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable', migrations: 'unknown', message: 'The database does not answer' });
    await app.close();
  });
});

describe('structured logs with request ids', () => {
  async function loggedApp(trustProxy: false | number | string[] = false) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ database: t.database, config: { ...TEST_CONFIG, trustProxy }, logger: { level: 'info', stream }, mailer: async () => {} });
    return { app, lines };
  }

  it("keeps a well-formed X-Request-Id, echoes it, and every JSON line of the request carries it", async () => {
    const { app, lines } = await loggedApp();
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42:1');
    const mine = lines.filter((l) => l.reqId === 'lb-7f3a.42:1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ level: 30, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    await app.close();
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY trusts the proxy: it is what login throttling counts', async () => {
    const failedSignInFrom = async (trustProxy: false | number | string[]) => {
      const { app, lines } = await loggedApp(trustProxy);
      const csrf = await app.inject({ method: 'GET', url: '/api/csrf-cookie' });
      const jar = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          'x-forwarded-for': '203.0.113.7',
          cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': jar['XSRF-TOKEN'],
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#2025' }),
      });
      await app.close();
      return (lines.find((l) => (l.audit as { event?: string } | undefined)?.event === 'login_failure')?.audit as { ip: string }).ip;
    };
    expect(await failedSignInFrom(false)).toBe('127.0.0.1');
    expect(await failedSignInFrom(['127.0.0.1'])).toBe('203.0.113.7');
    expect(await failedSignInFrom(1)).toBe('203.0.113.7');
    expect(await failedSignInFrom(['10.9.9.9'])).toBe('127.0.0.1');
  });

  it('replaces a missing or malformed id with a fresh UUID', async () => {
    const { app, lines } = await loggedApp();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids: string[] = [];
    for (const given of [undefined, 'has spaces" and "quotes', 'x'.repeat(129)]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(uuid);
      expect(lines.filter((l) => l.reqId === id)).toHaveLength(2);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(3);
    await app.close();
  });
});

/** Runs server/server.ts until it exits; its exit code and what it printed. */
async function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', PORT: '0', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe('NODE_ENV=production', () => {
  const STRONG = 'Qm9vdHN0cmFwLXByb2R1Y3Rpb24tc2VjcmV0LWZvci10ZXN0cw';

  it('refuses to start on the demo data set with the default secret and insecure cookies, naming each problem', async () => {
    const database = await freshDatabase();
    try {
      const { code, output } = await runServer({ NODE_ENV: 'production', DATABASE_URL: database.url });
      expect(code).toBe(1);
      expect(output).toContain('stockyard: NODE_ENV=production refuses to start until this is fixed:');
      expect(output).toMatch(/- SECRET is not set .*set SECRET/);
      expect(output).toMatch(/- cookies would be sent without Secure .*set COOKIE_SECURE=1/);
      expect(output).toMatch(/- demo accounts still have their published passwords \(admin@example\.com, viewer@example\.com, store@example\.com, tom\.okafor@example\.com, dealer@example\.com, dealer2@example\.com\)/);
      expect(output).not.toContain('serving on');

      const seeding = await runServer({ NODE_ENV: 'production', DATABASE_URL: database.url, SECRET: STRONG, COOKIE_SECURE: '1', SEED_DEMO: '1' });
      expect(seeding.code).toBe(1);
      expect(seeding.output).toMatch(/- SEED_DEMO=1 seeds the demo accounts/);
      expect(seeding.output).not.toMatch(/SECRET is|without Secure/);

      // Changing the demo passwords is enough: nobody can use the published ones any more.
      const hash = await hashPassword('An0ther-long-passphrase!');
      await database.pool.query(`update users set password_hash = $1 where email like '%@example.com'`, [hash]);
      await database.pool.query(`update dealers set portal_password_hash = $1 where portal_email is not null`, [hash]);
      const fixed = spawnServer({ NODE_ENV: 'production', DATABASE_URL: database.url, SECRET: STRONG, COOKIE_SECURE: '1' });
      await (await fixed).stop();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('does not seed the demo data set by default', async () => {
    const empty = await emptyDatabase();
    try {
      const server = await spawnServer({ NODE_ENV: 'production', DATABASE_URL: empty.url, SECRET: STRONG, COOKIE_SECURE: '1' });
      await server.stop();
      expect(server.output()).not.toMatch(/demo data seeded/);
      const check = connect(empty.url, 1);
      expect((await check.pool.query(`select count(*)::int as n from users`)).rows).toEqual([{ n: 0 }]);
      await check.close();
    } finally {
      await empty.drop();
    }
  }, 30_000);
});

describe('graceful shutdown', () => {
  const pgControlState = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'pg', 'global', 'pg_control')).readUInt32LE(16);
  const DB_SHUTDOWNED = 1;

  /** An export of every product, read no further than its first chunk: a request held in flight by its client. */
  async function slowExport(base: string, session: HttpSession) {
    const req = http.get(`${base}/api/products/export.csv`, { headers: { cookie: session.cookieHeader(), 'accept-encoding': 'identity' } });
    req.on('error', () => {});
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    res.pause();
    res.on('error', () => {});
    const closed = new Promise((resolve) => res.once('close', resolve));
    /** Reads the rest; `complete` says whether the whole answer arrived. */
    const read = async () => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.resume();
      await closed;
      return { body: Buffer.concat(chunks).toString('utf8'), complete: res.complete };
    };
    return { res, read };
  }

  /** An administrator and enough products that an export cannot sit whole in the socket buffers. */
  async function arrange(dataDir: string) {
    const [, , , port] = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    const cluster = connect(`postgres://stockyard:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/postgres`, 1);
    const [{ id: roleId }] = (await cluster.pool.query(`insert into roles (name) values ('Operator') returning id`)).rows;
    await cluster.pool.query(`insert into role_permissions (role_id, permission_id) select $1, id from permissions`, [roleId]);
    await cluster.pool.query(`insert into users (full_name, email, password_hash, role_id, status) values ('Op', $1, $2, $3, 'active')`, [
      ADMIN.email,
      await hashPassword(ADMIN.password),
      roleId,
    ]);
    await cluster.pool.query(`insert into categories (name) values ('Bulk')`);
    await cluster.pool.query(`insert into products (sku, name, category_id, dealer_price, cost)
      select 'BULK-' || g, 'Bulk product number ' || g || ' with a name long enough to fill the export', (select min(id) from categories), 9.5, 4.25
      from generate_series(1, 30000) g`);
    await cluster.close();
  }

  it('SIGTERM lets a request in flight finish, refuses new ones, stops PostgreSQL cleanly and exits 0; a second signal cuts at once', async () => {
    const dataDir = path.join(tmp, 'graceful');
    let server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    try {
      await arrange(dataDir);
      const session = new HttpSession(server.base);
      await session.signIn(ADMIN);

      const exported = await slowExport(server.base, session);
      expect(exported.res.statusCode).toBe(200);
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 700));
      expect(server.child.exitCode).toBeNull();
      await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
      const csv = await exported.read();
      expect(csv.complete).toBe(true);
      expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 30000);
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/SIGTERM: finishing requests in flight[\s\S]*stockyard: stopped/);
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(pgControlState(dataDir)).toBe(DB_SHUTDOWNED);

      server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
      const again = await slowExport(server.base, session.copyTo(server.base));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/SIGTERM again: closing open connections/);
      expect((await again.read()).complete).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(pgControlState(dataDir)).toBe(DB_SHUTDOWNED);
    } finally {
      killGroup(server.child, 'SIGKILL');
    }
  }, 60_000);
});

describe('backup and restore', () => {
  const tablesSql = `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'drizzle') order by 1`;
  const quote = (name: string) => name.split('.').map((p) => `"${p}"`).join('.');

  /** Every table as an md5 of its ordered rows, and every sequence's position. */
  async function fingerprint(db: Database): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const { name } of (await db.pool.query<{ name: string }>(tablesSql)).rows) {
      // A restore moves the event streams' horizon to itself: a cursor from before it asks for a refetch;
      // and the webhook and mail dispatchers' cursors to itself (the restored events' deliveries and mails are restored too).
      if (name === 'public.events_pruned' || name === 'public.webhook_cursor' || name === 'public.mail_cursor') continue;
      const { rows } = await db.pool.query(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${quote(name)} t`);
      out[name] = rows[0];
    }
    const seqs = await db.pool.query<{ name: string }>(`select schemaname || '.' || sequencename as name from pg_sequences where schemaname in ('public', 'drizzle')`);
    for (const { name } of seqs.rows) out[`seq ${name}`] = (await db.pool.query(`select last_value::text, is_called from ${quote(name)}`)).rows[0];
    return out;
  }

  /** Changes across the tables: inserts, updates, deletes, the stock ledger and the document numbers. */
  async function changeEverything(db: Database) {
    await db.pool.query(`insert into categories (name) values ('Added after the backup')`);
    await db.pool.query(`update products set name = name || ' (renamed)' where id <= 20`);
    await db.pool.query(`delete from role_permissions where role_id = (select id from roles where name = 'Auditor')`);
    await db.pool.query(`update dealers set credit_limit = credit_limit + 1`);
    await stockTransaction(db.db, (tx) => applyStockChange(tx, { productId: 3, rackId: 1, delta: 5, kind: 'adjustment', actor: SYSTEM }));
    await db.pool.query(`select nextval('order_number_seq'), nextval('stock_adjustment_number_seq')`);
  }

  const runScript = async (script: string, args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output };
  };

  it('npm run backup / restore bring back every table and sequence exactly', async () => {
    const database = await freshDatabase();
    const dir = path.join(tmp, 'round-trip');
    const db = connect(database.url, 2);
    try {
      const before = await fingerprint(db);
      const backup = await runScript('scripts/backup.ts', [dir], { DATABASE_URL: database.url });
      expect(backup.output).toMatch(new RegExp(`^backup: \\d+ tables, \\d+ rows, migration ${shippedMigrations().at(-1)!.tag} -> ${dir}`));
      expect(backup.code).toBe(0);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      expect(manifest.tables.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['drizzle.__drizzle_migrations', 'public.stock_movements', 'public.orders']));
      expect(fs.statSync(path.join(dir, 'public.users.copy')).mode & 0o777).toBe(0o600);

      await changeEverything(db);
      expect(await fingerprint(db)).not.toEqual(before);
      await db.close();

      const restore = await runScript('scripts/restore.ts', [dir], { DATABASE_URL: database.url });
      expect(restore.output).toMatch(/^restore: \d+ tables, \d+ rows from /);
      expect(restore.code).toBe(0);
      const after = connect(database.url, 2);
      expect(await fingerprint(after)).toEqual(before);
      expect((await after.pool.query('select count(*)::int as n from events_pruned')).rows[0].n).toBe(1);
      expect(await findStockMismatches(after.db)).toEqual([]);
      await after.close();
    } finally {
      await db.close().catch(() => {});
      await database.close();
    }
  }, 60_000);

  it('refuses, changing nothing, while other sessions use the database, at another migration level, or from a damaged backup; a failure halfway rolls back', async () => {
    const database = await freshDatabase();
    const dir = path.join(tmp, 'refusals');
    const db = connect(database.url, 2);
    try {
      await backupDatabase(db.pool, dir);
      await changeEverything(db);
      const changed = await fingerprint(db);
      const other = connect(database.url, 1);
      await other.pool.query('select 1');
      await expect(restoreDatabase(db, dir)).rejects.toThrow(/other session\(s\) are connected to this database: stop Stockyard/);
      await other.close();

      const last = shippedMigrations().at(-1)!;
      const [row] = (await db.pool.query(`delete from drizzle.__drizzle_migrations where created_at = $1 returning id, hash, created_at`, [last.when])).rows;
      await expect(restoreDatabase(db, dir)).rejects.toThrow(new RegExp(`backup is at migration ${last.tag}, the database at ${shippedMigrations().at(-2)!.tag}`));
      await db.pool.query(`insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)`, [row.id, row.hash, row.created_at]);

      // A manifest that disagrees with its files fails halfway through: the transaction leaves everything as it was.
      const manifestFile = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.tables.find((t: { name: string }) => t.name === 'public.stock_movements').rows += 1;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      await expect(restoreDatabase(db, dir)).rejects.toThrow(/public\.stock_movements\.copy gave \d+ rows, the manifest says \d+/);
      expect(await fingerprint(db)).toEqual(changed);

      fs.appendFileSync(path.join(dir, 'public.products.copy'), '9999\tX\n');
      await expect(restoreDatabase(db, dir)).rejects.toThrow(/public\.products\.copy is missing or damaged/);
      expect(await fingerprint(db)).toEqual(changed);
    } finally {
      await db.close();
      await database.close();
    }
  }, 30_000);

  it('a backup taken while stock is being posted is one snapshot: restored into an empty database, the ledger reconciles', async () => {
    const database = await freshDatabase();
    const empty = await emptyDatabase();
    const dir = path.join(tmp, 'online');
    const db = connect(database.url, 4);
    let posting = true;
    try {
      const writer = (async () => {
        for (let i = 0; posting; i++) {
          await stockTransaction(db.db, (tx) => applyStockChange(tx, { productId: 1 + (i % 40), rackId: 1 + (i % 5), delta: 1, kind: 'adjustment', actor: SYSTEM }));
        }
      })();
      await new Promise((r) => setTimeout(r, 100));
      const manifest = await backupDatabase(db.pool, dir);
      posting = false;
      await writer;
      expect(manifest.tables.find((t) => t.name === 'public.stock_movements')!.rows).toBeGreaterThan(0);

      const target = connect(empty.url, 2);
      await restoreDatabase(target, dir);
      expect(await findStockMismatches(target.db)).toEqual([]);
      const [{ n }] = (await target.pool.query(`select count(*)::int as n from stock_movements`)).rows;
      expect(n).toBe(manifest.tables.find((t) => t.name === 'public.stock_movements')!.rows);
      await target.close();
    } finally {
      posting = false;
      await db.close();
      await database.close();
      await empty.drop();
    }
  }, 30_000);
});
