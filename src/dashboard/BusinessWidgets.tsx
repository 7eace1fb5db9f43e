import { Box } from '@mui/material';
import { OrderWidgets } from './OrderWidgets';
import { PurchaseOrderWidgets } from './PurchaseOrderWidgets';

/**
 * The order, work order and purchase order cards share one grid, so whichever of them a
 * user may read fill its rows without gaps.
 */
export const BusinessWidgets = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, '&:empty': { display: 'none' } }}>
    <OrderWidgets />
    <PurchaseOrderWidgets />
  </Box>
);
