import { useEffect, useState, type RefObject } from 'react';
import { useDataProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { Product } from '../../contract/products';
import type { ScanResult } from '../../contract/scan';
import type { StockLevel } from '../../contract/stock';
import type { AppDataProvider } from '../providers/dataProvider';
import { messageOf } from '../resources/shared/actionOnce';
import { NoticeAlert, useFlowSubmit, type FlowNotice } from './FlowCard';
import { QuantityStepper } from './QuantityStepper';
import { lookUpCode, MOVE_AFFECTS, moveStock } from './scanApi';
import { THUMB_BAR_SX, TOUCH_TARGET } from './touch';
import { useProductStock, useRackContents, type StockHere, type StockLine } from './useStockHere';

/** A product or rack the move uses: its id and what a person reads ("LUB-1011 — Engine oil", "MAIN / A / A-01"). */
export interface Chosen {
  id: number;
  label: string;
  sku?: string;
}

/** Where a move starts: from a scanned product (which rack?), or from a scanned rack (which product?). */
export interface MoveStart {
  product?: Chosen;
  from?: Chosen;
}

/** Takes the next code scanned or typed on the page, while the card waits for one. */
export type CodeSink = (code: string) => void;

interface MoveStockCardProps {
  start: MoveStart;
  sinkRef: RefObject<CodeSink | null>;
  /** Turns the camera on for the next scan (the destination rack's label). */
  onScan: () => void;
  onCancel: () => void;
  onScanNext: () => void;
}

const ChoiceButtons = ({ stock, onChoose }: { stock: StockHere; onChoose: (line: StockLine) => void }) => {
  const translate = useTranslate();
  if (stock.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />;
  if (stock.error) return <Alert severity="error">{translate('app.scan.load_error', { message: stock.error.message })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {stock.lines.map((line) => (
        <Button key={line.id} variant="outlined" onClick={() => onChoose(line)} sx={{ ...TOUCH_TARGET, justifyContent: 'space-between', textAlign: 'start', textTransform: 'none', gap: 2 }}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {line.label}
          </Box>
          <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {translate('app.scan.on_hand', { count: line.onHand })}
          </Box>
        </Button>
      ))}
    </Box>
  );
};

export const ChosenRow = ({ label, value, onChange }: { label: string; value: string; onChange: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(label)}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
      </Box>
      <Button onClick={onChange} sx={{ minHeight: 48 }} aria-label={`${translate('app.scan.move.change')} — ${translate(label)}`}>
        {translate('app.scan.move.change')}
      </Button>
    </Box>
  );
};

/** How much of the product the source rack holds now (no row: none). */
function useSourceOnHand(product: Chosen | null, from: Chosen | null) {
  const enabled = !!product && !!from;
  const { data, isPending } = useGetList<StockLevel>(
    'stock-levels',
    { filter: { product_id: product?.id, rack_id: from?.id }, sort: { field: 'path', order: 'ASC' }, pagination: { page: 1, perPage: 1 } },
    { enabled },
  );
  return enabled && !isPending ? (data?.[0]?.on_hand ?? 0) : undefined;
}

/**
 * Issue 20 item 3: moving stock one-handed, one step at a time: the product, the rack it leaves,
 * the rack it goes to, how many; then "Move" drafts and posts a transfer (scanApi.ts moveStock).
 * Each step takes a tap on a large button or a scan, from the camera, the field or a handheld scanner.
 */
export const MoveStockCard = ({ start, sinkRef, onScan, onCancel, onScanNext }: MoveStockCardProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [product, setProduct] = useState<Chosen | null>(start.product ?? null);
  const [from, setFrom] = useState<Chosen | null>(start.from ?? null);
  const [to, setTo] = useState<Chosen | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const setProblem = (text: string | null) => setNotice(text ? { severity: 'error', text } : null);
  const [busy, setBusy] = useState(false);
  const { sending, done, submit, isRetry } = useFlowSubmit(MOVE_AFFECTS, setNotice);

  const step = !product ? 'product' : !from ? 'from' : !to ? 'to' : 'quantity';
  // A rack's products to choose from, or a product's racks: only the list the step shows is read.
  const rackContents = useRackContents(step === 'product' && from ? from.id : undefined);
  const productStock = useProductStock(step === 'from' && product ? product.id : undefined);
  const onHand = useSourceOnHand(product, from);
  // A scanned product comes with its label only; the sentence saying what moved names its SKU.
  const { data: productRecord } = useGetOne<Product>('products', { id: product?.id ?? 0 }, { enabled: !!product && !product.sku });

  const chooseProduct = (chosen: Chosen) => {
    setProduct(chosen);
    setQuantity(1);
    if (from) onScan();
  };
  const chooseFrom = (chosen: Chosen) => {
    setFrom(chosen);
    setQuantity(1);
    onScan();
  };
  const chooseTo = (chosen: Chosen) => {
    if (from && chosen.id === from.id) return setProblem('app.scan.move.same_rack');
    setTo(chosen);
  };

  /** A code for the step under way; anything else is said, and the step stays. */
  const takeCode = async (code: string) => {
    setProblem(null);
    setBusy(true);
    let found: ScanResult;
    try {
      found = await lookUpCode(code);
    } catch (error) {
      setProblem(messageOf(error));
      return;
    } finally {
      setBusy(false);
    }
    const wanted = step === 'product' ? 'product' : 'rack';
    if (found.kind !== wanted) return setProblem(translate(`app.scan.move.expected_${wanted}`, { label: found.label }));
    const chosen = { id: found.id, label: found.label };
    // A product must be on the source rack, a source rack must hold the product: the lines shown say so.
    if (step === 'product') {
      const line = rackContents.lines.find((l) => l.id === found.id);
      if (from && !line && !rackContents.isPending) return setProblem(translate('app.scan.move.not_on_rack', { product: found.label, rack: from.label }));
      return chooseProduct({ ...chosen, sku: line?.sku });
    }
    if (step === 'from') {
      if (product && !productStock.isPending && !productStock.lines.some((l) => l.id === found.id)) {
        return setProblem(translate('app.scan.move.not_on_rack', { product: product.label, rack: found.label }));
      }
      return chooseFrom(chosen);
    }
    return chooseTo(chosen);
  };

  useEffect(() => {
    if (done) return;
    const sink: CodeSink = (code) => void takeCode(code);
    sinkRef.current = sink;
    return () => {
      if (sinkRef.current === sink) sinkRef.current = null;
    };
  });

  const stockMove = product && from && to ? { product_id: product.id, from_rack_id: from.id, to_rack_id: to.id, quantity } : null;
  const retry = !!stockMove && isRetry(stockMove);
  /** DESIGN.md §5: one request with the key made at this press; pressed again after a lost answer, the same request and key. */
  const move = async () => {
    if (!product || !from || !to || !stockMove) return;
    await submit(stockMove, async (key) => {
      // The product's record may still be on its way: asked for once more, else its label stands in.
      const sku =
        product.sku ??
        productRecord?.sku ??
        (await dataProvider.getOne<Product>('products', { id: product.id }).then(({ data }) => data.sku, () => product.label));
      const said = translate('app.scan.move.moved', { quantity, smart_count: quantity, sku, from: from.label, to: to.label });
      const outcome = await moveStock(stockMove, key, said);
      return outcome.queued ? translate('app.offline.kept', { action: said }) : said;
    });
  };

  // A press whose answer was lost may have moved the stock already: what the rack holds now no longer bounds its retry.
  const canMove = step === 'quantity' && onHand !== undefined && quantity >= 1 && (retry || quantity <= onHand) && !busy && !sending;
  /** Going back on a step drops what was chosen after it, and what was chosen among its own lines. */
  const change = (what: 'product' | 'from' | 'to') => {
    setProblem(null);
    setTo(null);
    if (what === 'to') return onScan();
    const startedFromRack = !!start.from && !start.product;
    if (what === 'product') {
      setProduct(null);
      if (!startedFromRack) setFrom(null);
    } else {
      setFrom(null);
      if (startedFromRack) setProduct(null);
    }
  };

  return (
    <Card component="section" aria-label={translate('app.scan.move.title')} sx={{ overflow: 'visible' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.scan.move.title')}
        </Typography>
        {done ? (
          <Alert severity="success" role="status" sx={{ fontSize: '1.05rem' }}>
            {done}
          </Alert>
        ) : (
          <>
            {product && <ChosenRow label="app.scan.move.product" value={product.label} onChange={() => change('product')} />}
            {from && <ChosenRow label="app.scan.move.from" value={from.label} onChange={() => change('from')} />}
            {to && <ChosenRow label="app.scan.move.to" value={to.label} onChange={() => change('to')} />}
            <Box sx={{ mt: 2 }}>
              {step === 'product' && (
                <>
                  <Typography>{translate('app.scan.move.choose_product')}</Typography>
                  <ChoiceButtons stock={rackContents} onChoose={(line) => chooseProduct({ id: line.id, label: line.label, sku: line.sku })} />
                </>
              )}
              {step === 'from' && (
                <>
                  <Typography>{translate('app.scan.move.choose_from')}</Typography>
                  <ChoiceButtons stock={productStock} onChoose={(line) => chooseFrom({ id: line.id, label: line.label })} />
                </>
              )}
              {step === 'to' && <Typography>{translate('app.scan.move.choose_to')}</Typography>}
              {step === 'quantity' &&
                (onHand === undefined ? (
                  <LinearProgress aria-label={translate('ra.page.loading')} />
                ) : (
                  <QuantityStepper value={quantity} max={onHand} onChange={setQuantity} autoFocus onEnter={() => canMove && void move()} disabled={retry} />
                ))}
            </Box>
            {(busy || sending) && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />}
            <NoticeAlert notice={notice} />
          </>
        )}
      </CardContent>
      <Box sx={THUMB_BAR_SX}>
        {done ? (
          <Button variant="contained" size="large" startIcon={<QrCodeScannerIcon />} onClick={onScanNext} sx={TOUCH_TARGET}>
            {translate('app.scan.move.scan_next')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" size="large" onClick={onCancel} sx={TOUCH_TARGET}>
              {translate('ra.action.cancel')}
            </Button>
            {step === 'quantity' ? (
              <Button variant="contained" size="large" startIcon={<SwapHorizIcon />} disabled={!canMove} onClick={() => void move()} sx={TOUCH_TARGET}>
                {translate(retry ? 'app.action.retry' : 'app.scan.move.submit')}
              </Button>
            ) : (
              <Button variant="contained" size="large" startIcon={<QrCodeScannerIcon />} onClick={onScan} sx={TOUCH_TARGET}>
                {translate('app.scan.move.scan')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Card>
  );
};
