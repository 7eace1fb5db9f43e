import type { ResourceProps } from 'react-admin';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { RoleCreate } from './RoleCreate';
import { RoleEdit } from './RoleEdit';
import { RoleList } from './RoleList';
import { RoleShow } from './RoleShow';

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  show: RoleShow,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
