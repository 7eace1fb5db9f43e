import type { ResourceProps } from 'react-admin';
import InventoryIcon from '@mui/icons-material/Inventory';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  show: ProductShow,
  icon: InventoryIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
