import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/ShoppingCart';
import { lazyPage } from '../../ui/lazyPage';

const PurchaseOrderCreate = lazyPage(() => import('./PurchaseOrderCreate'), 'PurchaseOrderCreate');
const PurchaseOrderEdit = lazyPage(() => import('./PurchaseOrderEdit'), 'PurchaseOrderEdit');
const PurchaseOrderList = lazyPage(() => import('./PurchaseOrderList'), 'PurchaseOrderList');
const PurchaseOrderShow = lazyPage(() => import('./PurchaseOrderShow'), 'PurchaseOrderShow');

export default {
  list: PurchaseOrderList,
  create: PurchaseOrderCreate,
  edit: PurchaseOrderEdit,
  show: PurchaseOrderShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
