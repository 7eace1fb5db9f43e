import type { ResourceProps } from 'react-admin';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../../ui/lazyPage';

const SupplierCreate = lazyPage(() => import('./SupplierCreate'), 'SupplierCreate');
const SupplierEdit = lazyPage(() => import('./SupplierEdit'), 'SupplierEdit');
const SupplierList = lazyPage(() => import('./SupplierList'), 'SupplierList');
const SupplierShow = lazyPage(() => import('./SupplierShow'), 'SupplierShow');

export default {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
  show: SupplierShow,
  icon: LocalShippingIcon,
  recordRepresentation: 'company_name',
} satisfies Omit<ResourceProps, 'name'>;
