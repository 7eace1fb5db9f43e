import pg from 'pg';

// Issue 21 decision 1: each API process keeps the sessions it has looked up for a few seconds,
// and revocation stays immediate across processes. Every change that ends or narrows a session
// (a logout or revocation, a lock, a user disabled or moved to another role, a role's
// permissions, a dealer deactivated) fires `NOTIFY stockyard_sessions, '<tag>'` from a trigger
// (server/db/functions/sessions.sql), delivered when its transaction commits; every process LISTENs and drops the
// entries the tag names. When the listening connection is lost, the whole cache is dropped and
// every request reads the database until the connection is back.

export const SESSION_CHANNEL = 'stockyard_sessions';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = 'stockyard-session-listener';
/** An entry lives at most this long, whatever is heard (or not) on the channel. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Beyond this many entries, expired ones are swept before another is added. */
const SWEEP_AT = 10_000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** What a read found: the value, what can end it, and when it ends at the latest; null for nothing. */
export type Found<T> = { value: T; tags: readonly string[]; expiresAt: number } | null;

interface Entry {
  value: unknown;
  expires: number;
  tags: readonly string[];
}

export interface SessionCacheLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Sessions by token, tagged with what can end them (`family:<id>`, `staff:<user id>`,
 * `role:<role id>`, `dealer:<dealer id>`). `load` reads through it: a hit answers from memory,
 * a miss reads the database and keeps the answer only when nothing was heard on the channel
 * meanwhile (so a revocation that commits during the read is never cached over).
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byTag = new Map<string, Set<string>>();
  #client: pg.Client | null = null;
  #listening = false;
  #closed = false;
  /** Moves on every notification and every loss of the channel. */
  #generation = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #backoff = RECONNECT_MIN_MS;
  /** Other caches following a channel on this connection (the products search, searchCache.ts). */
  readonly #followers: { channel: string; changed: () => void }[] = [];
  /** What else must hear that sessions changed (the event streams, eventStream.ts). */
  readonly #watchers: ((tag: string | null) => void)[] = [];

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log?: SessionCacheLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether answers are being cached: the channel is being listened to. */
  get listening(): boolean {
    return this.#listening;
  }

  /**
   * Another cache follows `channel` on this connection: `changed` is called for each
   * notification on it, and whenever the connection is lost or listens again. Before `start`.
   */
  follow(channel: string, changed: () => void): void {
    this.#followers.push({ channel, changed });
  }

  /**
   * `changed` hears every tag a notification names, once the entries it names are dropped; and
   * null whenever the connection is lost or listens again (anything may have changed meanwhile).
   */
  watch(changed: (tag: string | null) => void): void {
    this.#watchers.push(changed);
  }

  /** Opens the listening connection; resolves once it listens (or has failed and will retry). */
  async start(): Promise<void> {
    await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    this.#lost();
    await this.#client?.end().catch(() => undefined);
    this.#client = null;
  }

  /**
   * The cached answer for `key`, at once (a hit costs no promise); else a promise of `read()`'s,
   * kept for at most the TTL (and never past `expiresAt` of what was read) unless something was
   * heard while it was read. A null answer (no such session) is never kept.
   */
  load<T>(key: string, read: () => Promise<Found<T>>): T | Promise<T | null> {
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expires > this.now()) return hit.value as T;
      this.#remove(key);
    }
    return this.#read(key, read);
  }

  async #read<T>(key: string, read: () => Promise<Found<T>>): Promise<T | null> {
    const generation = this.#generation;
    const found = await read();
    if (!found) return null;
    if (this.#listening && generation === this.#generation) this.#store(key, found.value, found.tags, Math.min(found.expiresAt, this.now() + SESSION_CACHE_TTL_MS));
    return found.value;
  }

  /**
   * Drops everything: this process just made a change that may end sessions, and its answer must
   * not race the notification of it back to this very process.
   */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#byTag.clear();
  }

  /** Drops every entry carrying `tag` (what a notification names). */
  drop(tag: string): void {
    this.#generation++;
    const keys = this.#byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.#remove(key);
  }

  #store(key: string, value: unknown, tags: readonly string[], expires: number): void {
    if (expires <= this.now()) return;
    if (this.#entries.size >= SWEEP_AT) this.#sweep();
    this.#remove(key);
    this.#entries.set(key, { value, expires, tags });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries) if (entry.expires <= now) this.#remove(key);
  }

  /** The channel is gone: nothing cached can be trusted, and nothing is cached until it is back. */
  #lost(): void {
    this.#listening = false;
    this.#generation++;
    this.#entries.clear();
    this.#byTag.clear();
    for (const follower of this.#followers) follower.changed();
    for (const watcher of this.#watchers) watcher(null);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ ...this.config, application_name: LISTENER_NAME });
    this.#client = client;
    let failed = false;
    const fail = (err?: Error) => {
      if (failed) return;
      failed = true;
      this.#lost();
      client.end().catch(() => undefined);
      if (this.#client === client) this.#client = null;
      if (this.#closed) return;
      this.log?.warn({ err }, 'session cache: the notification channel was lost; sessions are read from the database until it is back');
      this.#retry = setTimeout(() => void this.#connect(), this.#backoff);
      this.#backoff = Math.min(this.#backoff * 2, RECONNECT_MAX_MS);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) {
        this.drop(message.payload);
        for (const watcher of this.#watchers) watcher(message.payload);
      }
      for (const follower of this.#followers) if (message.channel === follower.channel) follower.changed();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      for (const { channel } of this.#followers) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      fail(err as Error);
      return;
    }
    if (failed || this.#closed) return;
    // Anything cached before (nothing: the cache was emptied when the channel was lost) is moot;
    // from here on every change is heard.
    this.#generation++;
    this.#listening = true;
    this.#backoff = RECONNECT_MIN_MS;
    for (const follower of this.#followers) follower.changed();
    for (const watcher of this.#watchers) watcher(null);
  }
}
