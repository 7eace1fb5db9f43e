import type { DemoRoute } from '../types';

export const appsRoutes: DemoRoute[] = [];
