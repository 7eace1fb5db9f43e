import type { AliasRoute } from '../shared/aliasRoutes';
import { StaffCurrency } from '../../providers/StaffCurrency';
import { lazyPage } from '../../ui/lazyPage';

const PurchaseOrderCreate = lazyPage(() => import('./PurchaseOrderCreate'), 'PurchaseOrderCreate');
const PurchaseOrderEdit = lazyPage(() => import('./PurchaseOrderEdit'), 'PurchaseOrderEdit');
const PurchaseOrderPrint = lazyPage(() => import('./PurchaseOrderPrint'), 'PurchaseOrderPrint');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/purchase-orders-add', action: 'create', resource: 'purchase-orders', view: <PurchaseOrderCreate /> },
  // SPEC.md §2 names view_po: the screen is read-only for a draft without manage_po and for every later status.
  { path: '/purchase-orders-edit/:id', action: 'read', resource: 'purchase-orders', view: <PurchaseOrderEdit /> },
  {
    path: '/purchase-orders/:id/print',
    action: 'show',
    resource: 'purchase-orders',
    view: <StaffCurrency><PurchaseOrderPrint /></StaffCurrency>,
    noLayout: true,
  },
];
