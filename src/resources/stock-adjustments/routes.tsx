import type { AliasRoute } from '../shared/aliasRoutes';
import { lazyPage } from '../../ui/lazyPage';

const StockAdjustmentCreate = lazyPage(() => import('./StockAdjustmentCreate'), 'StockAdjustmentCreate');
const StockAdjustmentShow = lazyPage(() => import('./StockAdjustmentShow'), 'StockAdjustmentShow');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/stock-adjustments-add', action: 'create', resource: 'stock-adjustments', view: <StockAdjustmentCreate /> },
  { path: '/stock-adjustments-view/:id', action: 'read', resource: 'stock-adjustments', view: <StockAdjustmentShow /> },
];
