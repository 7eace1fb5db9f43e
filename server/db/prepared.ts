import type { Db } from './client';

/**
 * A query prepared once per database handle. Drizzle sends it as a named statement, so each
 * pooled connection parses and plans it once instead of on every request: for the session
 * lookup every API call makes, planning cost more than running it (measured in
 * docs/performance.md). Use only on the top-level handle, never on a transaction.
 */
export function preparedFor<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
