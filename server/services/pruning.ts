/** How often a table's retention runs (and first, a minute after start, off the start's own work). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_FIRST_MS = 60 * 1000;

/** Runs `prune` in the background of this process, hourly, until the returned function is called; a failure is logged and tried again later. */
export function pruneHourly(what: string, prune: () => Promise<unknown>, log?: { warn(obj: object, msg: string): void }): () => void {
  const run = () => void prune().catch((err: Error) => log?.warn({ err }, `pruning ${what} failed; trying again later`));
  const first = setTimeout(run, PRUNE_FIRST_MS);
  const every = setInterval(run, PRUNE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
