import type { AliasRoute } from '../shared/aliasRoutes';
import { EditOrShow } from '../shared/EditOrShow';
import { lazyPage } from '../../ui/lazyPage';

const SupplierCreate = lazyPage(() => import('./SupplierCreate'), 'SupplierCreate');
const SupplierEdit = lazyPage(() => import('./SupplierEdit'), 'SupplierEdit');
const SupplierShow = lazyPage(() => import('./SupplierShow'), 'SupplierShow');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/suppliers-add', action: 'create', resource: 'suppliers', view: <SupplierCreate /> },
  {
    path: '/suppliers-edit/:id',
    action: 'read',
    resource: 'suppliers',
    view: <EditOrShow edit={<SupplierEdit />} show={<SupplierShow />} />,
  },
];
