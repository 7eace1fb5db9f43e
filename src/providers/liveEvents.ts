import type { Query, QueryClient } from '@tanstack/react-query';
import { COLLECTIONS, type ImportPlace } from '../../contract/resources';

// Issue 34 item 3, DESIGN.md §5 "Events": the staff app keeps one Server-Sent Events stream
// (GET /api/events) while someone is signed in. Each event marks stale exactly the caches it
// touches (its collection's lists, its record, the stock and dashboard figures it moves); what is
// on screen refetches in the background and keeps its rows meanwhile. A record open in an edit
// form is not refetched under the person's hands: the form is told instead (StaleRecordNotice).
// While the stream is down, screens refetch when the window comes back into focus.

/** One event as the stream sends it (contract/events.ts). */
export interface LiveEvent {
  id: number;
  type: string;
  /** Its record's API collection; null for an import (its `payload.kind` says what it wrote). */
  collection: string | null;
  record_id: number | null;
  actor: { kind?: string; id?: number | null; name?: string | null } | null;
  at: string;
  payload: Record<string, unknown>;
}

export type LiveStatus = 'connecting' | 'live' | 'down';

/** Where the SPA reads a collection: its react-admin resource (the API name when it has none). */
const RESOURCE_OF: Record<string, string> = Object.fromEntries(Object.values(COLLECTIONS).map((entry) => [entry.name, entry.resource]));

/** What a change of stock moves on other screens. */
export const STOCK_FIGURES = ['stock-levels', 'stock-movements', 'stock-hub', 'products', 'dashboard'] as const;
/** Other screens a collection's change shows on, beyond its own lists and record (by react-admin resource). */
const ALSO_TOUCHES: Record<string, readonly string[]> = {
  orders: ['dashboard'],
  'purchase-orders': ['dashboard'],
  workorders: ['orders', 'dashboard'],
  'job-cards': ['workorders', 'orders', 'dashboard'],
  products: ['stock-hub', 'dashboard'],
  category: ['products'],
  racks: ['rooms', 'warehouse', 'stock-levels'],
  rooms: ['warehouse', 'racks'],
  roles: ['users'],
};

/** An import kind's collections, by API name: the one listing it and what else it writes (`locations` writes rooms). */
const IMPORT_WRITES: Record<string, readonly string[]> = Object.fromEntries(
  Object.values(COLLECTIONS).flatMap((entry) =>
    ('imports' in entry ? (entry.imports as readonly ImportPlace[]) : []).map((place) => [place.kind, [entry.name, ...(place.alsoWrites ?? [])]]),
  ),
);

const resourceOf = (collection: string) => RESOURCE_OF[collection] ?? collection;

/** The resources (react-admin names, or query roots) an event's change shows on. */
export function resourcesTouched(event: Pick<LiveEvent, 'type' | 'collection' | 'payload'>): string[] {
  const owners = event.collection ? [event.collection] : (IMPORT_WRITES[String(event.payload.kind)] ?? []);
  const touched = new Set<string>();
  for (const own of owners.map(resourceOf)) for (const resource of [own, ...(ALSO_TOUCHES[own] ?? [])]) touched.add(resource);
  if (event.type.startsWith('stock.') || event.payload.moves_stock === true) for (const figure of STOCK_FIGURES) touched.add(figure);
  if (event.collection === 'settings') touched.add('settings');
  return [...touched];
}

const recordIdOf = (query: Query): string | undefined => (query.queryKey[2] as { id?: unknown } | undefined)?.id?.toString();

// Records open in an edit form, by `<resource>/<id>`, with how many forms hold each.
const held = new Map<string, number>();
const heldKey = (resource: string, id: string | number) => `${resource}/${id}`;

/** An edit form holds its record while mounted: events mark it changed instead of refetching it. */
export function holdRecord(resource: string, id: string | number): () => void {
  const key = heldKey(resource, id);
  held.set(key, (held.get(key) ?? 0) + 1);
  return () => {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };
}

