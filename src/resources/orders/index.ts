import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/ReceiptLong';
import { OrderCreate } from './OrderCreate';
import { OrderEdit } from './OrderEdit';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export default {
  list: OrderList,
  create: OrderCreate,
  edit: OrderEdit,
  show: OrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
