import { useSyncExternalStore } from 'react';
import { floorQueue, type QueuedAction } from './floorQueue';

/** The person's floor actions kept on this phone, as they change. */
export const useFloorQueue = (): QueuedAction[] => useSyncExternalStore(floorQueue.subscribe, floorQueue.snapshot, () => []);

/** How many still need the server (refused ones included: they need the person). */
export const useFloorQueuePending = (): number => useFloorQueue().filter((action) => action.state !== 'sent').length;
