import type { ImportProgress } from '../../../contract/imports';

// How far each running import is, for GET /api/imports/progress/:id. Kept in this process: the
// SPA polls while its own request runs, and a finished entry is kept a minute for the last poll.

interface Entry {
  userId: number;
  rows: number;
  started: number;
  ended?: number;
}

const running = new Map<string, Entry>();
const KEEP_MS = 60_000;

function sweep(now: number) {
  for (const [id, entry] of running) if (entry.ended && now - entry.ended > KEEP_MS) running.delete(id);
}

/** Starts counting; answers the function the import calls with its rows read so far. */
export function startProgress(id: string, userId: number): (rows: number) => void {
  const now = Date.now();
  sweep(now);
  const entry: Entry = { userId, rows: 0, started: now };
  running.set(id, entry);
  return (rows) => {
    entry.rows = rows;
  };
}

export function finishProgress(id: string): void {
  const entry = running.get(id);
  if (entry) entry.ended = Date.now();
}

/**
 * The progress of an import of this user. An id it does not know (the request has not reached
 * the server yet, or another user's) reads as an import that has not started.
 */
export function progressOf(id: string, userId: number): ImportProgress {
  const entry = running.get(id);
  if (!entry || entry.userId !== userId) return { rows: 0, elapsed_ms: 0, done: false };
  return { rows: entry.rows, elapsed_ms: (entry.ended ?? Date.now()) - entry.started, done: entry.ended !== undefined };
}
