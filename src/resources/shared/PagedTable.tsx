import type { ReactNode } from 'react';
import { LinearProgress, useTranslate } from 'react-admin';
import { Alert, TablePagination, Typography } from '@mui/material';

interface PagedTableProps {
  isPending: boolean;
  error: Error | null;
  /** No rows: this sentence instead of the table. */
  empty: string | null;
  /** All rows, and the page shown (1-based) of `perPage`; pages are offered only past one. */
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/**
 * A record's panel of rows read a page at a time from the server (its history, a webhook's
 * deliveries): a bar while reading, the server's error, the empty sentence, else the table and,
 * past one page, react-admin's pager wording.
 */
export const PagedTable = ({ isPending, error, empty, total, page, perPage, onPage, children }: PagedTableProps) => {
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ mx: 2 }} />;
  if (error) {
    return (
      <Alert severity="error" sx={{ mx: 2 }}>
        {error.message || translate('ra.notification.http_error')}
      </Alert>
    );
  }
  if (empty !== null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <>
      {children}
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => onPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </>
  );
};
