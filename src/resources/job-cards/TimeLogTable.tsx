import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { JobCard } from '../../../contract/workshop';
import { formatMinutes } from './workshopTime';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';

/** Every start-to-stop stretch of work on the card, as stored: the figures the timer adds up. */
export const TimeLogTable = () => {
  const card = useRecordContext<JobCard>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A row of the list stands in while the card loads: it has no logs yet.
  if (!card?.time_logs) return null;
  const logs = card.time_logs;
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const title = translate('app.job_cards.sections.time_logs');
  return (
    <section>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {translate('app.job_cards.no_time_logs')}
        </Typography>
      ) : (
        <Table size="small" aria-label={title} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.job_cards.log.started_at')}</TableCell>
              <TableCell>{translate('app.job_cards.log.stopped_at')}</TableCell>
              <TableCell align="right">{translate('app.job_cards.log.minutes')}</TableCell>
              <TableCell>{translate('app.job_cards.log.user_name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.map((log) => (
              <TableRow key={log.id}>
                <TableCell {...labelled(translate('app.job_cards.log.started_at'))}>{formatDate.format(new Date(log.started_at))}</TableCell>
                <TableCell {...labelled(translate('app.job_cards.log.stopped_at'))}>
                  {log.stopped_at ? formatDate.format(new Date(log.stopped_at)) : translate('app.job_cards.log.running')}
                </TableCell>
                <TableCell align="right" {...labelled(translate('app.job_cards.log.minutes'))}>
                  {log.minutes == null ? '…' : log.minutes}
                </TableCell>
                <TableCell {...labelled(translate('app.job_cards.log.user_name'))}>{log.user_name ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 700, color: 'text.primary' } }}>
              <TableCell colSpan={2}>{translate('app.job_cards.log.total')}</TableCell>
              <TableCell align="right">{formatMinutes(card.total_minutes)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </section>
  );
};
