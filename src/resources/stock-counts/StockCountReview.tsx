import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { CountMode, StockCount, StockCountLine, StockCountSummaryData } from '../../../contract/stockCounts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { actionMessageOf, useActionKey } from '../shared/actionOnce';
import { useDateFormat, useMoneyFormat } from '../../ui/localeFormat';
import { usePhone } from '../shared/PhoneList';
import { messageOf } from '../shared/useRecordAction';
import { linesResource, recordCount, refreshCount, RESOURCE, summaryKey } from './stockCountApi';
import { NumberTextField, numberOfText, textOfNumber } from '../../ui/NumberInput';

type Show = 'all' | 'uncounted' | 'variance';
const FILTERS: Record<Show, object> = { all: {}, uncounted: { counted: false }, variance: { with_variance: true } };
const PER_PAGE = 50;

const useSummary = (countId: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: summaryKey(countId),
    queryFn: () => dataProvider.action<StockCountSummaryData>(RESOURCE, countId, 'summary', undefined, 'GET'),
  });
};

const Figure = ({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" color={tone ? `${tone}.main` : undefined} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
};

const signed = (n: number, format: (n: number) => string) => (n > 0 ? `+${format(n)}` : format(n));

/** The review's totals: lines counted and not, variance in units and in value (hidden in a blind count). */
const Summary = ({ countId }: { countId: number }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const { data, error } = useSummary(countId);
  if (error) return <Alert severity="error">{translate(messageOf(error), { _: messageOf(error) })}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const number = (n: number) => n.toLocaleString();
  const hidden = translate('app.stock_counts.summary.hidden');
  const shown = (value: number | null, format: (n: number) => string) => (value === null ? hidden : format(value));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <Figure label="app.stock_counts.summary.lines" value={number(data.lines)} />
      <Figure label="app.stock_counts.summary.counted" value={number(data.counted)} />
      <Figure label="app.stock_counts.summary.uncounted" value={number(data.uncounted)} tone={data.uncounted ? 'error' : undefined} />
      <Figure label="app.stock_counts.summary.with_variance" value={shown(data.with_variance, number)} />
      <Figure label="app.stock_counts.summary.variance_quantity" value={shown(data.variance_quantity, (n) => signed(n, number))} />
      <Figure label="app.stock_counts.summary.variance_value" value={shown(data.variance_value, (n) => signed(n, money.format))} />
      <Figure label="app.stock_counts.summary.shortage_value" value={shown(data.shortage_value, money.format)} tone={data.shortage_value ? 'error' : undefined} />
      <Figure label="app.stock_counts.summary.surplus_value" value={shown(data.surplus_value, (n) => signed(n, money.format))} tone={data.surplus_value ? 'success' : undefined} />
    </Box>
  );
};

/**
 * One line's count: typed, then Enter or the save button; the line and the totals are read again.
 * A line already counted asks first whether the figure replaces its count (the desk's default: a
 * recount) or adds to it (a box found later). Sent once per key: saved again after a lost answer,
 * the same count goes with the same key.
 */
