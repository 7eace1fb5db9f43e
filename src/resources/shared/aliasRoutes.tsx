import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ResourceContextProvider } from 'react-admin';
import { RequirePermission } from '../../auth/RequirePermission';
import type { Action, Permission } from '../../../contract/permissions';
import { permissionFor } from '../../../contract/resources';

/**
 * DESIGN.md §4: a resource's screen at one of SPEC.md's other paths, behind its permission. Each
 * resource folder lists its own in `routes.tsx` (lazy, as in its index.ts); App.tsx mounts them all.
 */
export interface AliasRoute {
  path: string;
  resource: string;
  /** What the screen does to the resource: SPEC.md §2 names a read permission even for some edit screens. */
  action: Action | 'read';
  view: ReactElement;
  /** Outside the layout: a printable document, so only the document prints. */
  noLayout?: boolean;
}

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
