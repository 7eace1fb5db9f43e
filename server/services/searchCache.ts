// Issue 21: what a products search found (its count, and under SEARCH_SORT_LIMIT matches its
// sorted ids), kept a few seconds per API process, so that each page of one search does not find
// every match again. Two things keep an entry from being used once the products it describes
// changed (migration 0018):
// - every statement that changes product_search moves the sequence product_search_version, and
//   the page's own statement reads it: an entry made at another value is not used, so a change
//   this process (or any) has made is seen by the next search;
// - every such change is announced on the stockyard_search channel, delivered when it commits:
//   each process drops all it kept. That covers an entry made while the change was still
//   uncommitted (its sequence moved, its rows not yet visible).
// When the channel is lost nothing is kept until it is back, as for sessions (sessionCache.ts).

export const SEARCH_CHANNEL = 'stockyard_search';
/** An entry lives at most this long, whatever is heard (or not) on the channel. */
export const SEARCH_CACHE_TTL_MS = 5_000;
/** Beyond this many entries the oldest goes first (at most 4,000 ids each: a few MB in all). */
const MAX_ENTRIES = 200;

export interface SearchFound {
  /** product_search_version when the matches were found. */
  version: number;
  /** The matches counted, up to the search's cap. */
  total: number;
  /** Every match's id in the list's order, when they are few enough to sort; else null (the page is walked). */
  ids: number[] | null;
}

export class SearchCache {
  readonly #entries = new Map<string, SearchFound & { expires: number }>();
  #generation = 0;

  constructor(
    /** Whether the channel is being listened to: nothing is kept otherwise. */
    private readonly listening: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Something changed, or the channel was lost or found again: nothing kept holds. */
  changed(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Moves on every change: an answer read while it moved is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): SearchFound | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps what a search found, unless the channel is not heard or something changed since `generation`. */
  keep(key: string, found: SearchFound, generation: number): void {
    if (!this.listening() || generation !== this.#generation) return;
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { ...found, expires: this.now() + SEARCH_CACHE_TTL_MS });
  }
}
