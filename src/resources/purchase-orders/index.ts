import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/ShoppingCart';
import { PurchaseOrderCreate } from './PurchaseOrderCreate';
import { PurchaseOrderEdit } from './PurchaseOrderEdit';
import { PurchaseOrderList } from './PurchaseOrderList';
import { PurchaseOrderShow } from './PurchaseOrderShow';

export default {
  list: PurchaseOrderList,
  create: PurchaseOrderCreate,
  edit: PurchaseOrderEdit,
  show: PurchaseOrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
