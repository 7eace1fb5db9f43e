import type { ResourceProps } from 'react-admin';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { Warehouse } from '../../schema/locations';
import { WarehouseCreate } from './WarehouseCreate';
import { WarehouseEdit } from './WarehouseEdit';
import { WarehouseList } from './WarehouseList';
import { WarehouseShow } from './WarehouseShow';

export default {
  list: WarehouseList,
  create: WarehouseCreate,
  edit: WarehouseEdit,
  show: WarehouseShow,
  icon: WarehouseIcon,
  recordRepresentation: (record: Warehouse) => `${record.code} — ${record.name}`,
} satisfies Omit<ResourceProps, 'name'>;