/** Marks stale (and refetches what is on screen) every cache the event touches, and only those. */
export function applyEvent(queryClient: QueryClient, event: LiveEvent): Promise<unknown> {
  const own = event.collection && resourceOf(event.collection);
  const recordId = event.record_id == null ? undefined : String(event.record_id);
  return Promise.all(
    resourcesTouched(event).map((resource) =>
      queryClient.invalidateQueries({
        queryKey: [resource],
        predicate: (query) => {
          if (query.queryKey[1] !== 'getOne') return true;
          const id = recordIdOf(query);
          if (id !== undefined && held.has(heldKey(resource, id))) return false;
          // Another record of the event's own collection did not change.
          return resource !== own || recordId === undefined || id === recordId;
        },
      }),
    ),
  );
}

type Listener = (event: LiveEvent) => void;

export interface LiveHooks {
  /** Marks stale what an event touches. */
  apply(event: LiveEvent): unknown;
  /** The server cannot replay what this tab missed (older than the retention): everything is read again. */
  refetchAll(): unknown;
  /**
   * Before opening a stream the server closed: one ordinary request of the app's client, which
   * renews an expired access token (or ends the session, which stops the stream).
   */
  renew(): unknown;
}

/**
 * The stream of one signed-in tab. EventSource reconnects by itself and sends Last-Event-ID;
 * when the server closes it for good (signed out, session revoked) it is opened again after a
 * pause, from the last id seen, as long as `start` is in force.
 */
export class LiveConnection {
  #source: EventSource | null = null;
  /** The SSE id of the last message: the server's cursor to resume from (not an event id). */
  #cursor: string | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #backoff = 1_000;
  #status: LiveStatus = 'connecting';
  #statusListeners = new Set<() => void>();
  #listeners = new Set<Listener>();
  #running = false;

  constructor(
    private readonly url: string,
    private readonly hooks: LiveHooks,
  ) {}

  get status(): LiveStatus {
    return this.#status;
  }

  onStatus(listener: () => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /** Every event the stream brings, after its caches were marked stale. */
  onEvent(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    if (this.#running || typeof EventSource === 'undefined') return;
    this.#running = true;
    window.addEventListener('offline', this.#offline);
    window.addEventListener('online', this.#online);
    this.#open();
  }

  stop(): void {
    this.#running = false;
    window.removeEventListener('offline', this.#offline);
    window.removeEventListener('online', this.#online);
    clearTimeout(this.#retry);
    this.#source?.close();
    this.#source = null;
    this.#cursor = null;
    this.#setStatus('connecting');
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }

  // The device says its network is gone: the stream may not notice for a while (a dead
  // connection stays open until something is written on it); say so now.
  #offline = () => this.#setStatus('down');

  // The network is back: a stream that lived through the loss may be dead; open a fresh one
  // from the last cursor (what was missed is replayed).
  #online = () => {
    if (!this.#running) return;
    clearTimeout(this.#retry);
    this.#source?.close();
    this.#backoff = 1_000;
    void this.#reopen(true);
  };

  #open(): void {
    const url = this.#cursor == null ? this.url : `${this.url}?last_event_id=${encodeURIComponent(this.#cursor)}`;
    const source = new EventSource(url, { withCredentials: true });
    this.#source = source;
    source.onopen = () => {
      this.#backoff = 1_000;
      this.#setStatus('live');
    };
    source.onmessage = (message) => this.#receive(message);
    // The server cannot replay from where this tab was: everything may have changed.
    source.addEventListener('refetch', (message) => {
      if (message.lastEventId) this.#cursor = message.lastEventId;
      this.hooks.refetchAll();
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) {
        this.#setStatus('down');
        return;
      }
      source.close();
      this.#setStatus('down');
      if (!this.#running) return;
      this.#retry = setTimeout(() => void this.#reopen(), this.#backoff);
      this.#backoff = Math.min(this.#backoff * 2, 30_000);
    };
  }

  /** The server ended the stream (an access token expired, a session ended): renew the session, then open again. */
  async #reopen(now = false): Promise<void> {
    if (!this.#running) return;
    if (!now) await Promise.resolve(this.hooks.renew()).catch(() => undefined);
    if (this.#running && this.#source?.readyState === EventSource.CLOSED) this.#open();
  }

  #receive(message: MessageEvent<string>): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    if (message.lastEventId) this.#cursor = message.lastEventId;
    this.hooks.apply(event);
    for (const listener of this.#listeners) listener(event);
  }
}
