import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { freshDatabase } from '../helpers/db';

const root = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, detached: true, env: { ...process.env, LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', ...env } });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** The processes under `pid`: postgres runs as a child of the server. */
function descendants(pid: number): { pid: number; command: string }[] {
  const all = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return [{ pid: Number(d), ppid: Number(stat.split(') ')[1].split(' ')[1]), command: fs.readFileSync(`/proc/${d}/cmdline`, 'utf8') }];
      } catch {
        return [];
      }
    });
  const found: { pid: number; command: string }[] = [];
  const walk = (parent: number) => {
    for (const p of all.filter((q) => q.ppid === parent)) {
      found.push(p);
      walk(p.pid);
    }
  };
  walk(pid);
  return found;
}

async function waitFor(started: Started, pattern: RegExp, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pattern.test(started.output())) {
    if (Date.now() > until || started.child.exitCode !== null) throw new Error(`never saw ${pattern}:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function failsWith(env: Record<string, string>): Promise<string> {
  const started = startServer(env);
  expect(await started.exited).toBe(1);
  const lines = started.output().trim().split('\n').filter((l) => !l.startsWith('npm warn'));
  return lines.at(-1)!;
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-start-'));
  fs.chmodSync(tmp, 0o755);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('start-up errors are one clear line', () => {
  it('for a DATABASE_URL that is not a PostgreSQL URL', async () => {
    expect(await failsWith({ DATABASE_URL: 'mysql://root@localhost/db' })).toBe('stockyard: DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  it('for a DATABASE_URL nobody answers, without printing the password', async () => {
    const port = await freePort();
    const line = await failsWith({ DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/stock` });
    expect(line).toMatch(new RegExp(`^stockyard: cannot connect to DATABASE_URL postgres://app:\\*\\*\\*@127.0.0.1:${port}/stock: .*ECONNREFUSED`));
    expect(line).not.toContain('s3cret');
  });

  it('for a DATA_DIR that cannot be written', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, '');
    expect(await failsWith({ DATA_DIR: path.join(file, 'data') })).toBe(`stockyard: DATA_DIR ${path.join(file, 'data')} is not writable (ENOTDIR)`);
  });

  it('for a port already in use', async () => {
    const db = await freshDatabase();
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      expect(await failsWith({ DATABASE_URL: db.url, PORT: String(port), SEED_DEMO: '0' })).toBe(
        `stockyard: port ${port} on 127.0.0.1 is already in use; set PORT to a free port`,
      );
    } finally {
      blocker.close();
      await db.close();
    }
  });
});

describe('the embedded PostgreSQL', () => {
  it('initialises DATA_DIR/pg with a private password file, survives a killed run, and stops on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'data');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'info' };

    const first = startServer(env);
    await waitFor(first, /serving on http:\/\/127\.0\.0\.1:/);
    expect(first.output()).toMatch(/initialising PostgreSQL/);
    expect(fs.statSync(path.join(dataDir, 'pg-password')).mode & 0o777).toBe(0o600);
    expect((await fetch(`http://127.0.0.1:${port}/api/csrf-cookie`)).status).toBe(204);

    // Killing only the server orphans postgres, still holding DATA_DIR/pg.
    const postgres = descendants(first.child.pid!).filter((p) => p.command.includes('postgres'));
    expect(postgres.length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const second = startServer(env);
    await waitFor(second, /serving on/);
    expect(second.output()).toMatch(/stopping orphaned PostgreSQL/);
    expect((await fetch(`http://127.0.0.1:${port}/api/csrf-cookie`)).status).toBe(204);

    // Killing the whole process group, postgres included, leaves a postmaster.pid naming a dead process.
    process.kill(-second.child.pid!, 'SIGKILL');
    await second.exited;
    await new Promise((r) => setTimeout(r, 300));
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const third = startServer(env);
    await waitFor(third, /serving on/);
    expect(third.output()).not.toMatch(/initialising/);
    expect((await fetch(`http://127.0.0.1:${port}/api/csrf-cookie`)).status).toBe(204);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
