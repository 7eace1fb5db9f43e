import type { ResourceProps } from 'react-admin';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { SupplierCreate } from './SupplierCreate';
import { SupplierEdit } from './SupplierEdit';
import { SupplierList } from './SupplierList';
import { SupplierShow } from './SupplierShow';

export default {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
  show: SupplierShow,
  icon: LocalShippingIcon,
  recordRepresentation: 'company_name',
} satisfies Omit<ResourceProps, 'name'>;
