import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ColumnChart } from '../../ui/ColumnChart';
import type { DealerDashboard } from '../../../contract/dealerPortal';
import { usePrintFormat } from '../../ui/usePrintFormat';

const CHART_HEIGHT = 160;

/** Months come as YYYY-MM: named in UTC so no time zone moves them into the month before. */
function useMonthName() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * The dealer's spend of each of the last twelve months as columns; each says its month and
 * amount to a screen reader.
 */
export const SpendByMonthChart = ({ months }: { months: DealerDashboard['spend_by_month'] }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const monthName = useMonthName();
  const biggest = Math.max(...months.map((month) => month.total), 0);
  const describe = (month: DealerDashboard['spend_by_month'][number]) => `${monthName(month.month)}: ${format.money(month.total)}`;
  const label = translate('app.dealer_pages.dashboard.spend_by_month');
  return (
    <ColumnChart
      label={label}
      height={CHART_HEIGHT}
      gap={4}
      columns={months.map((month) => ({ key: month.month, value: month.total, description: describe(month) }))}
      max={format.money(biggest)}
      min={format.money(0)}
      axis={
        <Box sx={{ display: 'flex', gap: '4px' }}>
          {months.map((month) => (
            <Typography key={month.month} variant="caption" color="text.secondary" sx={{ flex: 1, textAlign: 'center', overflow: 'hidden', whiteSpace: 'nowrap', fontSize: '0.65rem' }}>
              {monthName(month.month)}
            </Typography>
          ))}
        </Box>
      }
    />
  );
};
