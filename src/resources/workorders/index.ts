import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/Build';
import { lazyPage } from '../../ui/lazyPage';

const WorkOrderCreate = lazyPage(() => import('./WorkOrderCreate'), 'WorkOrderCreate');
const WorkOrderEdit = lazyPage(() => import('./WorkOrderEdit'), 'WorkOrderEdit');
const WorkOrderList = lazyPage(() => import('./WorkOrderList'), 'WorkOrderList');
const WorkOrderShow = lazyPage(() => import('./WorkOrderShow'), 'WorkOrderShow');

export default {
  list: WorkOrderList,
  create: WorkOrderCreate,
  edit: WorkOrderEdit,
  show: WorkOrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
