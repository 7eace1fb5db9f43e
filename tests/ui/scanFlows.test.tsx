import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Notification, reactRouterProvider } from 'react-admin';
import type { Order } from '../../contract/orders';
import type { JobCard } from '../../contract/workshop';
import type { StockLevel } from '../../contract/stock';
import type { PickOption } from '../../src/resources/orders/pickPlan';
import { ScanPage } from '../../src/scan/ScanPage';
import { ScannerWedgeListener } from '../../src/scan/useScannerWedge';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

// Issue 20 item 3: the scan screen's floor flows on documents (receive, record a part, pick),
// against the real API with the demo data; each result is checked through the API.

vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const { Routes, Route } = reactRouterProvider;

const server = withTestServer();

const RACK_PATH = `w.code || ' / ' || r.code || ' / ' || k.code`;

async function openScanScreen() {
  const tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  renderWithAdmin(
    <>
      <ScannerWedgeListener />
      <Routes>
        <Route path="/scan" element={<ScanPage />} />
      </Routes>
      <Notification />
    </>,
    { authProvider: tab.authProvider, dataProvider: tab.dataProvider, initialEntries: ['/scan'] },
  );
  await screen.findByText(/No camera is available here/);
  return tab;
}

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Type or scan a code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

/** Scans a document's number and starts its floor flow from the result card. */
async function startFlow(number: string, button: string, title: string) {
  enterCode(number);
  const result = await screen.findByRole('region', { name: new RegExp(`^${number}`) });
  fireEvent.click(await within(result).findByRole('button', { name: button }));
  return screen.findByRole('region', { name: title });
}

