import type { AliasRoute } from '../shared/aliasRoutes';
import { lazyPage } from '../../ui/lazyPage';

const WorkOrderCreate = lazyPage(() => import('./WorkOrderCreate'), 'WorkOrderCreate');
const WorkOrderEdit = lazyPage(() => import('./WorkOrderEdit'), 'WorkOrderEdit');
const WorkOrderShow = lazyPage(() => import('./WorkOrderShow'), 'WorkOrderShow');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/workorders-create/:orderId', action: 'read', resource: 'workorders', view: <WorkOrderCreate /> },
  { path: '/workorders-view/:id', action: 'read', resource: 'workorders', view: <WorkOrderShow /> },
  { path: '/workorders-edit/:id', action: 'read', resource: 'workorders', view: <WorkOrderEdit /> },
];
