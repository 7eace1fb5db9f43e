import type { DemoRoute } from '../types';

export const pagesRoutes: DemoRoute[] = [];
