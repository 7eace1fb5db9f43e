import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts `children` in a render of their own at background priority. The render that mounts
 * this component shows `fallback`; React then renders the children in slices that give the
 * browser its turn between them, instead of in the one long task of the update that mounted
 * it. That matters where a synchronous update mounts a large tree: react-admin mounts the
 * whole staff layout when the identity check answers, through a store subscription, which
 * React always renders synchronously (docs/performance.md, fifth session of issue 21).
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
