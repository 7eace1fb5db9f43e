import type { ResourceProps } from 'react-admin';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyPage } from '../../ui/lazyPage';

const StockCountCreate = lazyPage(() => import('./StockCountCreate'), 'StockCountCreate');
const StockCountEdit = lazyPage(() => import('./StockCountEdit'), 'StockCountEdit');
const StockCountList = lazyPage(() => import('./StockCountList'), 'StockCountList');
const StockCountShow = lazyPage(() => import('./StockCountShow'), 'StockCountShow');

export default {
  list: StockCountList,
  create: StockCountCreate,
  edit: StockCountEdit,
  show: StockCountShow,
  icon: FactCheckIcon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
