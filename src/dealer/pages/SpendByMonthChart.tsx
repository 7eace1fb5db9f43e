import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Tooltip, Typography } from '@mui/material';
import type { DealerDashboard } from '../../schema/dealerPortal';
import { usePrintFormat } from '../../resources/print/usePrintFormat';

/** Text only assistive technology reads: each bar's month and amount. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const CHART_HEIGHT = 160;

/** Months come as YYYY-MM: named in UTC so no time zone moves them into the month before. */
function useMonthName() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * The dealer's spend of each of the last twelve months as columns, without a chart library
 * (like the staff OrdersPerDayChart): each column is a list item whose hidden text says the
 * month and the amount; the column itself is decoration, scaled to the biggest month.
 */
export const SpendByMonthChart = ({ months }: { months: DealerDashboard['spend_by_month'] }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const monthName = useMonthName();
  const biggest = Math.max(...months.map((month) => month.total), 0);
  const describe = (month: DealerDashboard['spend_by_month'][number]) => `${monthName(month.month)}: ${format.money(month.total)}`;
  const label = translate('app.dealer_pages.dashboard.spend_by_month');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: CHART_HEIGHT, textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary">
          {format.money(biggest)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format.money(0)}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, height: CHART_HEIGHT, display: 'flex', alignItems: 'flex-end', gap: '4px', borderBottom: 1, borderColor: 'divider' }}
      >
        {months.map((month) => (
          <Tooltip key={month.month} title={describe(month)} placement="top" describeChild>
            <Box component="li" sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {describe(month)}
              </Box>
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  height: `${biggest > 0 ? (month.total / biggest) * 100 : 0}%`,
                  minHeight: month.total > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            </Box>
          </Tooltip>
        ))}
      </Box>
      <Box aria-hidden sx={{ gridColumn: 2, display: 'flex', gap: '4px' }}>
        {months.map((month) => (
          <Typography key={month.month} variant="caption" color="text.secondary" sx={{ flex: 1, textAlign: 'center', overflow: 'hidden', whiteSpace: 'nowrap', fontSize: '0.65rem' }}>
            {monthName(month.month)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
