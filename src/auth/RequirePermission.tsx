import type { ReactNode } from 'react';
import { Navigate, useLocation, usePermissions } from 'react-admin';
import { hasPermission, parsePermissions, type Permission } from '../../contract/permissions';

/**
 * SPEC.md §2 "Permission guard behaviour": without the permission the location is replaced
 * by /404, and the origin travels along in the location state.
 */
export const RequirePermission = ({ permission, children }: { permission: Permission; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  const location = useLocation();
  if (isPending) return null;
  if (!hasPermission(parsePermissions(permissions), permission)) {
    return <Navigate to="/404" replace state={{ from: location }} />;
  }
  return children;
};
