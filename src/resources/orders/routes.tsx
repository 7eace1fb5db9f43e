import type { AliasRoute } from '../shared/aliasRoutes';
import { StaffCurrency } from '../../providers/StaffCurrency';
import { lazyPage } from '../../ui/lazyPage';

const OrderShow = lazyPage(() => import('./OrderShow'), 'OrderShow');
const OrderPrint = lazyPage(() => import('./OrderPrint'), 'OrderPrint');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/orders-view/:id', action: 'read', resource: 'orders', view: <OrderShow /> },
  { path: '/orders/:id/print', action: 'show', resource: 'orders', view: <StaffCurrency><OrderPrint /></StaffCurrency>, noLayout: true },
];
