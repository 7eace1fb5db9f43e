import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { Database } from '../../server/db/client';
import type { Mail } from '../../server/services/mail';
import { freshDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Mail the app sent, newest last (the transport is the one collaborator replaced). */
  mails: Mail[];
  /** Raw SQL against this file's database, for arranging and checking state. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The real app on a fresh, demo-seeded PostgreSQL database; requests go through `inject`. */
export async function buildTestApp(opts: { config?: Partial<AppOptions['config']> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const mails: Mail[] = [];
  const app = await buildApp({
    database,
    config: { cookieSecure: false, distDir: '/nonexistent', dataDir: '/nonexistent', smtpUrl: undefined, publicUrl: 'http://stockyard.test', ...opts.config },
    mailer: async (mail) => {
      mails.push(mail);
    },
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    sql: async (query, params) => (await database.pool.query(query, params)).rows,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A browser-like client: keeps cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN, as the SPA does. */
export class Client {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the client's address as the server sees it (per-address throttles); 127.0.0.1 by default. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  async request(
    method: Method,
    url: string,
    opts: { body?: unknown; headers?: Record<string, string>; xsrf?: boolean; rawBody?: string | Buffer } = {},
  ): Promise<LightMyRequestResponse> {
    if (opts.xsrf !== false && method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/csrf-cookie');
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const inject: InjectOptions = { method, url, headers, ...(this.remoteAddress && { remoteAddress: this.remoteAddress }) };
    if (opts.rawBody !== undefined) {
      inject.payload = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload'];
    const res = await this.app.inject(inject);
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, { body, headers });
  put = (url: string, body?: unknown) => this.request('PUT', url, { body });
  delete = (url: string) => this.request('DELETE', url);
  /** A file as the body, as an upload sends it (imports). */
  upload = (url: string, file: string | Buffer, type = 'text/csv', headers: Record<string, string> = {}) => this.request('POST', url, { rawBody: file, headers: { ...headers, 'content-type': type } });
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };
export const STORE = { email: 'store@example.com', password: 'Store#2025' };

export async function signIn(app: FastifyInstance, account: { email: string; password: string }): Promise<Client> {
  const client = new Client(app);
  const res = await client.post('/api/login', account);
  if (res.statusCode !== 200) throw new Error(`login as ${account.email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** ra-data-simple-rest's list query string. */
export function listUrl(collection: string, q: { sort?: [string, string]; range?: [number, number]; filter?: object } = {}): string {
  const params = new URLSearchParams();
  if (q.sort) params.set('sort', JSON.stringify(q.sort));
  if (q.range) params.set('range', JSON.stringify(q.range));
  if (q.filter) params.set('filter', JSON.stringify(q.filter));
  return `/api/${collection}?${params}`;
}

/**
 * The answer `request` gives once `done` holds for it, asked again until then. Issue 21: a
 * change made by hand in the database reaches each process's session cache by notification,
 * within milliseconds rather than at the very next request; past `ms` it fails.
 */
export async function within<T>(ms: number, request: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const start = performance.now();
  for (;;) {
    const answer = await request();
    if (done(answer) || performance.now() - start > ms) return answer;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
