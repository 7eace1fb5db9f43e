import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  Box,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orderValues';
import type { DealerOrder } from '../../../contract/dealerPortal';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { compactFilter, DEALER_QUERY_ROOT, fetchDealerList } from './dealerQueries';
import { LoadError, PageTitle } from './DealerOrderParts';
import { useDebouncedValue } from './useDebouncedValue';
import { StatusChip } from '../../ui/StatusChip';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';

const PER_PAGE_OPTIONS = [10, 25, 50];
const FILTER_KEYS = ['status', 'created_at_gte', 'created_at_lte'] as const;

/** Issue 6: the dealer's own orders; the filters live in the address so a link can set them. */
export const DealerOrdersPage = () => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim());
  const [perPage, setPerPage] = useState(25);
  const filter = compactFilter({ q, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)])) });
  // The page belongs to the filter it was chosen under: another filter starts on its first page.
  const filterKey = JSON.stringify([filter, perPage]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const { data, error, refetch, isFetching } = useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'orders', filter, page, perPage],
    queryFn: ({ signal }) => fetchDealerList<DealerOrder>('orders', { filter, sort: ['id', 'DESC'], page: page + 1, perPage }, signal),
    placeholderData: keepPreviousData,
  });
  const field = (name: string) => translate(`resources.orders.fields.${name}`);

  return (
    <Box>
      <PageTitle>{translate('app.dealer_pages.orders.title')}</PageTitle>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={translate('app.dealer_pages.orders.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
          size="small"
          fullWidth={false}
        />
        <TextField
          select
          label={field('status')}
          value={params.get('status') ?? ''}
          onChange={(event) => setParam('status', event.target.value)}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate('app.dealer_pages.orders.any_status')}</MenuItem>
          {ORDER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`app.orders.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        {(['created_at_gte', 'created_at_lte'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            label={field(key)}
            value={params.get(key) ?? ''}
            onChange={(event) => setParam(key, event.target.value)}
            size="small"
            fullWidth={false}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
          <TableContainer>
            <Table size="small" aria-label={translate('app.dealer_pages.orders.title')} sx={stackedOnPhone}>
              <TableHead>
                <TableRow>
                  <TableCell>{field('number')}</TableCell>
                  <TableCell>{field('created_at')}</TableCell>
                  <TableCell>{field('status')}</TableCell>
                  <TableCell align="right">{field('line_count')}</TableCell>
                  <TableCell align="right">{field('total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.data.map((order) => (
                  <TableRow
                    key={order.id}
                    hover
                    tabIndex={0}
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/dealer/view-order/${order.id}`)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') navigate(`/dealer/view-order/${order.id}`);
                    }}
                  >
                    <TableCell sx={{ fontWeight: 600 }}>{order.number}</TableCell>
                    <TableCell {...labelled(field('created_at'))}>{format.date(order.created_at)}</TableCell>
                    <TableCell {...labelled(field('status'))}>
                      <StatusChip kind="order" status={order.status as OrderStatus} />
                    </TableCell>
                    <TableCell align="right" {...labelled(field('line_count'))}>
                      {order.line_count}
                    </TableCell>
                    <TableCell align="right" {...labelled(field('total'))}>
                      {format.money(order.total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data && data.total === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('app.dealer_pages.orders.empty')}
            </Typography>
          )}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            onPageChange={(_event, next) => setPaging({ filterKey, page: next })}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE_OPTIONS}
            onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
            labelRowsPerPage={translate('app.dealer_pages.rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => translate('app.dealer_pages.displayed_rows', { from, to, count })}
            // On a phone the page buttons go to a line of their own rather than past the edge.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 }, '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } } }}
          />
        </Paper>
      )}
    </Box>
  );
};
