import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ResourceContextProvider } from 'react-admin';
import { RequirePermission } from './auth/RequirePermission';
import type { Permission } from './schema/permissions';
import { ProductCreate } from './resources/products/ProductCreate';
import { ProductList } from './resources/products/ProductList';

interface AliasRoute {
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
