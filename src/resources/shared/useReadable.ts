import { useCanAccessResources } from 'react-admin';

/**
 * Which of these resources the user may list, or undefined until that is known. A list whose
 * filters read other resources waits for it: a filter input added after the list has mounted
 * shows empty even though the address holds its value.
 */
export function useReadable<R extends string>(resources: readonly R[]): Record<R, boolean> | undefined {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: [...resources] });
  return isPending || !canAccess ? undefined : (canAccess as Record<R, boolean>);
}
