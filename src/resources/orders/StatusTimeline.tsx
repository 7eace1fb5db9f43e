import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { Order, OrderStatus } from '../../schema/orders';
import { OrderStatusChip } from './OrderFields';

/** The order's status changes, oldest first, each with who made it and when (issue 5). */
export const StatusTimeline = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const order = useRecordContext<Order>();
  if (!order) return null;
  const changes = order.history ?? [];
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const statusName = (status: string) => translate(`app.orders.status.${status}`, { _: status });
  return (
    <Box component="section" sx={{ px: 2, pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ pt: 2, pb: 1, fontWeight: 600 }}>
        {translate('app.orders.sections.status_history')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.orders.timeline.empty')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={translate('app.orders.sections.status_history')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {changes.map((change, index) => (
            <Box
              component="li"
              key={change.id}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === changes.length - 1 ? 0 : 2,
                // The line joining one change to the next, and the dot of this one.
                '&::before': { content: '""', position: 'absolute', left: 5, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' },
                '&::after':
                  index === changes.length - 1
                    ? undefined
                    : { content: '""', position: 'absolute', left: 10, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <OrderStatusChip status={change.to_status as OrderStatus} />
                <Typography variant="body2">
                  {change.from_status
                    ? translate('app.orders.timeline.moved', { from: statusName(change.from_status), to: statusName(change.to_status) })
                    : translate('app.orders.timeline.placed', { status: statusName(change.to_status) })}{' '}
                  {change.actor_name ? translate('app.orders.timeline.by', { name: change.actor_name }) : translate('app.orders.timeline.system')}
                </Typography>
              </Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDate.format(new Date(change.at))}
              </Typography>
              {change.note && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {change.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
