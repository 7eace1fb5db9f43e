import fs from 'node:fs';
import type { ApiServer } from './load';

// Issue 34 item 4: the live streams across processes. Streams are held open on one API process;
// changes are made through another; each event's time from the change to its arrival at every
// stream is taken, and every stream must receive every event once (by its id).

export interface FanoutResult {
  streams: number;
  changes: number;
  /** Milliseconds from sending the change to the event's arrival, one per stream and change. */
  latencies: number[];
  lost: number;
  duplicated: number;
  /** The listening process's memory growth per open stream, in KiB. */
  kibPerStream: number;
}

interface Session {
  cookie: string;
  xsrf: string;
}

const rssKib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

/** One open stream: calls `onEvent` with each event's data as it arrives; resolves once the stream says it is ready. */
async function openStream(base: string, session: Session, signal: AbortSignal, onEvent: (event: { id: number; type: string; record_id: number | null; payload: Record<string, unknown> }) => void) {
  const response = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', cookie: session.cookie }, signal });
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const named = /^event: (.*)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (named === 'ready') ready();
          else if (!named && data) onEvent(JSON.parse(data));
        }
      }
    } catch {
      // Aborted at the end of the line.
    }
  })();
  await isReady;
}

/**
 * Opens `streams` streams on `listener` as `session`, then makes `changes` product renames one
 * after another through `writer`, each waiting until every stream has its event (or 5 s).
 */
export async function eventFanout(writer: ApiServer, listener: ApiServer, session: Session, { streams, changes, productId }: { streams: number; changes: number; productId: number }): Promise<FanoutResult> {
  const abort = new AbortController();
  const before = rssKib(listener.pid);
  const sent = new Map<number, number>(); // version → when the change was sent
  const seen = new Map<number, Set<number>>(); // event id → streams that had it
  const latencies: number[] = [];
  let duplicated = 0;
  let waiting: { version: number; left: number; done: () => void } | null = null;
  try {
    const opened: Promise<void>[] = [];
    for (let stream = 0; stream < streams; stream++) {
      opened.push(
        openStream(listener.base, session, abort.signal, (event) => {
          if (event.type !== 'product.updated' || event.record_id !== productId) return;
          const had = seen.get(event.id) ?? new Set<number>();
          if (had.has(stream)) duplicated++;
          had.add(stream);
          seen.set(event.id, had);
          const version = Number(event.payload.version);
          const at = sent.get(version);
          if (at !== undefined) latencies.push(performance.now() - at);
          if (waiting?.version === version && --waiting.left === 0) waiting.done();
        }),
      );
      // Open them a few at a time, as people do, not all in the same millisecond.
      if (stream % 50 === 49) await Promise.all(opened.slice(-50));
    }
    await Promise.all(opened);
    const kibPerStream = (rssKib(listener.pid) - before) / streams;

    const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' };
    let version = ((await (await fetch(`${writer.base}/api/products/${productId}`, { headers })).json()) as { version: number }).version;
    for (let change = 0; change < changes; change++) {
      const arrived = new Promise<void>((resolve) => {
        waiting = { version: version + 1, left: streams, done: resolve };
      });
      sent.set(version + 1, performance.now());
      const response = await fetch(`${writer.base}/api/products/${productId}`, { method: 'PUT', headers, body: JSON.stringify({ version, description: `bench ${change}` }) });
      if (!response.ok) throw new Error(`the change answered ${response.status}: ${await response.text()}`);
      version = ((await response.json()) as { version: number }).version;
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    const expected = streams * changes;
    const received = [...seen.values()].reduce((n, had) => n + had.size, 0);
    return { streams, changes, latencies, lost: expected - received, duplicated, kibPerStream };
  } finally {
    abort.abort();
  }
}
