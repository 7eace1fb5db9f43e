import type { ResourceProps } from 'react-admin';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyPage } from '../../ui/lazyPage';

const StockAdjustmentCreate = lazyPage(() => import('./StockAdjustmentCreate'), 'StockAdjustmentCreate');
const StockAdjustmentEdit = lazyPage(() => import('./StockAdjustmentEdit'), 'StockAdjustmentEdit');
const StockAdjustmentList = lazyPage(() => import('./StockAdjustmentList'), 'StockAdjustmentList');
const StockAdjustmentShow = lazyPage(() => import('./StockAdjustmentShow'), 'StockAdjustmentShow');

export default {
  list: StockAdjustmentList,
  create: StockAdjustmentCreate,
  edit: StockAdjustmentEdit,
  show: StockAdjustmentShow,
  icon: TuneIcon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
