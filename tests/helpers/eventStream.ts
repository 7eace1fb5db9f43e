// An EventSource over real HTTP for the API tests (issue 34): it keeps every message, follows the
// SSE `id` as a browser's lastEventId does (an `id` without data moves it too) and says when the
// server ends the stream.

export interface SseMessage {
  /** The event's type for a plain message (as a client reads it from `data.type`), else the SSE event name. */
  event: string;
  /** The SSE event field as sent (`message` when there was none). */
  raw: string;
  data: Record<string, unknown>;
  /** The message's own `id` field, if it had one. */
  id?: string;
}

export class EventStreamClient {
  readonly messages: SseMessage[] = [];
  /** What a browser would send back as Last-Event-ID. */
  lastEventId: string | null = null;
  /** Comment lines received (heartbeats). */
  comments = 0;
  readonly ended: Promise<void>;
  #abort = new AbortController();
  #waiters: (() => void)[] = [];
  #done = false;

  private constructor(body: ReadableStream<Uint8Array>) {
    this.ended = this.#read(body);
  }

  /** Opens the stream at `url` with these cookies (and a Last-Event-ID, if any); fails unless it answers 200. */
  static async open(url: string, cookie: string, lastEventId?: string): Promise<EventStreamClient> {
    const abort = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const res = await fetch(url, { headers, signal: abort.signal });
    if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    const client = new EventStreamClient(res.body);
    client.#abort = abort;
    return client;
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          this.#take(text.slice(0, end));
          text = text.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      this.#done = true;
      this.#notify();
    }
  }

  #take(block: string): void {
    let event = 'message';
    let data = '';
    let id: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments++;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (id !== undefined) this.lastEventId = id;
    // A plain message is an event: named here by its type, as a client reads it from its data.
    const parsed = data && JSON.parse(data);
    if (data) this.messages.push({ event: event === 'message' ? parsed.type : event, raw: event, data: parsed, ...(id !== undefined && { id }) });
    this.#notify();
  }

  #notify(): void {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** The first message (from the start) that `match` accepts, waiting up to `ms` for it. */
  async next(match: (m: SseMessage) => boolean, ms = 2_000): Promise<SseMessage> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.#done) throw new Error(`the stream ended without the message; it had ${JSON.stringify(this.messages.map((m) => m.event))}`);
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no such message within ${ms} ms; the stream had ${JSON.stringify(this.messages.map((m) => m.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Events of `type` received so far. */
  of(type: string): SseMessage[] {
    return this.messages.filter((m) => m.event === type);
  }

  close(): void {
    this.#abort.abort();
  }
}
