import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ResourceContextProvider } from 'react-admin';
import { RequirePermission } from './auth/RequirePermission';
import type { Action, Permission } from '../contract/permissions';
import { permissionFor } from '../contract/resources';
import { EditOrShow } from './resources/shared/EditOrShow';
import { lazyPage } from './ui/lazyPage';

// Lazy as in each resource's index.ts: these screens stay out of the staff app's first download.
const ProductCreate = lazyPage(() => import('./resources/products/ProductCreate'), 'ProductCreate');
const ProductList = lazyPage(() => import('./resources/products/ProductList'), 'ProductList');
const DealerCreate = lazyPage(() => import('./resources/dealers/DealerCreate'), 'DealerCreate');
const DealerEdit = lazyPage(() => import('./resources/dealers/DealerEdit'), 'DealerEdit');
const DealerShow = lazyPage(() => import('./resources/dealers/DealerShow'), 'DealerShow');
const SupplierCreate = lazyPage(() => import('./resources/suppliers/SupplierCreate'), 'SupplierCreate');
const SupplierEdit = lazyPage(() => import('./resources/suppliers/SupplierEdit'), 'SupplierEdit');
const SupplierShow = lazyPage(() => import('./resources/suppliers/SupplierShow'), 'SupplierShow');
const RolePermissions = lazyPage(() => import('./resources/roles/RolePermissions'), 'RolePermissions');
const StockAdjustmentCreate = lazyPage(() => import('./resources/stock-adjustments/StockAdjustmentCreate'), 'StockAdjustmentCreate');
const StockAdjustmentShow = lazyPage(() => import('./resources/stock-adjustments/StockAdjustmentShow'), 'StockAdjustmentShow');
const OrderShow = lazyPage(() => import('./resources/orders/OrderShow'), 'OrderShow');
const PurchaseOrderCreate = lazyPage(() => import('./resources/purchase-orders/PurchaseOrderCreate'), 'PurchaseOrderCreate');
const PurchaseOrderEdit = lazyPage(() => import('./resources/purchase-orders/PurchaseOrderEdit'), 'PurchaseOrderEdit');
const WorkOrderCreate = lazyPage(() => import('./resources/workorders/WorkOrderCreate'), 'WorkOrderCreate');
const WorkOrderEdit = lazyPage(() => import('./resources/workorders/WorkOrderEdit'), 'WorkOrderEdit');
const WorkOrderShow = lazyPage(() => import('./resources/workorders/WorkOrderShow'), 'WorkOrderShow');
const JobCardShow = lazyPage(() => import('./resources/job-cards/JobCardShow'), 'JobCardShow');

export interface AliasRoute {
  path: string;
  resource: string;
  /** What the screen does to the resource: SPEC.md §2 names a read permission even for some edit screens. */
  action: Action | 'read';
  view: ReactElement;
}

/** DESIGN.md §4: SPEC.md's other paths land on a resource's screen, behind their permission. */
export const ALIAS_ROUTES: readonly AliasRoute[] = [
  { path: '/church', action: 'read', resource: 'products', view: <ProductList /> },
  { path: '/church-add', action: 'create', resource: 'products', view: <ProductCreate /> },
  { path: '/roles/:id/permissions', action: 'read', resource: 'roles', view: <RolePermissions /> },
  { path: '/suppliers-add', action: 'create', resource: 'suppliers', view: <SupplierCreate /> },
  {
    path: '/suppliers-edit/:id',
    action: 'read',
    resource: 'suppliers',
    view: <EditOrShow edit={<SupplierEdit />} show={<SupplierShow />} />,
  },
  { path: '/dealers-add', action: 'create', resource: 'dealers', view: <DealerCreate /> },
  {
    path: '/dealers-edit/:id',
    action: 'read',
    resource: 'dealers',
    view: <EditOrShow edit={<DealerEdit />} show={<DealerShow />} />,
  },
  {
    path: '/stock-adjustments-add',
    action: 'create',
    resource: 'stock-adjustments',
    view: <StockAdjustmentCreate />,
  },
  {
    path: '/stock-adjustments-view/:id',
    action: 'read',
    resource: 'stock-adjustments',
    view: <StockAdjustmentShow />,
  },
  { path: '/orders-view/:id', action: 'read', resource: 'orders', view: <OrderShow /> },
  { path: '/purchase-orders-add', action: 'create', resource: 'purchase-orders', view: <PurchaseOrderCreate /> },
  // SPEC.md §2 names view_po: the screen is read-only for a draft without manage_po and for every later status.
  { path: '/purchase-orders-edit/:id', action: 'read', resource: 'purchase-orders', view: <PurchaseOrderEdit /> },
  { path: '/workorders-create/:orderId', action: 'read', resource: 'workorders', view: <WorkOrderCreate /> },
  { path: '/workorders-view/:id', action: 'read', resource: 'workorders', view: <WorkOrderShow /> },
  { path: '/workorders-edit/:id', action: 'read', resource: 'workorders', view: <WorkOrderEdit /> },
  { path: '/job-cards/view/:id', action: 'read', resource: 'job-cards', view: <JobCardShow /> },
];

/** The permission of an alias: contract/resources.ts's for its resource and action. */
export function aliasPermission({ resource, action }: Pick<AliasRoute, 'resource' | 'action'>): Permission {
  const permission = permissionFor(resource, action);
  if (!permission) throw new Error(`No permission for ${action} on ${resource}: is it in contract/resources.ts?`);
  return permission;
}

export function aliasRoute({ path, resource, action, view }: AliasRoute) {
  const permission = aliasPermission({ resource, action });
  return (
    <Route
      key={path}
      path={path}
      element={
        <RequirePermission permission={permission}>
          <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>
        </RequirePermission>
      }
    />
  );
}
