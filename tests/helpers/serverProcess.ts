import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

const root = path.resolve(import.meta.dirname, '../..');

/** A browser-like client over real HTTP: cookies and the XSRF header. */
export class HttpSession {
  private cookies = new Map<string, string>();
  constructor(public base: string) {}
  async send(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const res = await fetch(this.base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      this.cookies.set(k, v);
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  }

  async signIn(credentials: { email: string; password: string }) {
    await this.send('GET', '/api/csrf-cookie');
    const res = await this.send('POST', '/api/login', credentials);
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  }
}

/** A real API process (server/server.ts) on an existing database, answering once it logs "serving on". */
export async function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; base: string; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent' },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const until = Date.now() + 30_000;
  while (!out.includes('serving on')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return { child, base: `http://127.0.0.1:${port}`, stop };
}
