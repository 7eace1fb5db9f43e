import { useSyncExternalStore } from 'react';

// Issue 34: one Server-Sent Events stream, reopened as long as it is wanted; shared by the staff
// app (src/providers/live.ts) and the dealer portal (src/dealer/session/dealerLive.ts). It knows
// nothing of either app's caches: `hooks` do.

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

export function useLiveStatus(connection: LiveConnection): LiveStatus {
  return useSyncExternalStore(
    (changed) => connection.onStatus(changed),
    () => connection.status,
  );
}
