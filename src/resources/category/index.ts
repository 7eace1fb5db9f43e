import type { ResourceProps } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import { lazyPage } from '../../ui/lazyPage';

const CategoryCreate = lazyPage(() => import('./CategoryCreate'), 'CategoryCreate');
const CategoryEdit = lazyPage(() => import('./CategoryEdit'), 'CategoryEdit');
const CategoryList = lazyPage(() => import('./CategoryList'), 'CategoryList');
const CategoryShow = lazyPage(() => import('./CategoryShow'), 'CategoryShow');

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  show: CategoryShow,
  icon: CategoryIcon,
  // "Brakes › Pads": every reference to a category (a product's, a parent) names it by its path.
  recordRepresentation: 'path',
} satisfies Omit<ResourceProps, 'name'>;
