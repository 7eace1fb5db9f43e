import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { moneyOptions } from '../../src/ui/localeFormat';
import type { Dealer } from '../../contract/dealers';
import type { Warehouse } from '../../contract/locations';
import type { Order, OrdersDashboard } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { PurchaseOrder, PurchaseOrdersDashboard } from '../../contract/purchaseOrders';
import type { Supplier } from '../../contract/suppliers';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

// The widgets call the app's httpClient (the dashboard figures are no collections); here it
// forwards to a signed-in tab on the test server and notes every URL it was given.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const STORE = { email: 'store@example.com', password: 'Store#2025' };
const money = new Intl.NumberFormat(undefined, moneyOptions('USD'));
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

let server: Awaited<ReturnType<typeof startTestServer>>;
let tab: Awaited<ReturnType<typeof signedInAppTab>> | null = null;

async function signIn(account: typeof ADMIN) {
  tab = await signedInAppTab(server.baseUrl, account);
  appApi.client = tab.appHttpClient;
  return tab;
}

const first = async <T,>(resource: string, filter: object = {}) =>
  (await tab!.dataProvider.getList<T & { id: number }>(resource, { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } }))
    .data[0];

const figures = async <T,>(path: string) => (await tab!.httpClient(`${server.baseUrl}/api/dashboard/${path}`)).json as T;

const asked = (path: string) => appApi.urls.some((url) => url.endsWith(`/dashboard/${path}`));

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
  appApi.client = null;
  appApi.urls = [];
});

afterEach(async () => {
  await tab?.settled();
  tab = null;
  vi.restoreAllMocks();
});

describe('business dashboard widgets', () => {
  it('are not shown, nor asked for, without view_orders and view_po', async () => {
    const dataProvider = testDataProvider({ getList: async () => ({ data: [{ id: 1 }], total: 240 }) } as Partial<DataProvider>);
    renderWithAdmin(<Dashboard />, { permissions: 'view_products,view_categories', dataProvider });

    await waitFor(() => expect(screen.getByLabelText('Products')).toHaveTextContent('240'));
    expect(screen.queryByText('Orders per day')).not.toBeInTheDocument();
    expect(screen.queryByText('Purchase orders awaiting receipt')).not.toBeInTheDocument();
    expect(appApi.urls).toEqual([]);
  });

  it('show a storekeeper the purchase orders awaiting receipt, overdue ones counted, and nothing of orders', async () => {
    await signIn(STORE);
    const supplier = await first<Supplier>('suppliers');
    const warehouse = await first<Warehouse>('warehouse');
    const product = await first<Product>('products', { active: true });
    const { data: draft } = await tab!.dataProvider.create<PurchaseOrder>('purchase-orders', {
      data: { supplier_id: supplier.id, warehouse_id: warehouse.id, expected_date: '2020-01-15', notes: null, lines: [{ product_id: product.id, quantity: 5, unit_cost: 4 }] },
    });
    await tab!.dataProvider.action('purchase-orders', draft.id, 'transition', { to: 'ordered', version: draft.version });
    const expected = await figures<PurchaseOrdersDashboard>('purchase-orders');
    expect(expected.overdue).toBeGreaterThan(0);
    renderWithAdmin(<Dashboard />, { authProvider: tab!.authProvider, dataProvider: tab!.dataProvider });

    const card = await screen.findByRole('region', { name: 'Purchase orders awaiting receipt' });
    await waitFor(() => expect(within(card).getByLabelText('Purchase orders awaiting receipt')).toHaveTextContent(String(expected.awaiting_receipt)));
    expect(within(card).getByText(`${expected.overdue} overdue`)).toBeInTheDocument();
    const links = within(card).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/purchase-orders-edit/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.awaiting.map((po) => `/purchase-orders-edit/${po.id}`));
    const ours = within(card).getByRole('link', { name: new RegExp(`^${draft.number} — `) });
    expect(ours).toHaveTextContent('Overdue');
    expect(within(card).getByRole('link', { name: 'View purchase orders' })).toHaveAttribute('href', '/purchase-orders');

    expect(screen.queryByText('Orders per day')).not.toBeInTheDocument();
    expect(screen.queryByText('Revenue this month')).not.toBeInTheDocument();
    expect(asked('orders')).toBe(false);
    // The other cards' requests end before the test does, so the server can close.
    await waitFor(() => expect(screen.getByLabelText('Products')).toHaveTextContent(/\d/));
  });

  it('show an administrator the orders per day, the revenue, the orders by status and the open work orders', async () => {
    await signIn(ADMIN);
    const dealer = await first<Dealer>('dealers', { status: 'active' });
    const product = await first<Product>('products', { active: true });
    const { data: order } = await tab!.dataProvider.create<Order>('orders', { data: { dealer_id: dealer.id, notes: null, lines: [{ product_id: product.id, quantity: 1 }] } });
    await tab!.dataProvider.create('workorders', { data: { order_id: order.id, title: 'Check the delivery', description: null, priority: 'low', due_date: null, assignee_id: null } });
    const expected = await figures<OrdersDashboard>('orders');
    renderWithAdmin(<Dashboard />, { authProvider: tab!.authProvider, dataProvider: tab!.dataProvider });

    // The chart is lazy-loaded: its module may take a moment to arrive.
    const chart = await screen.findByRole('list', { name: 'Orders per day' }, { timeout: 10_000 });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    const today = expected.orders_per_day[29];
    expect(today.count).toBeGreaterThan(0);
    expect(days[29]).toHaveTextContent(
      `${dayFormat.format(new Date(`${today.day}T00:00:00Z`))}: ${today.count} order${today.count === 1 ? '' : 's'}, ${money.format(today.total)}`,
    );
    const revenue = screen.getByRole('region', { name: 'Revenue this month' });
    expect(within(revenue).getByLabelText('Revenue this month')).toHaveTextContent(money.format(expected.revenue_this_month));

    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    const pending = within(byStatus).getByRole('link', { name: new RegExp(`^Pending\\s*${expected.orders_by_status.pending}$`) });
    expect(pending).toHaveAttribute('href', `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    expect(within(byStatus).getAllByRole('link')).toHaveLength(6);

    const workOrders = screen.getByRole('region', { name: 'Open work orders by status' });
    expect(within(workOrders).getAllByRole('link').map((link) => link.textContent)).toEqual([
      `Open${expected.work_orders_by_status.open}`,
      `In progress${expected.work_orders_by_status.in_progress ?? 0}`,
      `Completed${expected.work_orders_by_status.completed ?? 0}`,
    ]);
    const purchaseOrders = await screen.findByRole('region', { name: 'Purchase orders awaiting receipt' });
    await waitFor(() => expect(within(purchaseOrders).getByLabelText('Purchase orders awaiting receipt')).toHaveTextContent(/\d/));
    await waitFor(() => expect(screen.getByLabelText('Products')).toHaveTextContent(/\d/));
  });
});
