import type { ResourceProps } from 'react-admin';
import TuneIcon from '@mui/icons-material/Tune';
import { StockAdjustmentCreate } from './StockAdjustmentCreate';
import { StockAdjustmentEdit } from './StockAdjustmentEdit';
import { StockAdjustmentList } from './StockAdjustmentList';
import { StockAdjustmentShow } from './StockAdjustmentShow';

export default {
  list: StockAdjustmentList,
  create: StockAdjustmentCreate,
  edit: StockAdjustmentEdit,
  show: StockAdjustmentShow,
  icon: TuneIcon,
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
