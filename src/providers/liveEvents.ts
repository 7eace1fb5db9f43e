import type { Query, QueryClient } from '@tanstack/react-query';
import { COLLECTIONS, type ImportPlace } from '../../contract/resources';
import type { LiveEvent } from './liveConnection';

// Issue 34 item 3, DESIGN.md §5 "Events": the staff app keeps one Server-Sent Events stream
// (GET /api/events) while someone is signed in. Each event marks stale exactly the caches it
// touches (its collection's lists, its record, the stock and dashboard figures it moves); what is
// on screen refetches in the background and keeps its rows meanwhile. A record open in an edit
// form is not refetched under the person's hands: the form is told instead (StaleRecordNotice).
// While the stream is down, screens refetch when the window comes back into focus.

export type { LiveEvent, LiveStatus } from './liveConnection';

/** Where the SPA reads a collection: its react-admin resource (the API name when it has none). */
const RESOURCE_OF: Record<string, string> = Object.fromEntries(Object.values(COLLECTIONS).map((entry) => [entry.name, entry.resource]));

/** What a change of stock moves on other screens (a live `stock.*` event, a floor action). */
export const STOCK_FIGURES = ['stock-levels', 'stock-movements', 'stock-hub', 'products', 'dashboard'] as const;
/** Other screens a collection's change shows on, beyond its own lists and record (by react-admin resource). */
const ALSO_TOUCHES: Record<string, readonly string[]> = {
  orders: ['dashboard'],
  'purchase-orders': ['dashboard'],
  workorders: ['orders', 'dashboard'],
  'job-cards': ['workorders', 'orders', 'dashboard'],
  products: ['stock-hub', 'dashboard'],
  category: ['products'],
  racks: ['rooms', 'warehouse', 'stock-levels'],
  rooms: ['warehouse', 'racks'],
  roles: ['users'],
  'stock-hub': ['dashboard'],
};

/** Order moves that reserve stock or free it: the stock hub's reserved and available figures follow. */
const RESERVATION_MOVES = new Set(['order.confirmed', 'order.cancelled', 'order.dispatched']);

/** An import kind's collections, by API name: the one listing it and what else it writes (`locations` writes rooms). */
const IMPORT_WRITES: Record<string, readonly string[]> = Object.fromEntries(
  Object.values(COLLECTIONS).flatMap((entry) =>
    ('imports' in entry ? (entry.imports as readonly ImportPlace[]) : []).map((place) => [place.kind, [entry.name, ...(place.alsoWrites ?? [])]]),
  ),
);

const resourceOf = (collection: string) => RESOURCE_OF[collection] ?? collection;

/** The resources (react-admin names, or query roots) an event's change shows on. */
export function resourcesTouched(event: Pick<LiveEvent, 'type' | 'collection' | 'payload'>): string[] {
  const owners = event.collection ? [event.collection] : (IMPORT_WRITES[String(event.payload.kind)] ?? []);
  const touched = new Set<string>();
  for (const own of owners.map(resourceOf)) for (const resource of [own, ...(ALSO_TOUCHES[own] ?? [])]) touched.add(resource);
  if (event.type.startsWith('stock.')) for (const figure of STOCK_FIGURES) touched.add(figure);
  if (RESERVATION_MOVES.has(event.type)) touched.add('stock-hub');
  if (event.collection === 'settings') touched.add('settings');
  return [...touched];
}

const recordIdOf = (query: Query): string | undefined => (query.queryKey[2] as { id?: unknown } | undefined)?.id?.toString();

// Records open in an edit form, by `<resource>/<id>`, with how many forms hold each.
const held = new Map<string, number>();
const heldKey = (resource: string, id: string | number) => `${resource}/${id}`;

/** An edit form holds its record while mounted: events mark it changed instead of refetching it. */
export function holdRecord(resource: string, id: string | number): () => void {
  const key = heldKey(resource, id);
  held.set(key, (held.get(key) ?? 0) + 1);
  return () => {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };
}

/** Marks stale (and refetches what is on screen) every cache the event touches, and only those. */
export function applyEvent(queryClient: QueryClient, event: LiveEvent): Promise<unknown> {
  const own = event.collection && resourceOf(event.collection);
  const recordId = event.record_id == null ? undefined : String(event.record_id);
  return Promise.all(
    resourcesTouched(event).map((resource) =>
      queryClient.invalidateQueries({
        queryKey: [resource],
        predicate: (query) => {
          if (query.queryKey[1] !== 'getOne') return true;
          const id = recordIdOf(query);
          if (id !== undefined && held.has(heldKey(resource, id))) return false;
          // Another record of the event's own collection did not change.
          return resource !== own || recordId === undefined || id === recordId;
        },
      }),
    ),
  );
}
