import { useDeferredValue } from 'react';
import { useCanAccessResources } from 'react-admin';

/**
 * Which of these resources the user may list, or undefined until that is known. A list whose
 * filters read other resources waits for it: a filter input added after the list has mounted
 * shows empty even though the address holds its value.
 *
 * The answer arrives as a store update, which React renders synchronously: a list that waited
 * for it would mount whole in that one long task. Deferred, the list mounts in a background
 * render of its own, in slices (docs/performance.md, fifth session of issue 21).
 */
export function useReadable<R extends string>(resources: readonly R[]): Record<R, boolean> | undefined {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: [...resources] });
  return useDeferredValue(isPending || !canAccess ? undefined : (canAccess as Record<R, boolean>));
}
