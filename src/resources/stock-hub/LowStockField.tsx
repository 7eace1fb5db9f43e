import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { StockHubRow } from '../../../contract/stock';

/** DESIGN.md §6 "Stock hub": available at or below the reorder level. */
export const LowStockField = () => {
  const record = useRecordContext<StockHubRow>();
  const translate = useTranslate();
  if (!record?.low_stock) return null;
  return <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberIcon />} label={translate('app.stock_hub.low')} />;
};
