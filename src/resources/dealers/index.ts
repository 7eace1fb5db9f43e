import type { ResourceProps } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyPage } from '../../ui/lazyPage';

const DealerCreate = lazyPage(() => import('./DealerCreate'), 'DealerCreate');
const DealerEdit = lazyPage(() => import('./DealerEdit'), 'DealerEdit');
const DealerList = lazyPage(() => import('./DealerList'), 'DealerList');
const DealerShow = lazyPage(() => import('./DealerShow'), 'DealerShow');

export default {
  list: DealerList,
  create: DealerCreate,
  edit: DealerEdit,
  show: DealerShow,
  icon: StorefrontIcon,
  recordRepresentation: 'company_name',
} satisfies Omit<ResourceProps, 'name'>;
