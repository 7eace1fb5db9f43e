import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StatusChange } from '../../schema/workflow';

/**
 * A document's moves through its state machine, oldest first: who moved it, when, from what
 * to what. `statusLabels` is the i18n prefix of the document's status names.
 */
export const StatusHistory = ({ statusLabels }: { statusLabels: string }) => {
  const record = useRecordContext<{ history?: StatusChange[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A row of the list stands in while the record loads: it has no history yet.
  if (!record?.history) return null;
  const { history } = record;
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (value: string | null) => (value ? translate(`${statusLabels}.${value}`, { _: value }) : '—');
  const title = translate('app.workshop.status_history');

  return (
    <section>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.workshop.no_status_history')}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.workshop.at')}</TableCell>
              <TableCell>{translate('app.workshop.from_status')}</TableCell>
              <TableCell>{translate('app.workshop.to_status')}</TableCell>
              <TableCell>{translate('app.workshop.by')}</TableCell>
              <TableCell>{translate('app.workshop.note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((change) => (
              <TableRow key={change.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate.format(new Date(change.at))}</TableCell>
                <TableCell>{status(change.from_status)}</TableCell>
                <TableCell>{status(change.to_status)}</TableCell>
                <TableCell>{change.actor_name ?? translate('app.history.system')}</TableCell>
                <TableCell>{change.note ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
