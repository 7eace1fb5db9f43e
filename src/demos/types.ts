import type { ComponentType, LazyExoticComponent } from 'react';

/** One demo page: its path (no leading slash) and its lazily loaded screen, a chunk of its own. */
export interface DemoRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
}
