// Issue 35 item 1: the service worker (dist/sw.js, made by vite-plugin-pwa and Workbox; see
// scripts/staffPwa.ts) is registered once the app has drawn, so it never competes with the first
// screen. A new version installs in the background and takes over at once: the pages' own files
// are fetched again by hash, and the queue (IndexedDB) is not the worker's, so nothing waiting is lost.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A browser that refuses service workers (a policy, a private mode) keeps the app as it is.
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 1_000);
  else addEventListener('load', () => setTimeout(register, 1_000), { once: true });
}
