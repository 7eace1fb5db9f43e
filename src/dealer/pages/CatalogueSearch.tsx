import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  LinearProgress,
  Skeleton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CatalogueItem } from '../../../contract/dealerPortal';
import { DeferredMount } from '../../ui/DeferredMount';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { dealerFetch } from '../session/dealerApi';
import { compactFilter, DEALER_QUERY_ROOT, fetchDealerList } from './dealerQueries';
import { compactCells, LoadError } from './DealerOrderParts';
import { useDebouncedValue } from './useDebouncedValue';

const PER_PAGE = 10;
/** The table of a page's placeholder rows and its pagination, as tall as they draw. */
const TABLE_HEIGHT = 618;
/** Availability moves as other orders are confirmed: the results are read again this often. */
export const LIVE_INTERVAL_MS = 15_000;

interface CatalogueSearchProps {
  /** How many of each product the draft already holds, so Add stops at what is available. */
  inDraft: Map<number, number>;
  onAdd: (item: CatalogueItem) => void;
}

const useCategories = () =>
  useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'categories'],
    queryFn: async ({ signal }) => (await dealerFetch<{ id: number; name: string }[]>('/categories', { signal })).json,
    staleTime: 5 * 60_000,
  });

/** Issue 6 order form: the active catalogue at dealer prices with what is available now. */
export const CatalogueSearch = ({ inDraft, onAdd }: CatalogueSearchProps) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const q = useDebouncedValue(search.trim());
  const filter = compactFilter({ q, category_id: categoryId ? Number(categoryId) : null });
  // The page belongs to the search it was chosen under: a new search starts on its first page.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const { data: categories } = useCategories();
  const { data: answer, error, refetch, isFetching } = useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'catalogue', filter, page],
    queryFn: ({ signal }) => fetchDealerList<CatalogueItem>('catalogue', { filter, sort: ['name', 'ASC'], page: page + 1, perPage: PER_PAGE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_INTERVAL_MS,
  });
  // The rows a render behind: a page's arrival (a store update, always rendered at once) draws
  // them in a background render of slices, not in one long task on a phone (issue 21).
  const data = useDeferredValue(answer);
  const t = (key: string, options?: object) => translate(`app.dealer_pages.form.${key}`, options);
  const head = (name: string) => translate(`resources.orders.fields.lines.${name}`);

  return (
    <Box component="section" aria-label={t('catalogue')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('catalogue')}
      </Typography>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          fullWidth={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '2 1 200px' }}
        />
        <TextField
          select
          label={t('category')}
          size="small"
          fullWidth={false}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">{t('all_categories')}</MenuItem>
          {categories?.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        // The table in a render of its own after the search fields: the first screen's one long commit made two (issue 21).
        <DeferredMount fallback={<Box sx={{ height: TABLE_HEIGHT }} />}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('catalogue')} sx={compactCells}>
              <TableHead>
                <TableRow>
                  <TableCell>{head('name')}</TableCell>
                  <TableCell align="right">{t('dealer_price')}</TableCell>
                  <TableCell align="right">{head('available')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {/* Until the first page arrives, rows of its size: the order below does not jump when it comes (CLS). */}
                {!data &&
                  Array.from({ length: PER_PAGE }, (_, index) => (
                    <TableRow key={`placeholder-${index}`} aria-hidden>
                      <TableCell>
                        <Skeleton width="70%" />
                        <Typography variant="caption" component="div">
                          <Skeleton width="40%" />
                        </Typography>
                      </TableCell>
                      <TableCell align="right">
                        <Skeleton />
                      </TableCell>
                      <TableCell align="right">
                        <Skeleton />
                      </TableCell>
                      <TableCell align="right">
                        <Skeleton variant="rounded" width={30} height={30} sx={{ display: 'inline-block' }} />
                      </TableCell>
                    </TableRow>
                  ))}
                {data?.data.map((item) => {
                  const full = (inDraft.get(item.id) ?? 0) >= item.available;
                  return (
                    <TableRow key={item.id}>
                      <TableCell>
                        {item.name}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {item.sku}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{format.money(item.dealer_price)}</TableCell>
                      <TableCell align="right" sx={item.available > 0 ? undefined : { color: 'text.secondary' }}>
                        {item.available > 0 ? format.quantity(item.available, item.unit) : t('out_of_stock')}
                      </TableCell>
                      <TableCell align="right">
                        {/* On a phone the icon alone, so the column fits in any language; the label names the product. */}
                        <Button
                          size="small"
                          startIcon={<AddIcon />}
                          disabled={full}
                          onClick={() => onAdd(item)}
                          aria-label={t('add_item', { name: item.name })}
                          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
                        >
                          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                            {t('add')}
                          </Box>
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          {data?.total === 0 && <Typography color="text.secondary" sx={{ p: 2 }}>{t('no_results')}</Typography>}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            onPageChange={(_event, next) => setPaging({ filterKey, page: next })}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            labelDisplayedRows={({ from, to, count }) => translate('app.dealer_pages.displayed_rows', { from, to, count })}
          />
        </DeferredMount>
      )}
    </Box>
  );
};
