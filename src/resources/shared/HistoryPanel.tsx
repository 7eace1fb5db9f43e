import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useDataProvider,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type RaRecord,
} from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HistoryChanges } from './HistoryChanges';
import { PagedTable } from './PagedTable';
import { useCurrency } from '../../ui/localeFormat';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';

const PER_PAGE = 10;

/**
 * DESIGN.md §6 "Audit": the record's history, newest first, a page at a time from the
 * server, each change as a person reads it (HistoryChanges). Reads the record and resource
 * from react-admin's contexts, so any show screen can drop it in.
 */
export const HistoryPanel = () => {
  const record = useRecordContext<RaRecord & { version?: number }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [locale] = useLocaleState();
  const currency = useCurrency();
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
  const humanize = (field: string) => String(translateLabel({ source: field, resource }));
  const entries = data?.data ?? [];
  const actionLabel = (action: string) => translate(`app.history.actions.${action}`, { _: action });

  return (
    <Box component="section" sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {translate('app.history.title')}
      </Typography>
      <PagedTable
        isPending={isPending}
        error={error}
        empty={entries.length === 0 ? translate('app.history.empty') : null}
        total={data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      >
          <Table size="small" aria-label={translate('app.history.title')} sx={stackedOnPhone}>
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
                  <TableCell sx={{ whiteSpace: 'nowrap' }} {...labelled(translate('app.history.at'))}>
                    {formatDate.format(new Date(entry.at))}
                  </TableCell>
                  <TableCell {...labelled(translate('app.history.actor'))}>{entry.actor_name ?? translate('app.history.system')}</TableCell>
                  <TableCell {...labelled(translate('app.history.action'))}>{actionLabel(entry.action)}</TableCell>
                  <TableCell>
                    <HistoryChanges entry={entry} ctx={{ resource, refs: entry.refs ?? {}, translate, locale, currency }} humanize={humanize} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
      </PagedTable>
    </Box>
  );
};
