import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LiveConnection, useLiveStatus, type LiveEvent } from '../../providers/liveConnection';
import { DEALER_QUERY_ROOT } from '../pages/dealerQueries';
import { dealerFetch } from './dealerApi';

// Issue 34: the portal's stream (GET /api/dealer/events) carries the dealer's own orders and the
// availability of catalogue products; its order pages, dashboard and order form follow them.

/** The portal's caches an event touches. */
export function dealerCachesTouched(event: Pick<LiveEvent, 'collection' | 'record_id'>): unknown[][] {
  if (event.collection === 'orders') {
    return [[DEALER_QUERY_ROOT, 'orders'], [DEALER_QUERY_ROOT, 'order', String(event.record_id)], [DEALER_QUERY_ROOT, 'dashboard'], [DEALER_QUERY_ROOT, 'catalogue']];
  }
  return [[DEALER_QUERY_ROOT, 'catalogue']];
}

function dealerConnection(queryClient: QueryClient): LiveConnection {
  return new LiveConnection('/api/dealer/events', {
    apply: (event) => Promise.all(dealerCachesTouched(event).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    refetchAll: () => queryClient.invalidateQueries({ queryKey: [DEALER_QUERY_ROOT] }),
    renew: () => dealerFetch('/settings'),
  });
}

/** The signed-in portal's stream, open while its layout is on screen; its status for the header. */
export function useDealerLive() {
  const queryClient = useQueryClient();
  const [connection] = useState(() => dealerConnection(queryClient));
  useEffect(() => {
    connection.start();
    // While the stream is down, coming back to the window is when the pages catch up.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnWindowFocus: () => connection.status === 'down' } });
    return () => connection.stop();
  }, [connection, queryClient]);
  return useLiveStatus(connection);
}
