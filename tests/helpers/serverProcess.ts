import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

const root = path.resolve(import.meta.dirname, '../..');

type Answer = { status: number; json: Record<string, unknown> | null; headers: Headers };

/** A browser-like client over real HTTP: cookies and the XSRF header. */
export class HttpSession {
  private cookies = new Map<string, string>();
  constructor(public base: string) {}

  async send(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: this.cookieHeader(), ...extraHeaders };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const res = await fetch(this.base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      const [k, v] = [pair.slice(0, at), pair.slice(at + 1)];
      if (v === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(k);
      else this.cookies.set(k, v);
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null, headers: res.headers };
  }

  async signIn(credentials: { email: string; password: string }, loginPath = '/api/login') {
    await this.send('GET', '/api/csrf-cookie');
    const res = await this.send('POST', loginPath, credentials);
    if (res.status !== 200) throw new Error(`sign-in at ${loginPath} failed: ${res.status}`);
  }

  /** The Cookie header this browser sends, for requests made without `send`. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The same cookies (the same signed-in browser) talking to another server. */
  copyTo(base: string): HttpSession {
    const copy = new HttpSession(base);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The production entry point (server/server.ts) in its own process group (so a test can kill
 * it with its embedded PostgreSQL), answering once it logs "serving on".
 */
export async function spawnServer(env: Record<string, string>, opts: { port?: number } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', ...env },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 45_000;
  while (!out.includes('serving on')) {
    if (Date.now() > until || child.exitCode !== null) {
      if (child.exitCode === null) killGroup(child, 'SIGKILL');
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { child, base: `http://127.0.0.1:${port}`, port, output: () => out, exited, stop };
}

/** A real API process on an existing database. */
export function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  return spawnServer({ DATABASE_URL: databaseUrl, SEED_DEMO: '0' });
}

/** Signals every process of the server's group: the server and the PostgreSQL it started. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is already gone.
  }
}

/** Waits until no process of the server's group is left (a killed postmaster's backends exit on their own). */
export async function groupGone(child: ChildProcess, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    if (Date.now() > until) throw new Error(`processes of group ${child.pid} still running`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pid of the embedded PostgreSQL's postmaster, from DATA_DIR/pg/postmaster.pid. */
export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}
