import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../../ui/lazyPage';

const OrderCreate = lazyPage(() => import('./OrderCreate'), 'OrderCreate');
const OrderEdit = lazyPage(() => import('./OrderEdit'), 'OrderEdit');
const OrderList = lazyPage(() => import('./OrderList'), 'OrderList');
const OrderShow = lazyPage(() => import('./OrderShow'), 'OrderShow');

export default {
  list: OrderList,
  create: OrderCreate,
  edit: OrderEdit,
  show: OrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
