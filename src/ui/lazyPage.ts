import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is fetched on its first visit, so the staff app's first download (the
 * login page and the dashboard) carries none of the resource screens (issue 9; the gain is
 * measured in docs/performance.md). react-admin's layout shows its loader meanwhile; the
 * dealer portal uses it too, for the pages away from its first screen (its layout's placeholder).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
