import type { ResourceProps } from 'react-admin';
import Icon from '@mui/icons-material/Assignment';
import { JobCardCreate } from './JobCardCreate';
import { JobCardEdit } from './JobCardEdit';
import { JobCardList } from './JobCardList';
import { JobCardShow } from './JobCardShow';

export default {
  list: JobCardList,
  create: JobCardCreate,
  edit: JobCardEdit,
  show: JobCardShow,
  icon: Icon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
