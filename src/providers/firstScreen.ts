import { isSignedIn } from './session';

// Issue 21: a staff page's first screen is a chain. The entry loads the staff app, the app asks
// who is signed in, the layout renders, the screen's chunk loads, and only then does the screen
// ask for its data: on a phone's link, each step is another round trip after the last. What a
// screen asked for on its last cold load is asked for again here, from the entry, as the page
// starts: the API reads (GET) its first screen made, and the chunks it loaded. The app's http
// client takes such an answer instead of asking again (takeFirstScreenAnswer), once, if it is
// fresh and a success; anything else it asks for itself, as before.

const STORAGE_KEY = 'stockyard.firstScreen';
/** A page's first screen: what it asked for within this long of the page's start, on the same path. */
const WINDOW_MS = 5000;
/** An answer older than this is not handed over; the client asks again. */
const FRESH_MS = 10_000;
const MAX_PATHS = 20;
const MAX_REQUESTS = 12;

interface Recorded {
  at: number;
  api: string[];
  assets: string[];
}

const startPath = typeof location === 'undefined' ? '' : location.pathname;
const started = Date.now();
const prefetched = new Map<string, { at: number; answer: Promise<Response | undefined> }>();
const askedFor = new Set<string>();
let saveTimer: ReturnType<typeof setTimeout> | undefined;
// The first screen is what the page asks for by itself: a click or a key (an export, a search)
// ends it.
let touched = false;
if (typeof window !== 'undefined') {
  const touch = () => {
    touched = true;
    window.removeEventListener('pointerdown', touch, true);
    window.removeEventListener('keydown', touch, true);
  };
  window.addEventListener('pointerdown', touch, true);
  window.addEventListener('keydown', touch, true);
}

function readAll(): Record<string, Recorded> {
  try {
    const all = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return all && typeof all === 'object' ? (all as Record<string, Recorded>) : {};
  } catch {
    return {};
  }
}

const sameOrigin = (url: string) => {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

/** Called first thing by the entry: asks again for what this path's first screen asked for last time. */
export function prefetchFirstScreen(): void {
  if (!isSignedIn(localStorage)) return;
  const recorded = readAll()[startPath];
  if (!recorded) return;
  for (const href of recorded.assets.filter(sameOrigin)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const url of recorded.api.filter(sameOrigin).slice(0, MAX_REQUESTS)) {
    const answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).then(
      (response) => response,
      () => undefined,
    );
    prefetched.set(url, { at: Date.now(), answer });
  }
  // What the app did not ask for in time is let go.
  setTimeout(() => prefetched.clear(), FRESH_MS);
}

/**
 * The answer the entry already asked for, for a GET of this URL: once, and only a fresh success
 * (an error answer is asked for again, so it comes in the user's language and through the
 * client's session handling). Undefined: ask the server.
 */
export async function takeFirstScreenAnswer(url: string): Promise<Response | undefined> {
  const entry = prefetched.get(url);
  if (!entry) return undefined;
  prefetched.delete(url);
  if (Date.now() - entry.at > FRESH_MS) return undefined;
  const response = await entry.answer;
  return response?.ok ? response : undefined;
}

/** Notes a GET the app made; those of the first screen (same path, first seconds, before any click or key) are kept for its next load. */
export function noteFirstScreenRequest(url: string): void {
  if (touched || location.pathname !== startPath || Date.now() - started > WINDOW_MS || askedFor.size >= MAX_REQUESTS) return;
  askedFor.add(url);
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, Math.max(0, WINDOW_MS - (Date.now() - started)));
}

function save(): void {
  if (location.pathname !== startPath || !askedFor.size) return;
  // The chunks the screen loaded after the entry's own (the entry asks for those itself).
  const entryScripts = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src));
  const assets = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < WINDOW_MS && /\/assets\/[^/]+\.js$/.test(entry.name) && !entryScripts.has(entry.name))
    .map((entry) => entry.name);
  const all = readAll();
  all[startPath] = { at: Date.now(), api: [...askedFor], assets };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_PATHS);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full storage only loses the head start.
  }
}
