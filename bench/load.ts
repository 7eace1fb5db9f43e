import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { freePort } from '../server/db/embedded';
import { BENCH_DATA_DIR } from './database';

// Load generation for `npm run bench`: autocannon against the real server in its own process
// (so the load generator does not share the server's event loop), and the raw-pg floor.

export const CONNECTIONS = 10;

export interface Measurement {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
  seconds: number;
}

export interface ApiServer {
  base: string;
  /** The server's process id (memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** The production entry point (server/server.ts) on the bench database, loopback only. */
export async function startApiServer(databaseUrl: string): Promise<ApiServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn', DATA_DIR: BENCH_DATA_DIR },
    cwd: path.resolve(BENCH_DATA_DIR, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening: ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('serving on')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A signed-in cookie jar: the XSRF cookie first, then the login's session cookies. */
export async function signIn(base: string, loginPath: string, credentials: { email: string; password: string }) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/api/csrf-cookie`));
  const xsrf = jar.get('XSRF-TOKEN')!;
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${base}${loginPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: cookie() },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in at ${loginPath} failed: ${response.status} ${await response.text()}`);
  keep(response);
  // The login answers a new anti-forgery token, bound to the new session.
  return { cookie: cookie(), xsrf: jar.get('XSRF-TOKEN')! };
}

export interface LoadSpec {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called once per request with the connection's number (0..CONNECTIONS-1): its path, body and headers. */
  next: (connection: number) => { path: string; body?: string; tag?: number; headers?: Record<string, string> };
  /** Called with every answer and the tag `next` gave its request. */
  onAnswer?: (status: number, tag: number | undefined) => void;
}

export async function hammer(base: string, spec: LoadSpec, seconds: number): Promise<Measurement> {
  let connections = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', ...spec.headers },
    requests: [
      {
        method: spec.method ?? 'GET',
        setupRequest: (request, context) => {
          const own = context as { tag?: number; connection?: number };
          own.connection ??= connections++ % CONNECTIONS;
          const { path: p, body, tag, headers } = spec.next(own.connection);
          own.tag = tag;
          return { ...request, path: p, ...(body !== undefined && { body }), ...(headers && { headers: { ...request.headers, ...headers } }) };
        },
        onResponse: (status, _body, context) => spec.onAnswer?.(status, (context as { tag?: number }).tag),
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    seconds,
  };
}

/** The floor: the same query from a raw pg pool, CONNECTIONS in flight at once, in this process. */
export async function floor(pool: pg.Pool, text: string, params: () => unknown[], seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await pool.query(text, params());
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds, requests: latencies.length, failures: 0, seconds };
}
