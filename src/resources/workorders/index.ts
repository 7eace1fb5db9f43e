import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/Build';
import { WorkOrderCreate } from './WorkOrderCreate';
import { WorkOrderEdit } from './WorkOrderEdit';
import { WorkOrderList } from './WorkOrderList';
import { WorkOrderShow } from './WorkOrderShow';

export default {
  list: WorkOrderList,
  create: WorkOrderCreate,
  edit: WorkOrderEdit,
  show: WorkOrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
