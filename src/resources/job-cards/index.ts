import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/Assignment';
import { lazyPage } from '../../ui/lazyPage';

const JobCardCreate = lazyPage(() => import('./JobCardCreate'), 'JobCardCreate');
const JobCardEdit = lazyPage(() => import('./JobCardEdit'), 'JobCardEdit');
const JobCardList = lazyPage(() => import('./JobCardList'), 'JobCardList');
const JobCardShow = lazyPage(() => import('./JobCardShow'), 'JobCardShow');

export default {
  list: JobCardList,
  create: JobCardCreate,
  edit: JobCardEdit,
  show: JobCardShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
