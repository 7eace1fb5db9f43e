import type { AliasRoute } from '../shared/aliasRoutes';
import { StaffCurrency } from '../../providers/StaffCurrency';
import { lazyPage } from '../../ui/lazyPage';

const JobCardShow = lazyPage(() => import('./JobCardShow'), 'JobCardShow');
const JobCardPrint = lazyPage(() => import('./JobCardPrint'), 'JobCardPrint');

export const ROUTES: readonly AliasRoute[] = [
  { path: '/job-cards/view/:id', action: 'read', resource: 'job-cards', view: <JobCardShow /> },
  { path: '/job-cards/:id/print', action: 'show', resource: 'job-cards', view: <StaffCurrency><JobCardPrint /></StaffCurrency>, noLayout: true },
];
