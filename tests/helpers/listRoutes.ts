import { existsSync, readFileSync } from 'node:fs';
import { COLLECTION_LIST, type CollectionMeta } from '../../contract/resources';

// Issue 33 item 2: the browser sweeps (tests/e2e/phone.spec.ts, a11y.spec.ts) visit every
// collection's list screen, read from the registry, so a new collection is swept without being
// written into them; tests/unit/registryChecklist.test.ts holds them to it.

/** Whether the collection's SPA folder (src/resources/<resource>/index.ts, as App.tsx mounts it) has a list screen. */
export function hasListScreen(resource: string): boolean {
  const index = new URL(`../../src/resources/${resource}/index.ts`, import.meta.url);
  return existsSync(index) && /^\s*list\s*[:,]/m.test(readFileSync(index, 'utf8'));
}

/** The SPA path of each list screen: the resource's list, and the page its menu entry opens when that is another (room-rack). */
export function registryListRoutes(): string[] {
  const routes = COLLECTION_LIST.flatMap((entry) => {
    const link = (entry as CollectionMeta).menu?.link;
    return [...(hasListScreen(entry.resource) ? [`/${entry.resource}`] : []), ...(link ? [`/${link}`] : [])];
  });
  return [...new Set(routes)];
}
