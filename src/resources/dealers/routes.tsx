import type { AliasRoute } from '../shared/aliasRoutes';
import { EditOrShow } from '../shared/EditOrShow';
import { lazyPage } from '../../ui/lazyPage';

const DealerCreate = lazyPage(() => import('./DealerCreate'), 'DealerCreate');
const DealerEdit = lazyPage(() => import('./DealerEdit'), 'DealerEdit');
const DealerShow = lazyPage(() => import('./DealerShow'), 'DealerShow');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/dealers-add', action: 'create', resource: 'dealers', view: <DealerCreate /> },
  {
    path: '/dealers-edit/:id',
    action: 'read',
    resource: 'dealers',
    view: <EditOrShow edit={<DealerEdit />} show={<DealerShow />} />,
  },
];
