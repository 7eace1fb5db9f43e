import type { StreamEvent } from '../../contract/events';
import { canAccess } from '../../contract/resources';
import type { Db } from '../db/client';
import { eventsBetween, eventsSince } from './events';
import { liveSessions } from './sessions';

// DESIGN.md §5 "Events", issue 34 item 2: each API process reads what committed once per wake-up
// (the notification the session cache's connection hears, sessionCache.ts) and fans it out to its
// open streams, each filtered by what its session may read. A stream's cursor (its SSE id) is the
// snapshot of the last read it was sent: a reconnect gets exactly what committed since
// (events.ts says why ids cannot serve).

export type StreamPrincipal =
  | { kind: 'staff'; tokenHash: string; familyId: string; userId: number; permissions: ReadonlySet<string> }
  | { kind: 'dealer'; tokenHash: string; familyId: string; dealerId: number };

/** Where a stream's text goes: the SSE response. */
export interface StreamSink {
  write(text: string): void;
  /** Bytes written and not yet taken by the client. */
  buffered(): number;
  close(): void;
}

export interface EventHubOptions {
  /** How often an idle stream gets a comment (proxies close silent connections) and sessions are checked. */
  heartbeatMs: number;
  /** Whether the notification channel is heard; when not, the table is read this often instead. */
  listening: () => boolean;
  pollMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** A client this far behind is cut off; it reconnects and resumes from its cursor. */
const MAX_BUFFERED = 1024 * 1024;

interface Live {
  principal: StreamPrincipal;
  sink: StreamSink;
  /** The snapshot of the last read this stream was sent (its SSE id). */
  cursor: string | null;
}

interface Joining {
  live: Live;
  from: string | null;
  done: (err?: Error) => void;
}

// An event goes as a plain message (a browser's EventSource hands every one to one handler; its
// `data.type` says which); the stream's own signals (`ready`, `refetch`) are named.
const frame = (event: string | null, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** What a person of another company may know of who did it: only that it was staff or the system. */
const hidden = (actor: StreamEvent['actor']) => ({ kind: actor.kind, id: null, name: null });

const IMPORTS_OF_PRODUCTS = new Set(['products', 'prices', 'opening-stock']);

/** The catalogue products whose availability or details an event changes (null: any), or undefined when it changes none. */
function availabilityOf(event: StreamEvent): number[] | null | undefined {
  const p = event.payload;
  if (event.type.startsWith('product.')) return [p.id as number];
  if (event.type === 'stock.moved') return [...new Set((p.moves as { product_id: number }[]).map((m) => m.product_id))];
  // What confirmed orders reserve is not available to others.
  if (event.type === 'order.confirmed' || event.type === 'order.cancelled') return p.product_ids as number[];
  if (event.type === 'import.completed' && IMPORTS_OF_PRODUCTS.has(p.kind as string)) return null;
  return undefined;
}

/** What a stream sends of an event: staff, what their permissions read; a dealer, its own orders and the catalogue's availability. */
/** Order moves that reserve stock or free it (a dispatch frees what it takes; its stock.moved says what left). */
const RESERVATION_MOVES = new Set(['order.confirmed', 'order.cancelled', 'order.dispatched']);

export function visibleTo(principal: StreamPrincipal, event: StreamEvent): StreamEvent[] {
  if (principal.kind === 'staff') {
    const permissions = principal.permissions as Set<string>;
    if (event.collection && canAccess(permissions, event.collection, 'read')) return [event];
    // The stock hub's reserved figures follow orders its reader may not see: only which products.
    if (RESERVATION_MOVES.has(event.type) && canAccess(permissions, 'stock-hub', 'read')) {
      return [{ id: event.id, type: 'reservation.changed', collection: 'stock-hub', record_id: null, actor: hidden(event.actor), at: event.at, payload: { product_ids: event.payload.product_ids as number[] } }];
    }
    return [];
  }
  const out: StreamEvent[] = [];
  if (event.collection === 'orders' && event.payload.dealer_id === principal.dealerId) {
    const own = event.actor.kind === 'dealer' && event.actor.id === principal.dealerId;
    out.push({ ...event, actor: own ? event.actor : hidden(event.actor) });
  }
  const products = availabilityOf(event);
  if (products !== undefined) {
    out.push({ id: event.id, type: 'availability.changed', collection: 'products', record_id: null, actor: hidden(event.actor), at: event.at, payload: { product_ids: products } });
  }
  return out;
}

export class EventHub {
  readonly #streams = new Set<Live>();
  #joining: Joining[] = [];
  /** Streams whose session must be read again before they are sent anything more. */
  readonly #recheck = new Set<Live>();
  /** The snapshot of the last read; null while no stream is open. */
  #snapshot: string | null = null;
  #reading = false;
  #again = false;
  #closed = false;
  readonly #timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly db: Db,
    private readonly opts: EventHubOptions,
  ) {
    this.#timers.push(setInterval(() => this.#beat(), opts.heartbeatMs));
    this.#timers.push(setInterval(() => !opts.listening() && this.wake(), opts.pollMs ?? 1_000));
    for (const timer of this.#timers) timer.unref();
  }

  get size(): number {
    return this.#streams.size;
  }

  /**
   * Opens a stream: it is sent what committed since `from` (a cursor it was given; none: nothing)
   * or `refetch` when that cannot be told, then `ready` with its cursor; from then on every event
   * its session may read. Resolves once `ready` is written.
   */
  join(principal: StreamPrincipal, sink: StreamSink, from: string | null): Promise<Live> {
    const live: Live = { principal, sink, cursor: null };
    return new Promise((resolve, reject) => {
      this.#joining.push({ live, from, done: (err) => (err ? reject(err) : resolve(live)) });
      this.wake();
    });
  }

  leave(live: Live): void {
    this.#streams.delete(live);
  }

  /** Something committed (or may have): read the table once the read under way, if any, is done. */
  wake(): void {
    if (this.#closed) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    if (!this.#streams.size && !this.#joining.length) {
      this.#snapshot = null;
      this.#recheck.clear();
      return;
    }
    this.#reading = true;
    this.#read()
      .catch((err: Error) => this.opts.log?.warn({ err }, 'event streams: reading the events failed; trying again at the next wake-up'))
      .finally(() => {
        this.#reading = false;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  async #read(): Promise<void> {
    const joining = this.#joining.splice(0);
    try {
      const { snapshot, events } = await eventsSince(this.db, this.#snapshot);
      // Sessions heard of by now are read again before these events go out: an event that
      // committed after a permission was taken away (and its notification came) is not sent on it.
      const recheck = [...this.#recheck].filter((live) => this.#streams.has(live));
      this.#recheck.clear();
      await this.#check(recheck);
      this.#snapshot = snapshot;
      for (const live of this.#streams) this.#send(live, events, snapshot);
      for (const { live, from } of joining) {
        const missed = from === null ? [] : await eventsBetween(this.db, from, snapshot);
        if (missed === null) live.sink.write(frame('refetch', { type: 'refetch', reason: 'The events since Last-Event-ID can no longer be replayed: read everything again' }));
        else this.#send(live, missed);
        live.sink.write(frame('ready', { type: 'ready' }, snapshot));
        live.cursor = snapshot;
        this.#streams.add(live);
      }
      for (const { done } of joining) done();
      // A session that ended while its stream was being opened was not heard of by it.
      if (joining.length) this.#checkSoon(joining.map((j) => j.live));
    } catch (err) {
      for (const { live, done } of joining) {
        this.#streams.delete(live);
        done(err as Error);
      }
      throw err;
    }
  }

  /** The events a stream may read, the last carrying the cursor `id` (none while replaying: `ready` carries it). */
  #send(live: Live, events: StreamEvent[], id?: string): void {
    const shown = events.flatMap((event) => visibleTo(live.principal, event));
    if (!shown.length) return;
    live.sink.write(shown.map((e, i) => frame(null, e, i === shown.length - 1 ? id : undefined)).join(''));
    if (id) live.cursor = id;
    if (live.sink.buffered() > MAX_BUFFERED) this.#end(live);
  }

  #end(live: Live): void {
    this.#streams.delete(live);
    live.sink.close();
  }

  /**
   * A comment keeps the connection open; a stream that was sent nothing since the last read
   * takes that read's snapshot as its cursor (an `id` alone moves EventSource's lastEventId and
   * fires no event), so a reconnect does not replay what it had no part in. Sessions that
   * expired meanwhile end their streams.
   */
  #beat(): void {
    for (const live of this.#streams) {
      const id = this.#snapshot && live.cursor !== this.#snapshot ? this.#snapshot : null;
      live.sink.write(id ? `: ping\nid: ${id}\n\n` : ': ping\n\n');
      if (id) live.cursor = id;
    }
    this.#checkSoon([...this.#streams]);
  }

  /**
   * A session changed (a tag of sessionCache.ts: `family:<id>`, `staff:<id>`, `role:<id>`,
   * `dealer:<id>`; null: anything may have): the streams it may concern read their session again,
   * and those whose session ended close at once.
   */
  sessionChanged(tag: string | null): void {
    if (this.#closed) return;
    const [what, id] = tag ? [tag.slice(0, tag.indexOf(':')), tag.slice(tag.indexOf(':') + 1)] : ['all', ''];
    const concerned = [...this.#streams].filter(({ principal: p }) => {
      if (what === 'family') return p.familyId === id;
      if (what === 'staff') return p.kind === 'staff' && String(p.userId) === id;
      if (what === 'role') return p.kind === 'staff';
      if (what === 'dealer') return p.kind === 'dealer' && String(p.dealerId) === id;
      return true;
    });
    this.#checkSoon(concerned);
  }

  /** Reads these streams' sessions again at the next read, before it sends them anything. */
  #checkSoon(streams: Live[]): void {
    if (!streams.length) return;
    for (const live of streams) this.#recheck.add(live);
    this.wake();
  }

  async #check(streams: Live[]): Promise<void> {
    if (!streams.length || this.#closed) return;
    try {
      for (const kind of ['staff', 'dealer'] as const) {
        const ofKind = streams.filter((s) => s.principal.kind === kind);
        if (!ofKind.length) continue;
        const live = await liveSessions(this.db, kind, ofKind.map((s) => s.principal.tokenHash));
        for (const stream of ofKind) {
          const session = live.get(stream.principal.tokenHash);
          if (!session) this.#end(stream);
          else if (stream.principal.kind === 'staff') stream.principal = { ...stream.principal, permissions: session.permissions };
        }
      }
    } catch (err) {
      this.opts.log?.warn({ err }, 'event streams: checking their sessions failed; trying again at the next heartbeat');
    }
  }

  /** Ends every stream (the process is stopping: the clients reconnect to another). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    for (const live of [...this.#streams]) this.#end(live);
    for (const { live, done } of this.#joining.splice(0)) {
      live.sink.close();
      done(new Error('the server is stopping'));
    }
  }
}
