import type { ResourceProps } from 'react-admin';
import InventoryIcon from '@mui/icons-material/Inventory';
import { lazyPage } from '../../ui/lazyPage';

const ProductCreate = lazyPage(() => import('./ProductCreate'), 'ProductCreate');
const ProductEdit = lazyPage(() => import('./ProductEdit'), 'ProductEdit');
const ProductList = lazyPage(() => import('./ProductList'), 'ProductList');
const ProductShow = lazyPage(() => import('./ProductShow'), 'ProductShow');

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  show: ProductShow,
  icon: InventoryIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
