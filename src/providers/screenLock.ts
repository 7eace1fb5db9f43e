// The lock screen's mark in browser storage. The server holds the lock itself; this copy lets
// a reload, or another tab, go to the lock screen before asking the server for anything.

export const LOCKED_KEY = 'locked';
export const LOCK_SCREEN_PATH = '/lock-screen';

/** Remembers which lock screen (layout) is up, so a reload comes back to the same one. */
export function markLocked(storage: Storage, lockPath: string): void {
  storage.setItem(LOCKED_KEY, lockPath);
}

export function clearLocked(storage: Storage): void {
  storage.removeItem(LOCKED_KEY);
}

/** The path of the lock screen that is up, or null when the session is not locked here. */
export function lockedPath(storage: Storage): string | null {
  return storage.getItem(LOCKED_KEY);
}
