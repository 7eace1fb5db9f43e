import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { ScanResult } from '../../../contract/scan';
import type { StockCount, StockCountLine } from '../../../contract/stockCounts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { linesResource, recordCount, refreshCount } from '../stock-counts/stockCountApi';
import { BigChoice, FlowActions, FlowCard, Loading, NoticeAlert, LoadingFlowCard, useFlowScans, type FlowCardPageProps, type FlowNotice } from './FlowCard';
import { ChosenRow, type Chosen } from './MoveStockCard';
import { QuantityStepper } from './QuantityStepper';
import { refusalOf } from './scanApi';

/** A rack is in a count's scope when its path is the scope's or starts with it ("MAIN / A" holds "MAIN / A / A-02"). */
const inScope = (count: StockCount, rackPath: string) => rackPath === count.scope_path || rackPath.startsWith(`${count.scope_path} / `);

interface Counting {
  product: Chosen & { sku: string };
  quantity: number;
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

const Count = ({ count, sinkRef, onScan, onCancel, onScanNext }: FlowCardPageProps & { count: StockCount }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const figure = useLineFigure();
  // A count of one rack starts on it.
  const [rack, setRack] = useState<Chosen | null>(count.rack_id ? { id: count.rack_id, label: count.scope_path } : null);
  const [counting, setCounting] = useState<Counting | null>(null);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const [sending, setSending] = useState(false);
  const lines = useGetList<StockCountLine>(
    linesResource(count.id),
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'sku', order: 'ASC' }, filter: { rack_id: rack?.id } },
    { enabled: !!rack },
  );
  const step = !rack ? 'rack' : !counting ? 'product' : 'quantity';
  const warn = (key: string, args: object) => setNotice({ severity: 'warning', text: translate(key, args) });

  const startProduct = (product: Counting['product'], quantity: number) => {
    setCounting({ product, quantity });
    setNotice(null);
  };

  /** Saves the count on screen; true when the server took it. */
  const save = async (current: Counting | null = counting): Promise<boolean> => {
    if (!rack || !current) return false;
    setSending(true);
    setNotice(null);
    try {
      await recordCount(dataProvider, count.id, { product_id: current.product.id, rack_id: rack.id, counted: current.quantity });
      setNotice({ severity: 'success', text: translate('app.scan.count.saved', { counted: current.quantity, smart_count: current.quantity, sku: current.product.sku, rack: rack.label }) });
      setCounting(null);
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: refusalOf(error) });
      return false;
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
    // Each scan of the product being counted is one more; another product saves this one's count first.
    if (counting?.product.id === found.id) return setCounting({ ...counting, quantity: (Number.isNaN(counting.quantity) ? 0 : counting.quantity) + 1 });
    const next = { id: found.id, label: found.label, sku };
    if (counting) {
      void save().then((saved) => saved && startProduct(next, 1));
      return;
    }
    startProduct(next, 1);
  };
  const busy = useFlowScans(sinkRef, (found) => take(found), setNotice, { done: false, sending });

  const canSave = step === 'quantity' && !!counting && Number.isInteger(counting.quantity) && counting.quantity >= 0 && !sending;
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
          submit={step === 'quantity' ? { label: 'app.scan.count.submit', icon: <SaveIcon />, disabled: !canSave, onClick: () => void save() } : undefined}
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
            {lines.isPending ? (
              <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : lines.error ? (
              <Loading error={lines.error} />
            ) : !lines.data?.length ? (
              <Typography sx={{ py: 1 }}>{translate('app.scan.count.nothing_expected')}</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                {lines.data.map((line) => (
                  <BigChoice
                    key={line.id}
                    label={`${line.sku} — ${line.name}`}
                    figure={figure(line)}
                    onClick={() => startProduct({ id: line.product_id, label: `${line.sku} — ${line.name}`, sku: line.sku }, line.counted ?? 0)}
                  />
                ))}
              </Box>
            )}
          </>
        )}
        {step === 'quantity' && counting && <QuantityStepper value={counting.quantity} min={0} onChange={(quantity) => setCounting({ ...counting, quantity })} />}
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
