// Issue 32: one running import per user, so that one person cannot fill a process with checks of
// big files (a 200,000-row check once slowed every other import for ten minutes). Kept in the
// process, like an import's progress: what it guards is that process's time and memory
// (docs/decisions-i32-imports.md).

/** How long a new import waits for the user's previous one to stop: the dialog cancels one and sends the next at once. */
const WAIT_MS = 2000;

/** What a refused import's answer suggests waiting, in seconds. */
export const IMPORT_RETRY_AFTER_SECONDS = 5;

const running = new Map<number, Promise<void>>();

/**
 * Claims the user's import slot, waiting up to `waitMs` for an earlier import to end (one whose
 * client went away stops within a second). Answers the release, or null when the slot stays taken.
 */
export async function claimImportSlot(userId: number, waitMs = WAIT_MS): Promise<(() => void) | null> {
  const until = Date.now() + waitMs;
  for (let earlier = running.get(userId); earlier; earlier = running.get(userId)) {
    const left = until - Date.now();
    if (left <= 0) return null;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([earlier, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
  let release!: () => void;
  const slot = new Promise<void>((resolve) => (release = resolve));
  running.set(userId, slot);
  return () => {
    if (running.get(userId) === slot) running.delete(userId);
    release();
  };
}
