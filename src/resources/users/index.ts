import type { ResourceProps } from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../ui/lazyPage';

const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyPage(() => import('./UserList'), 'UserList');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'full_name',
} satisfies Omit<ResourceProps, 'name'>;
