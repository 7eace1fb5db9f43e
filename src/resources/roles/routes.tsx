import type { AliasRoute } from '../shared/aliasRoutes';
import { lazyPage } from '../../ui/lazyPage';

const RolePermissions = lazyPage(() => import('./RolePermissions'), 'RolePermissions');

export const ROUTES: readonly AliasRoute[] = [{ path: '/roles/:id/permissions', action: 'read', resource: 'roles', view: <RolePermissions /> }];
