import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { JobCardPrint } from '../../src/resources/job-cards/JobCardPrint';
import { OrderPrint } from '../../src/resources/orders/OrderPrint';
import { PurchaseOrderPrint } from '../../src/resources/purchase-orders/PurchaseOrderPrint';
import { moneyOptions } from '../../src/ui/localeFormat';
import type { Dealer } from '../../contract/dealers';
import type { Warehouse } from '../../contract/locations';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { PurchaseOrder } from '../../contract/purchaseOrders';
import type { Settings } from '../../contract/settings';
import type { Supplier } from '../../contract/suppliers';
import type { JobCard, WorkOrder } from '../../contract/workshop';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

// The company header comes from GET /api/settings through the app's httpClient (no
// collection); here that client forwards to a signed-in tab on the test server.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const money = new Intl.NumberFormat('en', { ...moneyOptions('USD'), minimumFractionDigits: 2 });

let server: Awaited<ReturnType<typeof startTestServer>>;
let tab: Awaited<ReturnType<typeof signedInAppTab>>;
let settings: Settings;
let products: Product[];

const first = async <T,>(resource: string, filter: object = {}) =>
  (await tab.dataProvider.getList<T & { id: number }>(resource, { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } })).data[0];

const screens = (
  <Routes>
    <Route path="/orders/:id/print" element={<OrderPrint />} />
    <Route path="/purchase-orders/:id/print" element={<PurchaseOrderPrint />} />
    <Route path="/job-cards/:id/print" element={<JobCardPrint />} />
  </Routes>
);

const open = (path: string) => renderWithAdmin(screens, { authProvider: tab.authProvider, dataProvider: tab.dataProvider, initialEntries: [path] });

