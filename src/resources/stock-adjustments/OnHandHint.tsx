import { useCanAccess, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { StockLevel } from '../../../contract/stock';

interface OnHandHintProps {
  productId: Identifier | null | undefined;
  rackId: Identifier | null | undefined;
  /** How many units the line would take out of the rack (0 when it adds). */
  take: number;
}

/**
 * What the chosen rack holds of the chosen product, beside the line that changes it. Only a
 * warning: the stock may change before posting, and posting is where the server refuses.
 * Reading stock levels needs view_stock_hub; without it the hint stays away (a 403 would
 * leave the page).
 */
export const OnHandHint = ({ productId, rackId, take }: OnHandHintProps) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'stock-levels', action: 'list' });
  const enabled = !!canAccess && productId != null && rackId != null;
  const { data, isPending } = useGetList<StockLevel>(
    'stock-levels',
    { filter: { product_id: productId, rack_id: rackId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'path', order: 'ASC' } },
    { enabled },
  );
  if (!enabled || isPending) return null;

  // A rack that never held the product has no row: nothing on hand.
  const onHand = data?.[0]?.on_hand ?? 0;
  const short = take > onHand;
  const text = short
    ? onHand === 0
      ? translate('app.stock_adjustments.none_on_hand')
      : translate('app.stock_adjustments.only_on_hand', { count: onHand })
    : translate('app.stock_adjustments.on_hand', { count: onHand });
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {short && <WarningAmberIcon fontSize="small" color="warning" aria-hidden />}
      <Typography variant="body2" color={short ? 'warning.main' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
};
