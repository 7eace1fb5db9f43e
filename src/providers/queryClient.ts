import { QueryClient, type Query } from '@tanstack/react-query';

const ONE_MINUTE = 60_000;

/**
 * SPEC.md §7: cached data is kept 60 s and is not refetched on focus, reconnect or mount.
 * A query a mutation has invalidated is the exception on mount: react-admin invalidates the
 * lists of a resource after a create or delete, and showing them unchanged would hide the
 * user's own change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: ONE_MINUTE,
      staleTime: ONE_MINUTE,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: (query: Query) => query.state.isInvalidated,
    },
  },
});

/**
 * A business document's screen reads the document itself on every opening. Its list rows lack
 * the lines, history and time logs, yet react-admin puts each row in the record's cache; and a
 * status moved by a colleague a minute ago must not show as it was.
 */
export const FRESH_RECORDS = ['orders', 'purchase-orders', 'workorders', 'job-cards', 'stock-adjustments', 'stock-counts'];
for (const resource of FRESH_RECORDS) queryClient.setQueryDefaults([resource, 'getOne'], { staleTime: 0, refetchOnMount: true });
