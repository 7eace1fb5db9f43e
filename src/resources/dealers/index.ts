import type { ResourceProps } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { DealerCreate } from './DealerCreate';
import { DealerEdit } from './DealerEdit';
import { DealerList } from './DealerList';
import { DealerShow } from './DealerShow';

export default {
  list: DealerList,
  create: DealerCreate,
  edit: DealerEdit,
  show: DealerShow,
  icon: StorefrontIcon,
  recordRepresentation: 'company_name',
} satisfies Omit<ResourceProps, 'name'>;
