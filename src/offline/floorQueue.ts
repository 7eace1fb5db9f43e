import { HttpError } from 'react-admin';
import { actionMessageOf, outcomeUnknown } from '../resources/shared/actionOnce';
import { fieldErrorsOf } from '../ui/forms';
import { API_URL, httpClient } from '../providers/httpClient';
import { queryClient } from '../providers/queryClient';
import { readUser } from '../providers/session';
import { floorDb, type QueuedAction } from './floorDb';

// Issue 35 item 3: a floor action taken without the network (or whose request got no answer) is
// kept at once in IndexedDB with its Idempotency-Key, who did it, when, and what the screen said.
// When the network returns the person's actions go in the order they were done, one at a time,
// each with its own key (a repeat of one that did reach the server is answered, not done again).
// A refusal stays with the server's reason until the person sends it again or discards it.

export type { QueuedAction } from './floorDb';

/** Sent rows stay visible this long, so the person sees them land. */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
let snapshot: QueuedAction[] = [];
let sendingNow = false;

const currentUserId = (): number | null => {
  try {
    return readUser(localStorage)?.id ?? null;
  } catch {
    return null;
  }
};

const hasStorage = () => typeof indexedDB !== 'undefined';

async function reload(): Promise<void> {
  if (!hasStorage()) return;
  const userId = currentUserId();
  const db = await floorDb();
  const rows = userId === null ? [] : await db.getAllFromIndex('queue', 'user', userId);
  const now = Date.now();
  for (const row of rows.filter((r) => r.state === 'sent' && now - Date.parse(r.sentAt ?? '') > SENT_KEPT_MS)) await db.delete('queue', row.seq!);
  snapshot = rows.filter((r) => !(r.state === 'sent' && now - Date.parse(r.sentAt ?? '') > SENT_KEPT_MS)).sort((a, b) => a.seq! - b.seq!);
  for (const listener of listeners) listener();
}

export const floorQueue = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) void reload();
    return () => listeners.delete(listener);
  },
  /** The person's actions on this phone, oldest first. */
  snapshot: (): QueuedAction[] => snapshot,
  /** How many wait to be sent (refused ones included: they need the person). */
  pending: (): number => snapshot.filter((a) => a.state !== 'sent').length,
  reload,
};

/** Keeps an action to send later; resolves once it is safely stored. */
export async function enqueue(action: Omit<QueuedAction, 'state' | 'userId' | 'seq'>): Promise<void> {
  const userId = currentUserId();
  if (userId === null) throw new Error('No signed-in person to keep the action for');
  await (await floorDb()).add('queue', { ...action, userId, state: 'waiting' });
  await reload();
  void flush();
}

/** Whether a new action must wait its turn behind the person's earlier ones (order is kept). */
export async function mustQueue(): Promise<boolean> {
  if (!hasStorage()) return false;
  if (!navigator.onLine) return true;
  const userId = currentUserId();
  if (userId === null) return false;
  const rows = await (await floorDb()).getAllFromIndex('queue', 'user', userId);
  return rows.some((r) => r.state === 'waiting' || r.state === 'sending');
}

/** The server's reason, in the person's language (it answers in the language the app asks in). */
function reasonOf(error: unknown): string {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields).join(' ') : actionMessageOf(error);
}

async function send(action: QueuedAction): Promise<'sent' | 'refused' | 'stop'> {
  const db = await floorDb();
  await db.put('queue', { ...action, state: 'sending' });
  await reload();
  try {
    await httpClient(`${API_URL}${action.path}`, { method: 'POST', body: JSON.stringify({ ...action.body, done_at: action.doneAt }), headers: { 'Idempotency-Key': action.key } });
    await db.put('queue', { ...action, state: 'sent', reason: undefined, sentAt: new Date().toISOString() });
    return 'sent';
  } catch (error) {
    // No answer, a server away or a session to renew: it waits, in its place.
    const status = error instanceof HttpError ? error.status : 0;
    if (outcomeUnknown(error) || status === 401 || status === 408 || status === 429 || status >= 500) {
      await db.put('queue', { ...action, state: 'waiting' });
      return 'stop';
    }
    await db.put('queue', { ...action, state: 'refused', reason: reasonOf(error) });
    return 'refused';
  }
}

