import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { readUser } from '../providers/session';
import { floorDb } from './floorDb';

// Issue 35 item 2: what the floor reads (a rack's stock, a stocktake and its lines, the documents
// picked or received, the products) is kept on the device with the person's other floor data, so
// /scan opened without a network shows what it showed last. Only these; a week at most; another
// person's are never restored (the buster is the person); all of it goes at logout.

/** The react-query roots the floor reads (a stocktake's lines are "stock-counts/<id>/lines"). */
const FLOOR_READS = ['stock-levels', 'products', 'racks', 'stock-counts', 'orders', 'purchase-orders', 'job-cards'];
const isFloorRead = (key: readonly unknown[]) => typeof key[0] === 'string' && FLOOR_READS.some((root) => key[0] === root || (key[0] as string).startsWith(`${root}/`));

const WEEK = 7 * 24 * 60 * 60 * 1000;

export function persistFloorReads(queryClient: QueryClient): void {
  // react-query takes the device for online until told otherwise: opened offline, it would try
  // every read, fail and show the error over what the phone kept. Paused instead, until online.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  // Who is signed in is answered offline too (the stored person, src/providers/authProvider.ts).
  queryClient.setQueryDefaults(['auth'], { networkMode: 'always' });
  if (typeof indexedDB === 'undefined') return;
  let userId: number | null = null;
  try {
    userId = readUser(localStorage)?.id ?? null;
  } catch {
    userId = null;
  }
  // Kept in memory long enough to be kept on the device (the app's default is a minute).
  for (const root of FLOOR_READS) queryClient.setQueryDefaults([root], { gcTime: WEEK });
  queryClient.getQueryCache().subscribe(({ query, type }) => {
    if (type === 'added' && isFloorRead(query.queryKey) && (query.queryKey[0] as string).includes('/')) query.setOptions({ ...query.options, gcTime: WEEK });
  });
  const persister = createAsyncStoragePersister({
    key: 'floor-reads',
    throttleTime: 500,
    storage: {
      getItem: async (key) => ((await (await floorDb()).get('kv', key)) as string | undefined) ?? null,
      setItem: async (key, value) => void (await (await floorDb()).put('kv', value, key)),
      removeItem: async (key) => void (await (await floorDb()).delete('kv', key)),
    },
  });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: WEEK,
    buster: String(userId),
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isFloorRead(query.queryKey) },
  });
  // What the phone kept is for when there is no network: online, it is shown only until read again
  // (a record saved just before a reload would otherwise show its old copy while still fresh).
  void restored.then(() => {
    if (navigator.onLine) void queryClient.invalidateQueries({ predicate: (query) => isFloorRead(query.queryKey) });
  });
}
