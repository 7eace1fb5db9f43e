import type { ResourceProps } from 'react-admin';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { lazyPage } from '../../ui/lazyPage';

const RackCreate = lazyPage(() => import('./RackCreate'), 'RackCreate');
const RackEdit = lazyPage(() => import('./RackEdit'), 'RackEdit');
const RackList = lazyPage(() => import('./RackList'), 'RackList');
const RackShow = lazyPage(() => import('./RackShow'), 'RackShow');

export default {
  list: RackList,
  create: RackCreate,
  edit: RackEdit,
  show: RackShow,
  icon: ViewModuleIcon,
  recordRepresentation: 'path',
} satisfies Omit<ResourceProps, 'name'>;