/**
 * Sends the person's waiting actions in order, one at a time, across the tabs of the phone (a
 * Web Lock): stops at the first that gets no answer, goes on past a refusal (it waits for the
 * person; the others do not depend on it being sent first more than on it being refused).
 */
export async function flush(): Promise<void> {
  if (sendingNow || !hasStorage() || !navigator.onLine) return;
  const userId = currentUserId();
  if (userId === null) return;
  sendingNow = true;
  const run = async () => {
    const db = await floorDb();
    const rows = (await db.getAllFromIndex('queue', 'user', userId)).sort((a, b) => a.seq! - b.seq!);
    let sent = 0;
    for (const row of rows) {
      if (row.state !== 'waiting' && row.state !== 'sending') continue;
      const outcome = await send(row);
      if (outcome === 'stop') break;
      if (outcome === 'sent') sent++;
    }
    // What they changed is read again by whatever screen shows it.
    if (sent) void queryClient.invalidateQueries();
  };
  try {
    if (navigator.locks) await navigator.locks.request('stockyard-floor-queue', run);
    else await run();
  } finally {
    sendingNow = false;
    await reload();
  }
}

/** The person's choice on a refused action: send it again (changed: another quantity or rack) under a new key, or drop it. */
export async function resend(action: QueuedAction, body: Record<string, unknown>, summary: string): Promise<void> {
  const db = await floorDb();
  await db.put('queue', { ...action, body, summary, key: crypto.randomUUID(), state: 'waiting', reason: undefined });
  await reload();
  void flush();
}

export async function discard(action: QueuedAction): Promise<void> {
  await (await floorDb()).delete('queue', action.seq!);
  await reload();
}

/** Logging out without sending: the person said their waiting actions may go. */
export async function discardAll(): Promise<void> {
  const userId = currentUserId();
  if (userId === null) return;
  const db = await floorDb();
  for (const row of await db.getAllFromIndex('queue', 'user', userId)) await db.delete('queue', row.seq!);
  await reload();
}

let started = false;
/** Sends when the network comes back, when the app starts, and every 30 s while something waits. */
export function startFloorQueue(): void {
  if (started || !hasStorage()) return;
  started = true;
  addEventListener('online', () => void flush());
  setInterval(() => {
    if (snapshot.some((a) => a.state === 'waiting')) void flush();
  }, 30_000);
  void reload().then(flush);
}

/** What became of a floor action: the server's answer, or kept on the phone to be sent. */
export type FloorOutcome<T> = { queued: false; answer: T } | { queued: true };

/**
 * A floor action (DESIGN.md §5: one POST with its Idempotency-Key): sent now when the phone is
 * online and nothing of the person's waits before it; kept when offline, behind earlier ones, or
 * when no answer came (the key makes the later sending answer what was done, if it was).
 * A refusal throws as before: the person is on the screen to read it.
 */
export async function floorAction<T>(path: string, body: Record<string, unknown>, key: string, summary: string): Promise<FloorOutcome<T>> {
  const doneAt = new Date().toISOString();
  if (!(await mustQueue())) {
    try {
      // Sent as the queue would send it (the same body for the same key), done_at included.
      const { json } = await httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify({ ...body, done_at: doneAt }), headers: { 'Idempotency-Key': key } });
      return { queued: false, answer: json as T };
    } catch (error) {
      // Kept only where the phone can keep it; elsewhere the person is told, and may press again.
      if (!outcomeUnknown(error) || !hasStorage()) throw error;
    }
  }
  await enqueue({ key, path, body, doneAt, summary });
  return { queued: true };
}
