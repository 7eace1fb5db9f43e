import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LinearProgress,
  useDataProvider,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type RaRecord,
} from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { AuditEntry } from '../../../contract/access';
import type { AppDataProvider } from '../../providers/dataProvider';

const PER_PAGE = 10;
const MAX_VALUE_LENGTH = 60;
const EMPTY = '—';

type Translate = ReturnType<typeof useTranslate>;

/** A value of an audit entry, short enough for a table cell; `full` is set when it was cut. */
export function compactValue(value: unknown, translate: Translate): { text: string; full?: string } {
  if (value === null || value === undefined || value === '') return { text: EMPTY };
  if (typeof value === 'boolean') return { text: translate(value ? 'ra.boolean.true' : 'ra.boolean.false') };
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE_LENGTH ? { text: `${text.slice(0, MAX_VALUE_LENGTH - 1)}…`, full: text } : { text };
}

const Value = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  const { text, full } = compactValue(value, translate);
  return (
    <Box component="span" title={full} sx={{ wordBreak: 'break-word' }}>
      {text}
    </Box>
  );
};

const Changes = ({ entry, resource }: { entry: AuditEntry; resource: string }) => {
  const translateLabel = useTranslateLabel();
  const fields = Object.entries(entry.changes ?? {});
  if (!fields.length) return EMPTY;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {translateLabel({ source: field, resource })}
          </Box>
          {': '}
          <Value value={before} /> → <Value value={after} />
        </li>
      ))}
    </Box>
  );
};

/**
 * DESIGN.md §6 "Audit": the record's history, newest first, a page at a time from the
 * server. Reads the record and resource from react-admin's contexts, so any show screen can
 * drop it in.
 */
export const HistoryPanel = () => {
  const record = useRecordContext<RaRecord & { version?: number }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const id = record?.id;
  // The version is part of the key so that saving the record fetches its new entry.
  const { data, error, isPending } = useQuery({
    queryKey: [resource, 'getHistory', { id, page, version: record?.version }],
    queryFn: () => dataProvider.getHistory(resource!, id!, page, PER_PAGE),
    enabled: id != null && !!resource,
    placeholderData: keepPreviousData,
  });
  if (!record || !resource) return null;

  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const entries = data?.data ?? [];
  const actionLabel = (action: string) => translate(`app.history.actions.${action}`, { _: action });

  return (
    <Box component="section" sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {translate('app.history.title')}
      </Typography>
      {isPending ? (
        <LinearProgress sx={{ mx: 2 }} />
      ) : error ? (
        <Alert severity="error" sx={{ mx: 2 }}>
          {error.message || translate('ra.notification.http_error')}
        </Alert>
      ) : entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.history.empty')}
        </Typography>
      ) : (
        <>
          <Table size="small" aria-label={translate('app.history.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.history.at')}</TableCell>
                <TableCell>{translate('app.history.actor')}</TableCell>
                <TableCell>{translate('app.history.action')}</TableCell>
                <TableCell>{translate('app.history.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate.format(new Date(entry.at))}</TableCell>
                  <TableCell>{entry.actor_name ?? translate('app.history.system')}</TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell>
                    <Changes entry={entry} resource={resource} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {(data?.total ?? 0) > PER_PAGE && (
            <TablePagination
              component="div"
              count={data?.total ?? 0}
              page={page - 1}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          )}
        </>
      )}
    </Box>
  );
};