const CountInput = ({ count, line, labelled }: { count: StockCount; line: StockCountLine; labelled?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const keys = useActionKey();
  const [value, setValue] = useState(line.counted === null ? '' : String(line.counted));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0;
  const label = translate('app.stock_counts.save_count', { sku: line.sku, rack: line.path });
  const send = async (mode: CountMode) => {
    setAsking(false);
    setSending(true);
    setError(null);
    const entry = { product_id: line.product_id, rack_id: line.rack_id, counted: parsed, mode };
    const { key, request } = keys.attempt(entry, entry);
    try {
      const saved = await recordCount(dataProvider, count.id, request, key);
      keys.settled();
      notify('app.stock_counts.count_saved', { type: 'success', messageArgs: { counted: saved.counted, sku: line.sku, rack: line.path } });
      refreshCount(queryClient);
    } catch (failure) {
      keys.settled(failure);
      setError(actionMessageOf(failure));
    } finally {
      setSending(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (line.counted === null) void send('replace');
    else setAsking(true);
  };
  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <NumberTextField
        kind="quantity"
        size="small"
        label={labelled ? translate('app.stock_counts.counted_qty') : undefined}
        value={numberOfText(value)}
        onChange={(counted) => setValue(textOfNumber(counted))}
        error={!!error}
        helperText={error ? translate(error, { _: error }) : undefined}
        slotProps={{ htmlInput: { 'aria-label': labelled ? undefined : translate('app.stock_counts.counted_qty'), style: { width: '7ch' } } }}
      />
      <Tooltip title={label}>
        <span>
          <IconButton type="submit" aria-label={label} disabled={!valid || sending || String(line.counted) === value} size="large">
            <SaveIcon />
          </IconButton>
        </span>
      </Tooltip>
      {asking && line.counted !== null && <RecountDialog line={line} counted={line.counted} value={parsed} onChoose={(mode) => void send(mode)} onClose={() => setAsking(false)} />}
    </Box>
  );
};

/** A line counted before: the figure typed replaces that count, or is added to it. Replacing is the desk's first choice. */
const RecountDialog = ({ line, counted, value, onChoose, onClose }: { line: StockCountLine; counted: number; value: number; onChoose: (mode: CountMode) => void; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.stock_counts.recount_title', { sku: line.sku, rack: line.path })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.stock_counts.recount_content', { counted, value })}</DialogContentText>
        <CountEntries line={line} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={() => onChoose('add')}>{translate('app.stock_counts.recount_add', { value, counted: counted + value })}</Button>
        <Button variant="contained" autoFocus onClick={() => onChoose('replace')}>
          {translate('app.stock_counts.recount_replace', { value })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Every count of a line, oldest first: who, when, on which device, and what it did to the line's count. */
export const CountEntries = ({ line }: { line: StockCountLine }) => {
  const translate = useTranslate();
  const dates = useDateFormat();
  if (line.entries.length === 0) return null;
  return (
    <Box component="ol" aria-label={translate('app.stock_counts.entries_title', { sku: line.sku, rack: line.path })} sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2' }}>
      {line.entries.map((entry, index) => (
        <li key={index}>
          {translate(entry.mode === 'add' ? 'app.stock_counts.entry_add' : 'app.stock_counts.entry_replace', { entered: entry.entered, counted: entry.counted })}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {` — ${translate(entry.device ? 'app.stock_counts.entry_by_device' : 'app.stock_counts.entry_by', { name: entry.counted_by_name ?? '—', device: entry.device, at: dates.dateTime(entry.counted_at) })}`}
          </Box>
        </li>
      ))}
    </Box>
  );
};

/** A line counted more than once shows its counts on demand. */
const EntriesToggle = ({ line }: { line: StockCountLine }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (line.entries.length < 2) return null;
  return (
    <Box>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ minHeight: 32, px: 0.5 }}>
        {translate('app.stock_counts.entries_toggle', { smart_count: line.entries.length })}
      </Button>
      {open && <CountEntries line={line} />}
    </Box>
  );
};

const VarianceText = ({ line }: { line: StockCountLine }) => {
  if (line.variance === null) return <>—</>;
  const color = line.variance < 0 ? 'error.main' : line.variance > 0 ? 'success.main' : undefined;
  return (
    <Box component="span" sx={{ color, fontWeight: line.variance ? 600 : undefined }}>
      {line.variance > 0 ? `+${line.variance}` : line.variance}
    </Box>
  );
};

const LineProduct = ({ line }: { line: StockCountLine }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{`${line.sku} — ${line.name}`}</Box>
      {line.added && (
        <Tooltip title={translate('app.stock_counts.added_help')}>
          <Chip size="small" label={translate('app.stock_counts.added')} sx={{ ml: 1 }} />
        </Tooltip>
      )}
    </>
  );
};

const CountedText = ({ line }: { line: StockCountLine }) => {
  const translate = useTranslate();
  if (line.counted === null) return <Typography component="span" color="text.secondary">{translate('app.stock_counts.not_counted')}</Typography>;
  return <>{line.counted}</>;
};

/** On a phone: one card per line, the count input at the thumb. */
const PhoneLines = ({ count, lines, editable }: { count: StockCount; lines: StockCountLine[]; editable: boolean }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Card key={line.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            <LineProduct line={line} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line.path}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, alignItems: 'center' }}>
            {line.expected !== null && <span>{`${translate('resources.stock-counts.fields.expected')} ${line.expected}`}</span>}
            {!editable && (
              <span>
                {`${translate('resources.stock-counts.fields.counted')} `}
                <CountedText line={line} />
              </span>
            )}
            {line.variance !== null && line.counted !== null && (
              <span>
                {`${translate('resources.stock-counts.fields.variance')} `}
                <VarianceText line={line} />
                {line.variance_value ? ` (${money.format(line.variance_value)})` : ''}
              </span>
            )}
            {editable && <CountInput key={`${line.id}-${line.counted}`} count={count} line={line} labelled />}
          </Box>
          <EntriesToggle line={line} />
        </Card>
      ))}
    </Stack>
  );
};

