import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import type { PurchaseOrder, PurchaseOrderLine } from '../../contract/purchaseOrders';
import type { ScanResult } from '../../contract/scan';
import type { AppDataProvider } from '../providers/dataProvider';
import { BigChoice, FlowActions, FlowCard, LoadingFlowCard, useFlowScans, useFlowSubmit, type FlowCardPageProps, type FlowNotice } from './FlowCard';
import { ChosenRow, type Chosen } from './MoveStockCard';
import { QuantityStepper } from './QuantityStepper';
import { receiveIntoRack, saidOrKept } from './scanApi';

/** GET /api/purchase-orders/:id/racks: the racks of the destination warehouse. */
interface ReceivingRack {
  id: number;
  path: string;
}

const outstandingOf = (line: PurchaseOrderLine) => Math.max(line.quantity - line.received, 0);

const ReceiveLine = ({ purchaseOrder, racks, sinkRef, onScan, onCancel, onScanNext }: FlowCardPageProps & { purchaseOrder: PurchaseOrder; racks: ReceivingRack[] }) => {
  const translate = useTranslate();
  const [line, setLine] = useState<PurchaseOrderLine | null>(null);
  const [rack, setRack] = useState<Chosen | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const { sending, done, submit, isRetry } = useFlowSubmit(['purchase-orders'], setNotice);

  const open = purchaseOrder.lines.filter((l) => outstandingOf(l) > 0);
  const step = !line ? 'line' : !rack ? 'rack' : 'quantity';
  const outstanding = line ? outstandingOf(line) : 0;
  const warn = (key: string, args: object) => setNotice({ severity: 'warning', text: translate(key, args) });

  const chooseLine = (chosen: PurchaseOrderLine) => {
    setLine(chosen);
    setQuantity(outstandingOf(chosen));
    if (!rack) onScan();
  };

  /** A product scanned chooses its line; a rack scanned is where the goods go. */
  const take = (found: ScanResult) => {
    if (step === 'line') {
      if (found.kind !== 'product') return warn('app.scan.move.expected_product', { label: found.label });
      const match = open.find((l) => l.product_id === found.id);
      if (!match) return warn('app.scan.receive.not_outstanding', { product: found.label, number: purchaseOrder.number });
      return chooseLine(match);
    }
    if (found.kind !== 'rack') return warn('app.scan.move.expected_rack', { label: found.label });
    if (!racks.some((r) => r.id === found.id)) return warn('app.scan.receive.other_warehouse', { rack: found.label, warehouse: purchaseOrder.warehouse_name });
    setRack({ id: found.id, label: found.label });
  };
  const busy = useFlowScans(sinkRef, take, setNotice, { done: !!done, sending });

  const receipt = line && rack ? { line_id: line.id, rack_id: rack.id, quantity } : null;
  const retry = !!receipt && isRetry(receipt);
  const receive = async () => {
    if (!line || !rack || !receipt) return;
    await submit(receipt, async (key) => {
      const said = translate('app.scan.receive.received', { quantity, sku: line.sku, rack: rack.label });
      return saidOrKept(await receiveIntoRack(purchaseOrder, receipt, key, said), said, translate);
    });
  };

  // A press whose answer was lost may have received already: what is outstanding then no longer bounds its retry.
  const canReceive = step === 'quantity' && quantity >= 1 && (retry || quantity <= outstanding) && !sending;
  return (
    <FlowCard
      title={translate('app.scan.receive.title', { number: purchaseOrder.number })}
      done={done}
      notice={notice}
      busy={busy || sending}
      onScanNext={onScanNext}
      actions={
        <FlowActions
          onCancel={onCancel}
          onScan={onScan}
          submit={step === 'quantity' ? { label: 'app.scan.receive.submit', icon: <MoveToInboxIcon />, disabled: !canReceive, onClick: () => void receive(), retry } : undefined}
        />
      }
    >
      {line && <ChosenRow label="app.scan.receive.line" value={`${line.sku} — ${line.name}`} onChange={() => setLine(null)} />}
      {rack && <ChosenRow label="app.scan.move.to" value={rack.label} onChange={() => setRack(null)} />}
      <Box sx={{ mt: 2 }}>
        {step === 'line' &&
          (open.length === 0 ? (
            <Typography>{translate('app.scan.receive.nothing_left', { number: purchaseOrder.number })}</Typography>
          ) : (
            <>
              <Typography>{translate('app.scan.receive.choose_line')}</Typography>
              <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                {open.map((l) => (
                  <BigChoice key={l.id} label={`${l.sku} — ${l.name}`} figure={translate('app.scan.receive.outstanding', { count: outstandingOf(l) })} onClick={() => chooseLine(l)} />
                ))}
              </Box>
            </>
          ))}
        {step === 'rack' && <Typography>{translate('app.scan.receive.choose_rack', { warehouse: purchaseOrder.warehouse_name })}</Typography>}
        {step === 'quantity' && (
          <QuantityStepper
            value={quantity}
            max={outstanding}
            onChange={setQuantity}
            maxText="app.scan.receive.outstanding"
            overText="app.scan.receive.only_outstanding"
            autoFocus
            onEnter={() => canReceive && void receive()}
            disabled={retry}
          />
        )}
      </Box>
    </FlowCard>
  );
};

/**
 * Issue 20 item 3: receiving one purchase-order line into a rack on the floor: the line (tapped,
 * or its product scanned), the rack (scanned or typed), how many; then "Receive" sends the
 * receipt the purchase order's receive dialog sends, for that one line.
 */
export const ReceiveLineCard = ({ purchaseOrderId, ...page }: FlowCardPageProps & { purchaseOrderId: number }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const purchaseOrder = useGetOne<PurchaseOrder>('purchase-orders', { id: purchaseOrderId });
  const racks = useQuery({
    queryKey: ['purchase-orders', 'racks', { id: purchaseOrderId }],
    queryFn: () => dataProvider.action<ReceivingRack[]>('purchase-orders', purchaseOrderId, 'racks', undefined, 'GET'),
  });
  if (purchaseOrder.data && racks.data) return <ReceiveLine purchaseOrder={purchaseOrder.data} racks={racks.data} {...page} />;
  return <LoadingFlowCard title="app.scan.receive.start" error={purchaseOrder.error ?? racks.error} onCancel={page.onCancel} onScanNext={page.onScanNext} />;
};
