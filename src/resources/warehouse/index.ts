import type { ResourceProps } from 'react-admin';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { Warehouse } from '../../../contract/locations';
import { lazyPage } from '../../ui/lazyPage';

const WarehouseCreate = lazyPage(() => import('./WarehouseCreate'), 'WarehouseCreate');
const WarehouseEdit = lazyPage(() => import('./WarehouseEdit'), 'WarehouseEdit');
const WarehouseList = lazyPage(() => import('./WarehouseList'), 'WarehouseList');
const WarehouseShow = lazyPage(() => import('./WarehouseShow'), 'WarehouseShow');

export default {
  list: WarehouseList,
  create: WarehouseCreate,
  edit: WarehouseEdit,
  show: WarehouseShow,
  icon: WarehouseIcon,
  recordRepresentation: (record: Warehouse) => `${record.code} — ${record.name}`,
} satisfies Omit<ResourceProps, 'name'>;
