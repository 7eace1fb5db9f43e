import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScanResult } from '../../contract/scan';

// Issue 35 items 2 and 3: what the floor keeps on the device, in IndexedDB (through `idb`): the
// actions waiting to be sent, the codes it can resolve without the network, and the screens'
// cached reads (src/offline/persistence.ts). Everything is per person and goes at logout.

/** A floor action kept on the device until the server has answered it. */
export interface QueuedAction {
  seq?: number;
  /** The Idempotency-Key made when the person acted: every sending of it is the same action. */
  key: string;
  /** Who did it: only they send it (another person signing in on the phone does not). */
  userId: number;
  /** The request: POST API_URL + path with body (and done_at). */
  path: string;
  body: Record<string, unknown>;
  /** When the person acted (ISO 8601), sent as `done_at`. */
  doneAt: string;
  /** What the screen said the action was, in the person's words ("2 × LUB-1011 from A-01 to B-02"). */
  summary: string;
  /** waiting: to send; sending: on its way; refused: the server said no (reason); sent: done. */
  state: 'waiting' | 'sending' | 'refused' | 'sent';
  reason?: string;
  /** When it was sent, for the "sent" rows the queue screen keeps for a while. */
  sentAt?: string;
}

interface FloorSchema extends DBSchema {
  queue: { key: number; value: QueuedAction; indexes: { user: number } };
  codes: { key: [number, string]; value: { userId: number; code: string; result: ScanResult; at: number }; indexes: { user: number; at: number } };
  kv: { key: string; value: unknown };
}

export type FloorDb = IDBPDatabase<FloorSchema>;

let opening: Promise<FloorDb> | null = null;

export function floorDb(): Promise<FloorDb> {
  opening ??= openDB<FloorSchema>('stockyard-floor', 1, {
    upgrade(db) {
      const queue = db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('user', 'userId');
      const codes = db.createObjectStore('codes', { keyPath: ['userId', 'code'] });
      codes.createIndex('user', 'userId');
      codes.createIndex('at', 'at');
      db.createObjectStore('kv');
    },
  });
  return opening;
}

/** How many codes a phone keeps (oldest first out): a warehouse's racks and a stocktake's products fit. */
export const MAX_CODES = 5_000;

const normal = (code: string) => code.trim().toUpperCase();

/** Keeps what a code was found to be, for the person (with the time, so the oldest go first). */
export async function rememberCodes(userId: number, entries: { code: string; result: ScanResult }[]): Promise<void> {
  if (!entries.length) return;
  const db = await floorDb();
  const tx = db.transaction('codes', 'readwrite');
  const at = Date.now();
  for (const { code, result } of entries) void tx.store.put({ userId, code: normal(code), result, at });
  await tx.done;
  const count = await db.countFromIndex('codes', 'user', userId);
  if (count <= MAX_CODES) return;
  const trim = db.transaction('codes', 'readwrite');
  let cursor = await trim.store.index('at').openCursor();
  let over = count - MAX_CODES;
  while (cursor && over > 0) {
    if (cursor.value.userId === userId) {
      await cursor.delete();
      over--;
    }
    cursor = await cursor.continue();
  }
  await trim.done;
}

/** What a code was last found to be on this phone, for this person; undefined when never seen. */
export async function recalledCode(userId: number, code: string): Promise<ScanResult | undefined> {
  return (await (await floorDb()).get('codes', [userId, normal(code)]))?.result;
}

/** At logout: the person's codes and cached reads go; their queue only when they said so (src/offline/floorQueue.ts). */
export async function forgetPerson(userId: number): Promise<void> {
  const db = await floorDb();
  const tx = db.transaction(['codes', 'kv'], 'readwrite');
  let cursor = await tx.objectStore('codes').index('user').openCursor(userId);
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.objectStore('kv').clear();
  await tx.done;
}
