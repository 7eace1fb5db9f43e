import type { ResourceProps } from 'react-admin';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../../ui/lazyPage';

const RoleCreate = lazyPage(() => import('./RoleCreate'), 'RoleCreate');
const RoleEdit = lazyPage(() => import('./RoleEdit'), 'RoleEdit');
const RoleList = lazyPage(() => import('./RoleList'), 'RoleList');
const RoleShow = lazyPage(() => import('./RoleShow'), 'RoleShow');

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  show: RoleShow,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
