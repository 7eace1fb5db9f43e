import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { Box, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { ScanResult } from '../../contract/scan';
import type { CountMode, StockCount, StockCountLine } from '../../contract/stockCounts';
import { useActionKey } from '../resources/shared/actionOnce';
import { linesResource, recordFloorCount, refreshCount, type LineCount } from '../resources/stock-counts/stockCountApi';
import { BigChoice, FlowActions, FlowCard, Loading, NoticeAlert, LoadingFlowCard, useFlowScans, type FlowCardPageProps, type FlowNotice } from './FlowCard';
import { ChosenRow, type Chosen } from './MoveStockCard';
import { QuantityStepper } from './QuantityStepper';
import { keepCountCodes, refusalOf } from './scanApi';

/** A rack is in a count's scope when its path is the scope's or starts with it ("MAIN / A" holds "MAIN / A / A-02"). */
const inScope = (count: StockCount, rackPath: string) => rackPath === count.scope_path || rackPath.startsWith(`${count.scope_path} / `);

/**
 * The product being counted on the rack: the units found in this pass, and how they meet the
 * line's earlier count (`earlier`, as the rack's lines last said; null when not counted yet).
 * Scanning adds (box after box, or a box found later); replacing is a recount, chosen on purpose.
 */
interface Counting {
  product: Chosen & { sku: string };
  quantity: number;
  mode: CountMode;
  earlier: number | null;
}

/** What a line on the rack says at the thumb: counted, or expected (hidden in a blind count), or still to count. */
const useLineFigure = () => {
  const translate = useTranslate();
  return (line: StockCountLine) =>
    line.counted !== null
      ? translate('app.scan.count.counted', { count: line.counted, smart_count: line.counted })
      : line.expected !== null
        ? translate('app.scan.count.expected', { count: line.expected, smart_count: line.expected })
        : translate('app.scan.count.to_count');
};

/**
 * DESIGN.md §5 "recounts say what they do": when the line was counted before, what saving does to
 * that count is said, and the person chooses to add to it (the default when scanning) or replace it.
 */
const EarlierCount = ({ counting, onMode, disabled }: { counting: Counting; onMode: (mode: CountMode) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const { earlier, quantity, mode } = counting;
  if (earlier === null) return null;
  const result = mode === 'add' ? earlier + (Number.isNaN(quantity) ? 0 : quantity) : quantity;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{translate('app.scan.count.earlier', { counted: earlier })}</Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        disabled={disabled}
        value={mode}
        onChange={(_, next: CountMode | null) => next && onMode(next)}
        aria-label={translate('app.scan.count.mode')}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="add" sx={{ minHeight: 48 }}>
          {translate('app.scan.count.mode_add')}
        </ToggleButton>
        <ToggleButton value="replace" sx={{ minHeight: 48 }}>
          {translate('app.scan.count.mode_replace')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography role="status" sx={{ mt: 1, fontWeight: 600 }}>
        {translate(mode === 'add' ? 'app.scan.count.will_add' : 'app.scan.count.will_replace', { counted: result })}
      </Typography>
    </Box>
  );
};

const Count = ({ count, sinkRef, onScan, onCancel, onScanNext }: FlowCardPageProps & { count: StockCount }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const figure = useLineFigure();
  // A count of one rack starts on it.
  const [rack, setRack] = useState<Chosen | null>(count.rack_id ? { id: count.rack_id, label: count.scope_path } : null);
  const [counting, setCounting] = useState<Counting | null>(null);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const [sending, setSending] = useState(false);
  const keys = useActionKey();
  const lines = useGetList<StockCountLine>(
    linesResource(count.id),
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'sku', order: 'ASC' }, filter: { rack_id: rack?.id } },
    { enabled: !!rack },
  );
  // Every line of the count, read when counting starts and kept on the phone (src/offline): the
  // rack's lines when the network is gone, and the codes of its products and racks.
  const allLines = useGetList<StockCountLine>(linesResource(count.id), { pagination: { page: 1, perPage: 1000 }, sort: { field: 'path', order: 'ASC' }, filter: {} });
  useEffect(() => {
    if (allLines.data?.length) void keepCountCodes(allLines.data).catch(() => undefined);
  }, [allLines.data]);
  const rackLines = lines.data ?? (rack ? allLines.data?.filter((line) => line.rack_id === rack.id) : undefined);
  const linesPending = !rackLines && lines.isPending;
  const step = !rack ? 'rack' : !counting ? 'product' : 'quantity';
  const warn = (key: string, args: object) => setNotice({ severity: 'warning', text: translate(key, args) });

  /** The line's count so far, as the rack's lines last said. */
  const earlierOf = (productId: number) => rackLines?.find((line) => line.product_id === productId)?.counted ?? null;
  const startProduct = (product: Counting['product'], quantity: number, earlier = earlierOf(product.id)) => {
    setCounting({ product, quantity, mode: 'add', earlier });
    setNotice(null);
  };
  const entryOf = (current: Counting, rackId: number): LineCount => ({ product_id: current.product.id, rack_id: rackId, counted: current.quantity, mode: current.mode });

  /**
   * Saves the count on screen, once (DESIGN.md §5): saved again after a lost answer, the same
   * count goes with the same key, so units are never added twice. The line as the server now has
   * it when it took the count, else null.
   */
  const save = async (current: Counting | null = counting): Promise<StockCountLine | 'kept' | null> => {
    if (!rack || !current) return null;
    setSending(true);
    setNotice(null);
    const entry = entryOf(current, rack.id);
    const { key, request } = keys.attempt(entry, entry);
    try {
      // What it comes to if the line is as the rack's lines last said; the server's answer says it for sure.
      const expected = request.mode === 'add' ? (current.earlier ?? 0) + request.counted : request.counted;
      // A first count is a count; only one added to an earlier count says what it added.
      const said = request.mode === 'add' && current.earlier !== null ? 'app.scan.count.added' : 'app.scan.count.saved';
      const sentence = (counted: number) => translate(said, { added: request.counted, counted, sku: current.product.sku, rack: rack.label });
      const outcome = await recordFloorCount(count.id, request, key, sentence(expected));
      keys.settled();
      setCounting(null);
      if (outcome.queued) {
        setNotice({ severity: 'warning', text: translate('app.offline.kept', { action: sentence(expected) }) });
        return 'kept';
      }
      setNotice({ severity: 'success', text: sentence(outcome.answer.counted ?? expected) });
      return outcome.answer;
    } catch (error) {
      keys.settled(error);
      setNotice({ severity: 'error', text: refusalOf(error) });
      return null;
    } finally {
      setSending(false);
      refreshCount(queryClient);
    }
  };

  const take = (found: ScanResult) => {
    if (found.kind === 'rack') {
      if (!inScope(count, found.label)) return warn('app.scan.count.outside', { rack: found.label, scope: count.scope_path });
      setRack({ id: found.id, label: found.label });
      setCounting(null);
      return setNotice(null);
    }
    if (found.kind !== 'product') return warn(rack ? 'app.scan.count.expected_product_or_rack' : 'app.scan.move.expected_rack', { label: found.label });
    if (!rack) return warn('app.scan.move.expected_rack', { label: found.label });
    const sku = found.label.split(' — ')[0];
    const next = { id: found.id, label: found.label, sku };
    // A pass whose save got no answer may be counted already: it is saved again (same key) before
    // this scan counts, so the units of that pass are never added twice. Else each scan of the
    // product being counted is one more, and another product saves this one's count first.
    const unanswered = !!counting && keys.unanswered(entryOf(counting, rack.id));
    if (counting?.product.id === found.id && !unanswered) return setCounting({ ...counting, quantity: (Number.isNaN(counting.quantity) ? 0 : counting.quantity) + 1 });
    if (counting) {
      void save().then((line) => line && startProduct(next, 1, line !== 'kept' && line.product_id === found.id ? line.counted : undefined));
      return;
    }
    startProduct(next, 1);
  };
  const busy = useFlowScans(sinkRef, (found) => take(found), setNotice, { done: false, sending });

  const canSave = step === 'quantity' && !!counting && Number.isInteger(counting.quantity) && counting.quantity >= 0 && !sending;
  const retry = !!counting && !!rack && keys.unanswered(entryOf(counting, rack.id));
  return (
    <FlowCard
      title={translate('app.scan.count.title', { number: count.number })}
      done={null}
      // Said above the rack's lines, which can be long: what the last scan did stays in sight.
      notice={null}
      busy={busy || sending}
      onScanNext={onScanNext}
      actions={
        <FlowActions
          onCancel={onCancel}
          onScan={onScan}
          submit={step === 'quantity' ? { label: 'app.scan.count.submit', icon: <SaveIcon />, disabled: !canSave, onClick: () => void save(), retry } : undefined}
        />
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {translate('app.scan.count.scope', { scope: count.scope_path })}
      </Typography>
      {rack && (
        <ChosenRow
          label="app.scan.count.rack"
          value={rack.label}
          onChange={() => {
            setRack(null);
            setCounting(null);
          }}
        />
      )}
      {counting && <ChosenRow label="app.scan.count.product" value={counting.product.label} onChange={() => setCounting(null)} />}
      <NoticeAlert notice={notice} />
      <Box sx={{ mt: 2 }}>
        {step === 'rack' && <Typography>{translate('app.scan.count.choose_rack')}</Typography>}
        {step === 'product' && (
          <>
            <Typography>{translate('app.scan.count.choose_product')}</Typography>
            <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 2 }}>
              {translate('app.scan.count.on_this_rack')}
            </Typography>
            {linesPending ? (
              <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : !rackLines && lines.error ? (
              <Loading error={lines.error} />
            ) : !rackLines?.length ? (
              <Typography sx={{ py: 1 }}>{translate('app.scan.count.nothing_expected')}</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                {rackLines.map((line) => (
                  <BigChoice
                    key={line.id}
                    label={`${line.sku} — ${line.name}`}
                    figure={figure(line)}
                    onClick={() => startProduct({ id: line.product_id, label: `${line.sku} — ${line.name}`, sku: line.sku }, 0)}
                  />
                ))}
              </Box>
            )}
          </>
        )}
        {step === 'quantity' && counting && (
          <>
            <QuantityStepper value={counting.quantity} min={0} onChange={(quantity) => setCounting({ ...counting, quantity })} autoFocus onEnter={() => canSave && void save()} disabled={retry} />
            <EarlierCount counting={counting} onMode={(mode) => setCounting({ ...counting, mode })} disabled={retry} />
          </>
        )}
      </Box>
    </FlowCard>
  );
};

/**
 * Issue 20 item 4 on the floor: counting a stocktake. Scan a rack of its scope, then each product
 * on it (one more per scan, or the number typed); "Save count" records that line's count, and the
 * next product's scan saves the one before it. Counts from other devices show as they arrive.
 */
export const CountStockCard = ({ countId, ...page }: FlowCardPageProps & { countId: number }) => {
  const count = useGetOne<StockCount>('stock-counts', { id: countId });
  if (count.data) return <Count count={count.data} {...page} />;
  return <LoadingFlowCard title="app.scan.count.start" error={count.error} onCancel={page.onCancel} onScanNext={page.onScanNext} />;
};
