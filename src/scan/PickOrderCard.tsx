import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RemoveIcon from '@mui/icons-material/Remove';
import type { Order, OrderLine } from '../../contract/orders';
import type { ScanResult } from '../../contract/scan';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PickOption } from '../resources/orders/pickPlan';
import { BigChoice, FlowActions, FlowCard, LoadingFlowCard, useFlowScans, useFlowSubmit, type FlowCardPageProps, type FlowNotice } from './FlowCard';
import { ChosenRow, type Chosen } from './MoveStockCard';
import { dispatchOrder, saidOrKept, type OrderPick } from './scanApi';

/** One unit taken off a rack for a line: a scan counts one. */
interface PickedUnit {
  lineId: number;
  rackId: number;
}

/** The dispatch's picks: the units of each line, one pick per rack they came from. */
function picksOf(units: readonly PickedUnit[]): OrderPick[] {
  const picks = new Map<string, OrderPick>();
  for (const unit of units) {
    const key = `${unit.lineId}:${unit.rackId}`;
    const pick = picks.get(key) ?? { line_id: unit.lineId, rack_id: unit.rackId, quantity: 0 };
    pick.quantity += 1;
    picks.set(key, pick);
  }
  return [...picks.values()];
}

const PickLines = ({ lines, pickedOf, onOneLess }: { lines: OrderLine[]; pickedOf: (line: OrderLine) => number; onOneLess: (line: OrderLine) => void }) => {
  const translate = useTranslate();
  return (
    <List disablePadding aria-label={translate('app.scan.pick.lines_title')}>
      {lines.map((line) => {
        const picked = pickedOf(line);
        const complete = picked === line.quantity;
        return (
          <ListItem key={line.id} divider disableGutters sx={{ minHeight: 56, gap: 1 }}>
            <ListItemText primary={`${line.sku} — ${line.name}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            {complete && <CheckCircleIcon color="success" aria-hidden />}
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: '1.15rem' }}>
              {translate('app.scan.pick.count', { picked, wanted: line.quantity })}
            </Typography>
            <IconButton
              aria-label={translate('app.scan.pick.one_less', { sku: line.sku })}
              disabled={picked === 0}
              onClick={() => onOneLess(line)}
              sx={{ width: 48, height: 48 }}
            >
              <RemoveIcon />
            </IconButton>
          </ListItem>
        );
      })}
    </List>
  );
};

const PickOrder = ({ order, options, sinkRef, onScan, onCancel, onScanNext }: FlowCardPageProps & { order: Order; options: PickOption[] }) => {
  const translate = useTranslate();
  const [units, setUnits] = useState<PickedUnit[]>([]);
  const [rack, setRack] = useState<Chosen | null>(null);
  /** A product scanned before any rack: which rack it comes from is asked. */
  const [askRackFor, setAskRackFor] = useState<OrderLine | null>(null);
  const [notice, setNotice] = useState<FlowNotice>(null);
  const { sending, done, submit, isRetry } = useFlowSubmit(['orders'], setNotice);

  const racksOf = (line: OrderLine) => options.find((option) => option.line_id === line.id)?.racks ?? [];
  const pickedOf = (line: OrderLine) => units.filter((unit) => unit.lineId === line.id).length;
  const productOf = (lineId: number) => order.lines.find((line) => line.id === lineId)?.product_id;
  const complete = order.lines.every((line) => pickedOf(line) === line.quantity);
  const warn = (key: string, args: object) => setNotice({ severity: 'warning', text: translate(key, args) });

  /** One unit of the line from the rack, if the rack holds one more of it than was already counted. */
  const countOne = (line: OrderLine, from: Chosen) => {
    const held = racksOf(line).find((r) => r.rack_id === from.id);
    if (!held) return warn('app.scan.move.not_on_rack', { product: line.sku, rack: from.label });
    const taken = units.filter((unit) => unit.rackId === from.id && productOf(unit.lineId) === line.product_id).length;
    if (taken >= held.on_hand) return warn('app.scan.pick.rack_empty', { count: held.on_hand, sku: line.sku, rack: from.label });
    setUnits([...units, { lineId: line.id, rackId: from.id }]);
    setAskRackFor(null);
    setNotice({ severity: 'success', text: translate('app.scan.pick.counted', { sku: line.sku, rack: from.label, picked: pickedOf(line) + 1, wanted: line.quantity }) });
  };

  const take = (found: ScanResult) => {
    if (found.kind === 'rack') {
      const scanned = { id: found.id, label: found.label };
      setRack(scanned);
      if (askRackFor) countOne(askRackFor, scanned);
      return;
    }
    if (found.kind !== 'product') return warn('app.scan.pick.expected', { label: found.label });
    const lines = order.lines.filter((line) => line.product_id === found.id);
    if (lines.length === 0) return warn('app.scan.pick.not_on_order', { product: found.label, number: order.number });
    const line = lines.find((l) => pickedOf(l) < l.quantity);
    if (!line) return warn('app.scan.pick.too_many', { wanted: lines[0].quantity, sku: lines[0].sku });
    if (rack) return countOne(line, rack);
    setAskRackFor(line);
  };
  const busy = useFlowScans(sinkRef, take, setNotice, { done: !!done, sending });

  const oneLess = (line: OrderLine) => {
    const last = units.findLastIndex((unit) => unit.lineId === line.id);
    setUnits(units.filter((_, index) => index !== last));
    setNotice(null);
  };

  const picks = picksOf(units);
  const dispatch = () =>
    submit({ dispatch: order.id, picks }, async (key) => {
      const lines = translate('app.scan.pick.lines', { smart_count: order.lines.length });
      const picked = translate('app.scan.pick.units', { smart_count: units.length });
      const said = translate('app.scan.pick.dispatched', { number: order.number, lines, units: picked });
      return saidOrKept(await dispatchOrder(order, picks, key, said), said, translate);
    });

  const racksHolding = askRackFor ? racksOf(askRackFor) : [];
  return (
    <FlowCard
      title={translate('app.scan.pick.title', { number: order.number })}
      done={done}
      notice={notice}
      busy={busy || sending}
      onScanNext={onScanNext}
      actions={
        <FlowActions
          onCancel={onCancel}
          onScan={onScan}
          submit={
            complete ? { label: 'app.scan.pick.submit', icon: <LocalShippingIcon />, disabled: sending, onClick: () => void dispatch(), retry: isRetry({ dispatch: order.id, picks }), autoFocus: true } : undefined
          }
        />
      }
    >
      {rack && <ChosenRow label="app.scan.move.from" value={rack.label} onChange={() => setRack(null)} />}
      <Typography sx={{ mt: 2 }}>
        {translate(complete ? 'app.scan.pick.complete' : rack ? 'app.scan.pick.scan_products' : 'app.scan.pick.scan_rack_or_product')}
      </Typography>
      {askRackFor && (
        <Box sx={{ mt: 2 }}>
          <Typography>{translate('app.scan.pick.which_rack', { sku: askRackFor.sku })}</Typography>
          {racksHolding.length === 0 ? (
            <Typography color="error" sx={{ py: 1.5 }}>
              {translate('app.scan.pick.no_rack', { sku: askRackFor.sku })}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
              {racksHolding.map((held) => (
                <BigChoice
                  key={held.rack_id}
                  label={held.path}
                  figure={translate('app.scan.on_hand', { count: held.on_hand })}
                  onClick={() => {
                    const chosen = { id: held.rack_id, label: held.path };
                    setRack(chosen);
                    countOne(askRackFor, chosen);
                  }}
                />
              ))}
            </Box>
          )}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <PickLines lines={order.lines} pickedOf={pickedOf} onOneLess={oneLess} />
      </Box>
    </FlowCard>
  );
};

/**
 * Issue 20 item 3: picking an order for dispatch on the floor. Each product scanned counts one
 * on its line, from the rack scanned last (or the one chosen when none was); a product not on
 * the order, one too many, or a rack without it is said and counts nothing. When every line is
 * complete, "Dispatch" sends the picks, as the order screen's dispatch dialog does.
 */
export const PickOrderCard = ({ orderId, ...page }: FlowCardPageProps & { orderId: number }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const order = useGetOne<Order>('orders', { id: orderId });
  const options = useQuery({
    queryKey: ['orders', 'pick-options', orderId],
    queryFn: () => dataProvider.action<PickOption[]>('orders', orderId, 'pick-options', undefined, 'GET'),
    staleTime: 0,
  });
  if (order.data && options.data) return <PickOrder order={order.data} options={options.data} {...page} />;
  return <LoadingFlowCard title="app.scan.pick.start" error={order.error ?? options.error} onCancel={page.onCancel} onScanNext={page.onScanNext} />;
};
