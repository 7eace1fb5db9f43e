import type { ResourceProps } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';
import { CategoryShow } from './CategoryShow';

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  show: CategoryShow,
  icon: CategoryIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