/** The value printed beside a label of the details or totals block. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

const createOrder = async (notes: string | null) => {
  const dealer = await first<Dealer>('dealers', { status: 'active' });
  const { data } = await tab.dataProvider.create<Order>('orders', {
    data: { dealer_id: dealer.id, notes, lines: products.slice(0, 3).map((product, index) => ({ product_id: product.id, quantity: index + 2 })) },
  });
  return (await tab.dataProvider.getOne<Order>('orders', { id: data.id })).data;
};

beforeAll(async () => {
  server = await startTestServer();
  window.localStorage.clear();
  clearDocumentCookies();
  tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  settings = (await tab.httpClient(`${server.baseUrl}/api/settings`)).json as Settings;
  products = (
    await tab.dataProvider.getList<Product & { id: number }>('products', {
      filter: { active: true },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 3 },
    })
  ).data;
});

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  await tab.settled();
  vi.restoreAllMocks();
});

describe('the order document', () => {
  it('prints the company, the dealer, the lines with their totals, the notes and the signature boxes', async () => {
    const order = await createOrder('Deliver to the back entrance');
    open(`/orders/${order.id}/print`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(screen.getByText(order.number)).toBeInTheDocument();
    expect(await screen.findByText(settings.company_name)).toBeInTheDocument();
    expect(screen.getByText(order.dealer_name)).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Pending');

    const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['SKU', 'Product', 'Qty', 'Unit price', 'Line total']);
    expect(rows).toHaveLength(order.lines.length + 1);
    order.lines.forEach((line, index) => {
      expect(within(rows[index + 1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        line.sku,
        line.name,
        `${line.quantity} ${line.unit}`,
        money.format(line.unit_price),
        money.format(line.line_total),
      ]);
    });
    expect(valueOf('Subtotal')).toHaveTextContent(money.format(order.subtotal));
    expect(valueOf(`Tax (${order.tax_rate}%)`)).toHaveTextContent(money.format(order.tax));
    expect(valueOf('Total')).toHaveTextContent(money.format(order.total));
    expect(screen.getByText('Deliver to the back entrance')).toBeInTheDocument();

    const signatures = screen.getByRole('region', { name: 'Signatures' });
    expect(within(signatures).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Prepared by', 'Received by']);
    expect(document.title).toBe(`Order ${order.number}`);
  });

  it('prints with the browser and goes back to the order', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const order = await createOrder(null);
    open(`/orders/${order.id}/print`);

    await screen.findByText(order.number);
    const toolbar = screen.getByRole('toolbar', { name: 'Document actions' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(within(toolbar).getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/orders-view/${order.id}`);
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
    await screen.findByText(settings.company_name);
  });
});

describe('the purchase order document', () => {
  it('prints the supplier, the destination, what was ordered and received, and the total', async () => {
    const supplier = await first<Supplier>('suppliers');
    const warehouse = await first<Warehouse>('warehouse');
    const { data: draft } = await tab.dataProvider.create<PurchaseOrder>('purchase-orders', {
      data: {
        supplier_id: supplier.id,
        warehouse_id: warehouse.id,
        expected_date: '2030-01-15',
        notes: null,
        lines: products.slice(0, 2).map((product, index) => ({ product_id: product.id, quantity: 10 * (index + 1), unit_cost: 2.5 })),
      },
    });
    const ordered = await tab.dataProvider.action<PurchaseOrder>('purchase-orders', draft.id, 'transition', { to: 'ordered', version: draft.version });
    const [rack] = await tab.dataProvider.action<{ id: number }[]>('purchase-orders', draft.id, 'racks', undefined, 'GET');
    const received = await tab.dataProvider.action<PurchaseOrder>('purchase-orders', draft.id, 'receive', {
      version: ordered.version,
      lines: [{ line_id: ordered.lines[0].id, quantity: 4, rack_id: rack.id }],
    });
    open(`/purchase-orders/${draft.id}/print`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order' })).toBeInTheDocument();
    expect(screen.getByText(received.number)).toBeInTheDocument();
    expect(screen.getByText(received.supplier_name)).toBeInTheDocument();
    expect(screen.getByText(received.warehouse_name)).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Partially received');
    expect(valueOf('Expected date')).toHaveTextContent('Jan 15, 2030');

    const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'SKU',
      'Product',
      'Qty ordered',
      'Received',
      'Unit cost',
      'Line total',
    ]);
    const [line] = received.lines;
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      line.sku,
      line.name,
      `10 ${line.unit}`,
      '4',
      '$2.50',
      '$25.00',
    ]);
    expect(valueOf('Total')).toHaveTextContent(money.format(received.total));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/purchase-orders-edit/${draft.id}`);
    await screen.findByText(settings.company_name);
  });
});

describe('the job card document', () => {
  it('prints the task, the work order, the time logs with their total and the parts used or returned', async () => {
    const order = await createOrder(null);
    const { data: workOrder } = await tab.dataProvider.create<WorkOrder>('workorders', {
      data: { order_id: order.id, title: 'Fit the tow bar', description: null, priority: 'normal', due_date: null, assignee_id: null },
    });
    const { data: created } = await tab.dataProvider.create<JobCard>('job-cards', {
      data: { work_order_id: workOrder.id, technician_id: null, task: 'Fit the bracket and wire the socket', notes: null },
    });
    let jobCard = await tab.dataProvider.action<JobCard>('job-cards', created.id, 'start', { version: created.version });
    jobCard = await tab.dataProvider.action<JobCard>('job-cards', created.id, 'pause', { version: jobCard.version });
    const [option] = await tab.dataProvider.action<{ product_id: number; rack_id: number }[]>('job-cards', created.id, 'part-options', undefined, 'GET');
    const part = { product_id: option.product_id, rack_id: option.rack_id };
    jobCard = await tab.dataProvider.action<JobCard>('job-cards', created.id, 'parts', { ...part, quantity: 2, kind: 'use' });
    jobCard = await tab.dataProvider.action<JobCard>('job-cards', created.id, 'parts', { ...part, quantity: 1, kind: 'return' });
    open(`/job-cards/${created.id}/print`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Job card' })).toBeInTheDocument();
    expect(screen.getByText(jobCard.number)).toBeInTheDocument();
    expect(screen.getByText(workOrder.number)).toBeInTheDocument();
    expect(screen.getByText(order.number)).toBeInTheDocument();
    expect(screen.getByText('Not assigned')).toBeInTheDocument();
    expect(screen.getByText('Fit the bracket and wire the socket')).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('On hold');

    const logs = within(screen.getByRole('table', { name: 'Time logs' })).getAllByRole('row');
    // The header, one stopped log, and the total.
    expect(logs).toHaveLength(3);
    expect(within(logs[1]).getAllByRole('cell')[3]).toHaveTextContent(String(jobCard.time_logs[0].minutes));
    expect(within(logs[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Total time', '', '', `${jobCard.total_minutes} min`]);

    const parts = within(screen.getByRole('table', { name: 'Parts used' })).getAllByRole('row');
    expect(parts.slice(1).map((row) => within(row).getAllByRole('cell').slice(4).map((cell) => cell.textContent))).toEqual([
      ['Used', '2'],
      ['Returned', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/job-cards/view/${created.id}`);
    await waitFor(() => expect(screen.getByText(settings.company_name)).toBeInTheDocument());
  });
});
