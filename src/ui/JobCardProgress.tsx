import { useTranslate } from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { OrderWorkOrderSummary } from '../../contract/orders';

/** How far a work order's job cards are: a bar, and the count for those who cannot see bars. */
export const JobCardProgress = ({ workOrder }: { workOrder: Pick<OrderWorkOrderSummary, 'job_cards' | 'job_cards_done'> }) => {
  const translate = useTranslate();
  if (!workOrder.job_cards) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.orders.work_orders.no_job_cards')}
      </Typography>
    );
  }
  const text = translate('app.orders.work_orders.progress', { done: workOrder.job_cards_done, total: workOrder.job_cards });
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={(workOrder.job_cards_done / workOrder.job_cards) * 100} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
};
