import { useTranslate } from 'react-admin';
import { Box, Tooltip, Typography } from '@mui/material';
import { MONEY } from '../resources/shared/collectionList';
import type { OrdersDashboard } from '../schema/orders';

/** Like react-admin's NumberField with MONEY: the browser's locale. */
const money = new Intl.NumberFormat(undefined, MONEY);
/** The days are calendar days (YYYY-MM-DD): formatted in UTC so no time zone moves them. */
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Text only assistive technology reads: each bar's day, count and value. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const CHART_HEIGHT = 140;

/**
 * A column chart of the orders placed each day, without a chart library (like
 * StockValueChart): each column is a list item whose hidden text says the day, the count and
 * the value; the column itself is decoration, scaled to the busiest day.
 */
export const OrdersPerDayChart = ({ days, label }: { days: OrdersDashboard['orders_per_day']; label: string }) => {
  const translate = useTranslate();
  const busiest = Math.max(...days.map((day) => day.count), 0);
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const value = days.reduce((sum, day) => sum + day.total, 0);
  const describe = (day: OrdersDashboard['orders_per_day'][number]) =>
    translate('app.dashboard.business.day_bar', { day: formatDay(day.day), smart_count: day.count, value: money.format(day.total) });
  return (
    <>
      {/* Two columns: the scale, then the columns with the first and last day under them. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: CHART_HEIGHT, textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary">
            {busiest}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            0
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={label}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            height: CHART_HEIGHT,
            display: 'flex',
            alignItems: 'flex-end',
            gap: '2px',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {days.map((day) => (
            <Tooltip key={day.day} title={describe(day)} placement="top" describeChild>
              <Box component="li" sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  {describe(day)}
                </Box>
                <Box
                  aria-hidden
                  sx={{
                    width: '100%',
                    height: `${busiest > 0 ? (day.count / busiest) * 100 : 0}%`,
                    minHeight: day.count > 0 ? 2 : 0,
                    bgcolor: 'primary.main',
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              </Box>
            </Tooltip>
          ))}
        </Box>
        {days.length > 0 && (
          <Box aria-hidden sx={{ gridColumn: 2, display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              {formatDay(days[0].day)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDay(days[days.length - 1].day)}
            </Typography>
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>
        {translate('app.dashboard.business.orders_per_day_total', { smart_count: count, value: money.format(value) })}
      </Typography>
    </>
  );
};
