import type { ResourceProps } from 'react-admin';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { RackCreate } from './RackCreate';
import { RackEdit } from './RackEdit';
import { RackList } from './RackList';
import { RackShow } from './RackShow';

export default {
  list: RackList,
  create: RackCreate,
  edit: RackEdit,
  show: RackShow,
  icon: ViewModuleIcon,
  recordRepresentation: 'path',
} satisfies Omit<ResourceProps, 'name'>;
