// A new version of the app replaces the files of the old one (a deploy; the service worker of
// issue 35 takes over at once and drops the old files it kept). A page opened before it still
// asks for its screens' old files by their hashes, and they are gone: the page is loaded again,
// once, so it asks for the new ones. What the floor keeps (the queue, in IndexedDB) is not in the
// page and survives the reload.

const RELOADED_AT = 'stockyard-reloaded-for-new-build';
/** A second failure this soon after a reload is a real one: shown as any error is, not reloaded again. */
const AGAIN_WITHIN_MS = 60_000;

/** Loads the page again when one of its screens' files is no longer there (Vite's `vite:preloadError`). */
export function reloadOnNewBuild(): void {
  addEventListener('vite:preloadError', (event) => {
    // Offline nothing newer can be fetched: the screen's error says it needs the network.
    if (!navigator.onLine) return;
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < AGAIN_WITHIN_MS) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    location.reload();
  });
}
