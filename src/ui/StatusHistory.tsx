import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { translateEnglish } from '../../contract/messages';
import type { StatusChange } from '../../contract/workflow';
import { labelled, stackedOnPhone } from './stackedTable';

/**
 * A business document's moves through its state machine, oldest first: when, from what to
 * what, who, and the note. `statusLabels` is the i18n prefix of the document's status names.
 * A note the server wrote ("Received 12 units") is in the catalogue and shown in the reader's
 * language; a person's note is shown as they wrote it.
 */
export const StatusHistory = ({ statusLabels }: { statusLabels: string }) => {
  const record = useRecordContext<{ history?: StatusChange[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A list row stands in while the record loads: it has no history yet.
  if (!record?.history) return null;
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (value: string) => translate(`${statusLabels}.${value}`, { _: value });
  const title = translate('app.status_history.title');
  return (
    <Box component="section" aria-label={title} sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {record.history.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.status_history.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', px: 2 }}>
          <Table size="small" aria-label={title} sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.status_history.at')}</TableCell>
                <TableCell>{translate('app.status_history.change')}</TableCell>
                <TableCell>{translate('app.status_history.by')}</TableCell>
                <TableCell>{translate('app.status_history.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.history.map((change) => (
                <TableRow key={change.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} {...labelled(translate('app.status_history.at'))}>
                    {formatDate.format(new Date(change.at))}
                  </TableCell>
                  <TableCell {...labelled(translate('app.status_history.change'))}>
                    {change.from_status
                      ? `${status(change.from_status)} → ${status(change.to_status)}`
                      : translate('app.status_history.created_as', { status: status(change.to_status) })}
                  </TableCell>
                  <TableCell {...labelled(translate('app.status_history.by'))}>{change.actor_name ?? translate('app.history.system')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }} {...labelled(translate('app.status_history.note'))}>
                    {change.note ? translateEnglish(change.note, locale) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
