import { useEffect } from 'react';
import { API_URL, httpClient } from './httpClient';
import { LiveConnection, useLiveStatus as useStatusOf, type LiveEvent, type LiveStatus } from './liveConnection';
import { applyEvent } from './liveEvents';
import { queryClient } from './queryClient';

/** The staff app's one stream (GET /api/events), opened while the layout (a signed-in person) is on screen. */
export const staffLive = new LiveConnection(`${API_URL}/events`, {
  apply: (event) => applyEvent(queryClient, event),
  refetchAll: () => queryClient.invalidateQueries(),
  renew: () => httpClient(`${API_URL}/me`),
});

// SPEC.md §7 keeps cached data 60 s without refetching on focus: the stream keeps it current.
// While the stream is down, coming back to the window is when screens catch up.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, refetchOnWindowFocus: () => staffLive.status === 'down' },
});

export function useLiveStatus(connection: LiveConnection = staffLive): LiveStatus {
  return useStatusOf(connection);
}

/** Calls `listener` with every event the stream brings while the component is mounted. */
export function useLiveEvents(listener: (event: LiveEvent) => void, connection: LiveConnection = staffLive): void {
  useEffect(() => connection.onEvent(listener), [connection, listener]);
}

/** Keeps the stream open while mounted (the staff layout: someone is signed in). */
export function useLiveConnection(connection: LiveConnection = staffLive): void {
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
}
