import type { ResourceProps } from 'react-admin';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazyPage } from '../../ui/lazyPage';

const StockHubList = lazyPage(() => import('./StockHubList'), 'StockHubList');

/** Read only (DESIGN.md §3): the stock hub has a list and nothing else. */
export default {
  list: StockHubList,
  icon: WarehouseIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
