import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ScanResult } from '../../contract/scan';
import type { JobCard } from '../../contract/workshop';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PartOption } from '../resources/job-cards/AddPartForm';
import { BigChoice, FlowActions, FlowCard, Loading, LoadingFlowCard, useFlowScans, useFlowSubmit, type FlowCardPageProps, type FlowNotice } from './FlowCard';
import { ChosenRow, type Chosen } from './MoveStockCard';
import { QuantityStepper } from './QuantityStepper';
import { recordPartUsed, saidOrKept } from './scanApi';

/** The product scanned, and the code it was scanned by: the part picker's search finds its racks by it. */
interface ScannedProduct extends Chosen {
  code: string;
}

const RecordPart = ({ card, sinkRef, onScan, onCancel, onScanNext }: FlowCardPageProps & { card: JobCard }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [product, setProduct] = useState<ScannedProduct | null>(null);
  const [source, setSource] = useState<PartOption | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const { sending, done, submit, isRetry } = useFlowSubmit(['job-cards', 'workorders'], setNotice);

  // GET /api/job-cards/:id/part-options?q=: the stocked racks of products matching the code; this product's only.
  const options = useQuery({
    queryKey: ['job-cards', 'part-options', card.id, product?.code],
    queryFn: () => dataProvider.action<PartOption[]>('job-cards', card.id, `part-options?${new URLSearchParams({ q: product?.code ?? '' })}`, undefined, 'GET'),
    enabled: !!product,
  });
  const racks = (options.data ?? []).filter((option) => option.product_id === product?.id);
  const step = !product ? 'product' : !source ? 'rack' : 'quantity';
  const warn = (key: string, args: object) => setNotice({ severity: 'warning', text: translate(key, args) });

  const chooseSource = (option: PartOption) => {
    setSource(option);
    setQuantity(1);
  };

  const take = (found: ScanResult, code: string) => {
    if (step === 'product') {
      if (found.kind !== 'product') return warn('app.scan.move.expected_product', { label: found.label });
      setProduct({ id: found.id, label: found.label, code });
      return onScan();
    }
    if (found.kind !== 'rack') return warn('app.scan.move.expected_rack', { label: found.label });
    if (options.isPending) return warn('app.scan.part.wait', {});
    const option = racks.find((r) => r.rack_id === found.id);
    if (!option) return warn('app.scan.move.not_on_rack', { product: product?.label ?? '', rack: found.label });
    chooseSource(option);
  };
  const busy = useFlowScans(sinkRef, take, setNotice, { done: !!done, sending });

  const part = source ? { product_id: source.product_id, rack_id: source.rack_id, quantity } : null;
  const retry = !!part && isRetry(part);
  const record = async () => {
    if (!source || !part) return;
    await submit(part, async (key) => {
      const said = translate('app.scan.part.recorded', { quantity, sku: source.sku, rack: source.path, number: card.number });
      return saidOrKept(await recordPartUsed(card.id, part, key, said), said, translate);
    });
  };

  // A press whose answer was lost may have taken the part already: the rack's stock then no longer bounds its retry.
  const canRecord = step === 'quantity' && !!source && quantity >= 1 && (retry || quantity <= source.on_hand) && !sending;
  return (
    <FlowCard
      title={translate('app.scan.part.title', { number: card.number })}
      done={done}
      notice={notice}
      busy={busy || sending}
      onScanNext={onScanNext}
      actions={
        <FlowActions
          onCancel={onCancel}
          onScan={onScan}
          submit={step === 'quantity' ? { label: 'app.scan.part.submit', icon: <AddIcon />, disabled: !canRecord, onClick: () => void record(), retry } : undefined}
        />
      }
    >
      {product && (
        <ChosenRow
          label="app.scan.move.product"
          value={product.label}
          onChange={() => {
            setProduct(null);
            setSource(null);
          }}
        />
      )}
      {source && <ChosenRow label="app.scan.move.from" value={source.path} onChange={() => setSource(null)} />}
      <Box sx={{ mt: 2 }}>
        {step === 'product' && <Typography>{translate('app.scan.part.choose_product')}</Typography>}
        {step === 'rack' &&
          (options.isPending ? (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          ) : options.error ? (
            <Loading error={options.error} />
          ) : racks.length === 0 ? (
            <Typography color="error">{translate('app.scan.part.no_stock', { product: product?.label ?? '' })}</Typography>
          ) : (
            <>
              <Typography>{translate('app.scan.move.choose_from')}</Typography>
              <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                {racks.map((option) => (
                  <BigChoice key={option.rack_id} label={option.path} figure={translate('app.scan.on_hand', { count: option.on_hand })} onClick={() => chooseSource(option)} />
                ))}
              </Box>
            </>
          ))}
        {step === 'quantity' && source && <QuantityStepper value={quantity} max={source.on_hand} onChange={setQuantity} autoFocus onEnter={() => canRecord && void record()} disabled={retry} />}
      </Box>
    </FlowCard>
  );
};

/**
 * Issue 20 item 3: recording a part used on a job card on the floor: the product scanned, the
 * rack it comes from (those holding it, from the part picker's options), how many; then
 * "Record" makes the job card screen's parts call, which takes the units off the rack.
 */
export const RecordPartCard = ({ jobCardId, ...page }: FlowCardPageProps & { jobCardId: number }) => {
  const card = useGetOne<JobCard>('job-cards', { id: jobCardId });
  if (card.data) return <RecordPart card={card.data} {...page} />;
  return <LoadingFlowCard title="app.scan.part.start" error={card.error} onCancel={page.onCancel} onScanNext={page.onScanNext} />;
};
