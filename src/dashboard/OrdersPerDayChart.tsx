import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ColumnChart } from '../ui/ColumnChart';
import { useMoneyFormat } from '../ui/localeFormat';
import type { OrdersDashboard } from '../../contract/orders';

/** The days are calendar days (YYYY-MM-DD): formatted in UTC so no time zone moves them. */
function useDayFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}

const CHART_HEIGHT = 140;

/**
 * The orders placed each day as columns; each says its day, count and value to a screen reader.
 */
export const OrdersPerDayChart = ({ days, label }: { days: OrdersDashboard['orders_per_day']; label: string }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const formatDay = useDayFormat();
  const busiest = Math.max(...days.map((day) => day.count), 0);
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const value = days.reduce((sum, day) => sum + day.total, 0);
  const describe = (day: OrdersDashboard['orders_per_day'][number]) =>
    translate('app.dashboard.business.day_bar', { day: formatDay(day.day), smart_count: day.count, value: money.format(day.total) });
  return (
    <>
      <ColumnChart
        label={label}
        height={CHART_HEIGHT}
        columns={days.map((day) => ({ key: day.day, value: day.count, description: describe(day) }))}
        max={busiest}
        min={0}
        axis={
          days.length > 0 && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                {formatDay(days[0].day)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDay(days[days.length - 1].day)}
              </Typography>
            </Box>
          )
        }
      />
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>
        {translate('app.dashboard.business.orders_per_day_total', { smart_count: count, value: money.format(value) })}
      </Typography>
    </>
  );
};