async function onHand(tab: Awaited<ReturnType<typeof openScanScreen>>, productId: number, rackId: number) {
  const { data } = await tab.dataProvider.getList<StockLevel>('stock-levels', {
    filter: { product_id: productId, rack_id: rackId },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  return data[0]?.on_hand ?? 0;
}

describe('receiving a purchase-order line into a rack', () => {
  it('takes the line, the scanned rack and a quantity, and the stock goes up on that rack', async () => {
    const [line] = (await server.sql(
      `select po.id, po.number, l.id as line_id, l.product_id, p.sku, p.name, l.quantity - l.received as outstanding
         from purchase_orders po join purchase_order_lines l on l.purchase_order_id = po.id join products p on p.id = l.product_id
        where po.status in ('ordered', 'partially_received') and l.quantity - l.received >= 2 order by po.id, l.line_no limit 1`,
    )) as { id: number; number: string; line_id: number; product_id: number; sku: string; name: string; outstanding: number }[];
    const tab = await openScanScreen();
    const [rack] = await tab.dataProvider.action<{ id: number; path: string }[]>('purchase-orders', line.id, 'racks', undefined, 'GET');
    const before = await onHand(tab, line.product_id, rack.id);

    const card = await startFlow(line.number, 'Receive into a rack', `Receive ${line.number}`);
    fireEvent.click(await within(card).findByRole('button', { name: new RegExp(`^${line.sku} — .*${line.outstanding} to receive$`) }));
    expect(await within(card).findByText(/Into which rack of/)).toBeInTheDocument();
    enterCode(rack.path);
    expect(await within(card).findByText(`${line.outstanding} to receive`)).toBeInTheDocument();
    expect(within(card).getByLabelText('Quantity')).toHaveValue(String(line.outstanding));
    fireEvent.change(within(card).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Receive' }));

    expect(await within(card).findByText(`+2 ${line.sku} to ${rack.path}`)).toBeInTheDocument();
    expect(await onHand(tab, line.product_id, rack.id)).toBe(before + 2);
    const [after] = (await server.sql(`select received from purchase_order_lines where id = $1`, [line.line_id])) as { received: number }[];
    expect(after.received).toBeGreaterThanOrEqual(2);
    await tab.settled();
  });
});

describe('recording a part on a job card', () => {
  it('takes the product, the rack it comes from and a quantity, and the part is on the card', async () => {
    const [card] = (await server.sql(`select id, number from job_cards where status in ('in_progress', 'on_hold') order by id limit 1`)) as { id: number; number: string }[];
    const [part] = (await server.sql(
      `select s.product_id, s.rack_id, s.on_hand, p.sku, ${RACK_PATH} as path from stock_levels s join products p on p.id = s.product_id
         join racks k on k.id = s.rack_id join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
        where s.on_hand >= 3 and p.active order by s.product_id desc, s.on_hand desc limit 1`,
    )) as { product_id: number; rack_id: number; on_hand: number; sku: string; path: string }[];
    const tab = await openScanScreen();

    const flow = await startFlow(card.number, 'Record a part', `Part for ${card.number}`);
    enterCode(part.sku);
    fireEvent.click(await within(flow).findByRole('button', { name: new RegExp(`^${part.path}`) }));
    expect(await within(flow).findByText(`${part.on_hand} on hand here`)).toBeInTheDocument();
    fireEvent.click(within(flow).getByRole('button', { name: 'One more' }));
    fireEvent.click(within(flow).getByRole('button', { name: 'Record' }));

    expect(await within(flow).findByText(`2 × ${part.sku} from ${part.path} recorded on ${card.number}`)).toBeInTheDocument();
    const { data } = await tab.dataProvider.getOne<JobCard>('job-cards', { id: card.id });
    expect(data.parts.at(-1)).toMatchObject({ product_id: part.product_id, rack_id: part.rack_id, quantity: 2 });
    expect(await onHand(tab, part.product_id, part.rack_id)).toBe(part.on_hand - 2);
    await tab.settled();
  });
});

describe('picking an order for dispatch', () => {
  /** A processing order whose every line the racks can cover, the fewest units first. */
  async function orderToPick() {
    const [order] = (await server.sql(
      `select o.id, o.number from orders o where o.status = 'processing'
          and not exists (select 1 from order_lines l where l.order_id = o.id
            and l.quantity > (select coalesce(sum(s.on_hand), 0) from stock_levels s where s.product_id = l.product_id))
        order by (select sum(quantity) from order_lines where order_id = o.id), o.id limit 1`,
    )) as { id: number; number: string }[];
    return order;
  }

  it('warns of a product not on the order, and counts nothing', async () => {
    const { id, number } = await orderToPick();
    const [stranger] = (await server.sql(
      `select sku, name from products p where active and not exists (select 1 from order_lines l where l.order_id = $1 and l.product_id = p.id) order by id limit 1`,
      [id],
    )) as { sku: string; name: string }[];
    const tab = await openScanScreen();
    const card = await startFlow(number, 'Pick for dispatch', `Pick ${number}`);
    const lines = await within(card).findByRole('list', { name: 'Lines to pick' });

    enterCode(stranger.sku);
    expect(await within(card).findByText(`${stranger.sku} — ${stranger.name} is not on ${number}: put it back. Nothing was counted.`)).toBeInTheDocument();
    for (const item of within(lines).getAllByRole('listitem')) expect(item).toHaveTextContent(/0 of \d+/);
    expect(within(card).queryByRole('button', { name: 'Dispatch' })).not.toBeInTheDocument();
    await tab.settled();
  });

  it('counts each product scanned from the rack scanned before it, then dispatches the order', async () => {
    const { id, number } = await orderToPick();
    const tab = await openScanScreen();
    const { data: order } = await tab.dataProvider.getOne<Order>('orders', { id });
    const options = await tab.dataProvider.action<PickOption[]>('orders', id, 'pick-options', undefined, 'GET');
    const card = await startFlow(number, 'Pick for dispatch', `Pick ${number}`);
    await within(card).findByRole('list', { name: 'Lines to pick' });

    const used = new Map<string, number>();
    for (const line of order.lines) {
      let picked = 0;
      for (const rack of options.find((option) => option.line_id === line.id)!.racks) {
        const key = `${line.product_id}:${rack.rack_id}`;
        const left = rack.on_hand - (used.get(key) ?? 0);
        if (picked === line.quantity || left <= 0) continue;
        enterCode(rack.path);
        expect(await within(card).findByText(rack.path)).toBeInTheDocument();
        for (let n = 0; n < Math.min(left, line.quantity - picked); n++) {
          enterCode(line.sku);
          expect(await within(card).findByText(`+1 ${line.sku} from ${rack.path} (${picked + 1} of ${line.quantity})`)).toBeInTheDocument();
          picked += 1;
          used.set(key, (used.get(key) ?? 0) + 1);
        }
      }
    }
    // One more of a complete line is refused.
    enterCode(order.lines[0].sku);
    expect(await within(card).findByText(`All ${order.lines[0].quantity} × ${order.lines[0].sku} are already picked: put this one back. Nothing was counted.`)).toBeInTheDocument();

    fireEvent.click(await within(card).findByRole('button', { name: 'Dispatch' }));
    const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    const lineWord = order.lines.length === 1 ? '1 line' : `${order.lines.length} lines`;
    const unitWord = units === 1 ? '1 unit picked' : `${units} units picked`;
    expect(await within(card).findByText(`${number} dispatched: ${lineWord}, ${unitWord}`, {}, { timeout: 10_000 })).toBeInTheDocument();
    const { data: dispatched } = await tab.dataProvider.getOne<Order>('orders', { id });
    expect(dispatched.status).toBe('dispatched');
    await tab.settled();
  });

  it('says what to do first with an order not yet processing, and offers only Open', async () => {
    const [pending] = (await server.sql(`select number from orders where status = 'pending' order by id limit 1`)) as { number: string }[];
    const tab = await openScanScreen();
    enterCode(pending.number);
    const result = await screen.findByRole('region', { name: new RegExp(`^${pending.number}`) });
    expect(await within(result).findByText(`${pending.number} is pending: confirm it before picking.`)).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Pick for dispatch' })).not.toBeInTheDocument();
    await tab.settled();
  });
});
