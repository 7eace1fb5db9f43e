import type { DemoRoute } from '../types';

export const shopRoutes: DemoRoute[] = [];