const DesktopLines = ({ count, lines, editable }: { count: StockCount; lines: StockCountLine[]; editable: boolean }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const field = (name: string) => translate(`resources.stock-counts.fields.${name}`);
  const revealed = lines.some((line) => line.expected !== null);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{field('path')}</TableCell>
          <TableCell>{field('sku')}</TableCell>
          {revealed && <TableCell align="right">{field('expected')}</TableCell>}
          <TableCell align={editable ? 'left' : 'right'}>{field('counted')}</TableCell>
          {revealed && <TableCell align="right">{field('variance')}</TableCell>}
          {revealed && <TableCell align="right">{field('variance_value')}</TableCell>}
          <TableCell>{field('counted_by_name')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.path}</TableCell>
            <TableCell>
              <LineProduct line={line} />
            </TableCell>
            {revealed && <TableCell align="right">{line.expected ?? '—'}</TableCell>}
            <TableCell align={editable ? 'left' : 'right'}>{editable ? <CountInput key={`${line.id}-${line.counted}`} count={count} line={line} /> : <CountedText line={line} />}</TableCell>
            {revealed && (
              <TableCell align="right">
                <VarianceText line={line} />
              </TableCell>
            )}
            {revealed && <TableCell align="right">{line.variance_value === null || line.counted === null ? '—' : money.format(line.variance_value)}</TableCell>}
            <TableCell>
              {line.counted_by_name ?? '—'}
              <EntriesToggle line={line} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The count's lines, a page at a time: all, those not counted yet, or those with a variance. */
const Lines = ({ count }: { count: StockCount }) => {
  const translate = useTranslate();
  const isPhone = usePhone();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const [show, setShow] = useState<Show>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const revealed = !(count.blind && count.status === 'counting');
  const sort = show === 'variance' && revealed ? { field: 'variance', order: 'ASC' as const } : { field: 'path', order: 'ASC' as const };
  const { data, total, isPending, error } = useGetList<StockCountLine>(linesResource(count.id), {
    pagination: { page: page + 1, perPage: PER_PAGE },
    sort,
    filter: { ...FILTERS[show], ...(q.trim() ? { q: q.trim() } : {}) },
  });
  const editable = !!canAccess && count.status === 'counting';
  const choose = (next: Show | null) => {
    if (!next) return;
    setShow(next);
    setPage(0);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup size="small" exclusive value={show} onChange={(_, next: Show | null) => choose(next)} aria-label={translate('app.stock_counts.sections.lines')} sx={{ flexWrap: 'wrap' }}>
          {(['all', 'uncounted', 'variance'] as const).map((option) => (
            <ToggleButton key={option} value={option} disabled={option === 'variance' && !revealed} sx={{ minHeight: 40 }}>
              {translate(`app.stock_counts.show.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={translate('ra.action.search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 0, flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
        />
      </Box>
      {error ? (
        <Alert severity="error">{translate(messageOf(error), { _: messageOf(error) })}</Alert>
      ) : isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : !data?.length ? (
        <Typography sx={{ py: 2 }}>{translate(count.line_count === 0 && count.status === 'counting' ? 'app.stock_counts.no_lines_started' : 'app.stock_counts.no_lines')}</Typography>
      ) : isPhone ? (
        <PhoneLines count={count} lines={data} editable={editable} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DesktopLines count={count} lines={data} editable={editable} />
        </Box>
      )}
      {(total ?? 0) > PER_PAGE && (
        <TablePagination component="div" count={total ?? 0} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_, next) => setPage(next)} />
      )}
    </Box>
  );
};

/** Issue 20: a count under way or done — its totals and its lines; counted here on a desk, or on the scan screen on the floor. */
export const StockCountReview = () => {
  const translate = useTranslate();
  const count = useRecordContext<StockCount>();
  if (!count || count.status === 'draft') return null;
  return (
    <Box component="section" sx={{ p: 2 }} aria-labelledby="stock-count-review">
      <Typography id="stock-count-review" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {translate('app.stock_counts.sections.review')}
      </Typography>
      <Summary countId={count.id} />
      <Box sx={{ mt: 3 }}>
        <Lines count={count} />
      </Box>
    </Box>
  );
};
