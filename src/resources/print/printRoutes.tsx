import type { AliasRoute } from '../../aliasRoutes';
import { StaffCurrency } from '../../providers/StaffCurrency';
import { lazyPage } from '../../ui/lazyPage';

const JobCardPrint = lazyPage(() => import('./JobCardPrint'), 'JobCardPrint');
const OrderPrint = lazyPage(() => import('./OrderPrint'), 'OrderPrint');
const PurchaseOrderPrint = lazyPage(() => import('./PurchaseOrderPrint'), 'PurchaseOrderPrint');

/** Printable documents, outside the layout so only the document prints (opened from each show screen). */
export const PRINT_ROUTES: readonly AliasRoute[] = [
  { path: '/orders/:id/print', action: 'show', resource: 'orders', view: <StaffCurrency><OrderPrint /></StaffCurrency> },
  { path: '/purchase-orders/:id/print', action: 'show', resource: 'purchase-orders', view: <StaffCurrency><PurchaseOrderPrint /></StaffCurrency> },
  { path: '/job-cards/:id/print', action: 'show', resource: 'job-cards', view: <StaffCurrency><JobCardPrint /></StaffCurrency> },
];
