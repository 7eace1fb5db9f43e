import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ResourceContextProvider } from 'react-admin';
import { RequirePermission } from './auth/RequirePermission';
import type { Permission } from '../contract/permissions';
import { EditOrShow } from './resources/shared/EditOrShow';
import { lazyPage } from './resources/shared/lazyPage';

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
  /** SPEC.md §2 names the permission of each route. */
  permission: Permission;
  resource: string;
  view: ReactElement;
}

/** DESIGN.md §4: SPEC.md's other paths land on a resource's screen, behind their permission. */
export const ALIAS_ROUTES: readonly AliasRoute[] = [
  { path: '/church', permission: 'view_products', resource: 'products', view: <ProductList /> },
  { path: '/church-add', permission: 'manage_products', resource: 'products', view: <ProductCreate /> },
  { path: '/roles/:id/permissions', permission: 'view_roles', resource: 'roles', view: <RolePermissions /> },
  { path: '/suppliers-add', permission: 'manage_suppliers', resource: 'suppliers', view: <SupplierCreate /> },
  {
    path: '/suppliers-edit/:id',
    permission: 'view_suppliers',
    resource: 'suppliers',
    view: <EditOrShow edit={<SupplierEdit />} show={<SupplierShow />} />,
  },
  { path: '/dealers-add', permission: 'manage_customers', resource: 'dealers', view: <DealerCreate /> },
  {
    path: '/dealers-edit/:id',
    permission: 'view_customers',
    resource: 'dealers',
    view: <EditOrShow edit={<DealerEdit />} show={<DealerShow />} />,
  },
  {
    path: '/stock-adjustments-add',
    permission: 'manage_stock_adjustments',
    resource: 'stock-adjustments',
    view: <StockAdjustmentCreate />,
  },
  {
    path: '/stock-adjustments-view/:id',
    permission: 'view_stock_adjustments',
    resource: 'stock-adjustments',
    view: <StockAdjustmentShow />,
  },
  { path: '/orders-view/:id', permission: 'view_orders', resource: 'orders', view: <OrderShow /> },
  { path: '/purchase-orders-add', permission: 'manage_po', resource: 'purchase-orders', view: <PurchaseOrderCreate /> },
  // SPEC.md §2 names view_po: the screen is read-only for a draft without manage_po and for every later status.
  { path: '/purchase-orders-edit/:id', permission: 'view_po', resource: 'purchase-orders', view: <PurchaseOrderEdit /> },
  { path: '/workorders-create/:orderId', permission: 'view_orders', resource: 'workorders', view: <WorkOrderCreate /> },
  { path: '/workorders-view/:id', permission: 'view_orders', resource: 'workorders', view: <WorkOrderShow /> },
  { path: '/workorders-edit/:id', permission: 'view_orders', resource: 'workorders', view: <WorkOrderEdit /> },
  { path: '/job-cards/view/:id', permission: 'view_jc', resource: 'job-cards', view: <JobCardShow /> },
];

export function aliasRoute({ path, permission, resource, view }: AliasRoute) {
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
