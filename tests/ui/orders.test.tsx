import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { OrderCreate } from '../../src/resources/orders/OrderCreate';
import { OrderEdit } from '../../src/resources/orders/OrderEdit';
import { OrderList } from '../../src/resources/orders/OrderList';
import { OrderShow } from '../../src/resources/orders/OrderShow';
import { defaultPicks } from '../../src/resources/orders/pickPlan';
import { moneyOptions } from '../../src/ui/localeFormat';
import type { Dealer } from '../../contract/dealers';
import { orderTotals, type Order, type OrderStatus } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { Settings } from '../../contract/settings';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer, type Account } from '../helpers/signedInTab';

// The tax rate comes from GET /api/settings through the app's httpClient (no collection);
// here that client forwards to the signed-in tab on the test server.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };
const MOVES = ['Confirm', 'Start processing', 'Dispatch', 'Mark delivered', 'Cancel order'];

const server = withTestServer();

type Tab = Awaited<ReturnType<typeof signedInAppTab>>;
let tab: Tab | undefined;

async function signIn(account: Account) {
  tab = await signedInAppTab(server.baseUrl, account);
  appApi.client = tab.appHttpClient;
  return tab;
}

/** The dealer with the highest credit limit (no test is refused for credit), and a cheap stocked product. */
async function fixtures({ dataProvider: api }: Tab) {
  const dealer = (
    await api.getList<Dealer>('dealers', { filter: { status: 'active' }, sort: { field: 'credit_limit', order: 'DESC' }, pagination: { page: 1, perPage: 1 } })
  ).data[0];
  const { data: cheap } = await api.getList<Product>('products', {
    filter: { active: true },
    sort: { field: 'dealer_price', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const product = cheap.find((p) => p.available >= 10 && p.dealer_price > 0)!;
  const place = async (quantity: number) =>
    (await api.create<Order>('orders', { data: { dealer_id: dealer.id, notes: null, lines: [{ product_id: product.id, quantity }] } })).data;
  const move = (order: Order, to: OrderStatus) => api.action<Order>('orders', order.id, 'transition', { to, version: order.version });
  const reload = async (id: number) => (await api.getOne<Order>('orders', { id })).data;
  const productNow = async () => (await api.getOne<Product>('products', { id: product.id })).data;
  return { api, dealer, product, place, move, reload, productNow };
}

const screens = (
  <ResourceContextProvider value="orders">
    <Routes>
      <Route path="/orders" element={<OrderList />} />
      <Route path="/orders/create" element={<OrderCreate />} />
      <Route path="/orders/:id/show" element={<OrderShow />} />
      <Route path="/orders/:id" element={<OrderEdit />} />
    </Routes>
  </ResourceContextProvider>
);

const open = (path: string) => renderWithAdmin(screens, { ...tab!, initialEntries: [path] });

/** Types into an autocomplete and picks the option the server answered. */
async function choose(label: string, text: string, option: string | RegExp) {
  fireEvent.change(await screen.findByLabelText(label, {}, { timeout: 5000 }), { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

/** The order's status chip (the status history repeats it). */
const statusChip = async (name: string) => (await screen.findAllByText(name, { selector: '.MuiChip-label' }, { timeout: 5000 }))[0];
const money = (amount: number) => new Intl.NumberFormat(undefined, moneyOptions('USD')).format(amount);

beforeEach(() => {
  // The API's refusals (409, 422) are logged by the client; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await tab?.settled();
  tab = undefined;
  appApi.client = null;
});

describe('placing an order', () => {
  it('previews the totals from the dealer price and tax rate, and shows the saved order', async () => {
    const { dealer, product } = await fixtures(await signIn(ADMIN));
    open('/orders/create');

    await choose('Dealer', dealer.company_name, dealer.company_name);
    await choose('Product', product.sku, new RegExp(`^${product.sku} — `));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    const expected = orderTotals([product.dealer_price * 3], 10);
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent(`Total${money(expected.total)}`));
    expect(totals).toHaveTextContent(`Tax (10 %)${money(expected.tax)}`);

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    expect(await screen.findByText(/^ORD-\d{6}$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await statusChip('Pending')).toBeInTheDocument();
    expect(screen.getByText(product.sku)).toBeInTheDocument();
    expect(screen.getByText(money(expected.total))).toBeInTheDocument();
  });
});

describe('the order page', () => {
  it('offers only the moves its status allows, and none to a reader', async () => {
    const { place, move } = await fixtures(await signIn(ADMIN));
    const order = await place(1);
    let view = open(`/orders/${order.id}/show`);
    expect(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    for (const name of ['Start processing', 'Dispatch', 'Mark delivered']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    view.unmount();

    const confirmed = await move(order, 'confirmed');
    view = open(`/orders/${order.id}/show`);
    expect(await screen.findByRole('button', { name: 'Start processing' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    for (const name of ['Confirm', 'Dispatch', 'Mark delivered']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    view.unmount();

    // Only a pending order can be edited: its edit route goes to its page.
    view = open(`/orders/${order.id}`);
    await waitFor(() => expect(view.location()?.pathname).toBe(`/orders/${order.id}/show`));
    view.unmount();
    await tab!.settled();

    // Another browser: the admin's cookies and stored user go.
    window.localStorage.clear();
    clearDocumentCookies();
    await signIn(VIEWER);
    open(`/orders/${confirmed.id}/show`);
    expect(await statusChip('Confirmed')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'History' }, { timeout: 5000 })).toBeInTheDocument();
    for (const name of [...MOVES, 'Create work order']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create work order' })).not.toBeInTheDocument();
  });

  it('lists each short line when confirming is refused, and leaves the order pending', async () => {
    const { product, place, reload } = await fixtures(await signIn(ADMIN));
    const order = await place(product.available + 4);
    open(`/orders/${order.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }));

    const table = await screen.findByRole('table', { name: `Not enough stock to confirm ${order.number}` }, { timeout: 5000 });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      product.sku,
      String(product.available + 4),
      String(product.available),
      '4',
    ]);
    expect((await reload(order.id)).status).toBe('pending');
  });

  it('asks before cancelling', async () => {
    const { place, reload } = await fixtures(await signIn(ADMIN));
    const order = await place(1);
    open(`/orders/${order.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel ${order.number}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await statusChip('Cancelled')).toBeInTheDocument();
    expect((await reload(order.id)).status).toBe('cancelled');
    expect(screen.queryByRole('button', { name: 'Create work order' })).not.toBeInTheDocument();
  });
});

describe('dispatching', () => {
  it('picks each line from a rack that covers it and takes the stock out', async () => {
    const { place, move, reload, productNow } = await fixtures(await signIn(ADMIN));
    const confirmed = await move(await place(2), 'confirmed');
    const processing = await move(confirmed, 'processing');
    const before = await productNow();
    open(`/orders/${processing.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Picked 2 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Rack' })).toHaveTextContent(/ on hand$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));

    expect(await statusChip('Dispatched')).toBeInTheDocument();
    expect((await reload(processing.id)).status).toBe('dispatched');
    const after = await productNow();
    expect(after.on_hand).toBe(before.on_hand - 2);
    expect(after.reserved).toBe(before.reserved - 2);
  });

  it('shows the server’s refusal of a line’s picks under that line', async () => {
    const { product, place, move } = await fixtures(await signIn(ADMIN));
    const processing = await move(await move(await place(2), 'confirmed'), 'processing');
    open(`/orders/${processing.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const quantity = await within(dialog).findByLabelText('Quantity', {}, { timeout: 5000 });
    fireEvent.change(quantity, { target: { value: '1' } });
    expect(within(dialog).getByText('Picked 1 of 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));

    const line = within(dialog).getByRole('region', { name: new RegExp(`^1\\. ${product.sku} — `) });
    expect(await within(line).findByText(`Line 1 (${product.sku}) needs 2 picked, not 1`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(await statusChip('Processing')).toBeInTheDocument();
  });
});

describe('order settings', () => {
  it('saves the tax rate with the other settings as read, and shows a conflict', async () => {
    const { httpClient } = await signIn(ADMIN);
    const read = async () => (await httpClient(`${server.baseUrl}/api/settings`)).json as Settings;
    const original = await read();
    open('/orders');

    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog');
    const rate = await within(dialog).findByLabelText('Tax rate (%)', {}, { timeout: 5000 });
    expect(rate).toHaveValue(String(original.tax_rate));
    fireEvent.change(rate, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await read();
    expect(saved).toEqual({ ...original, tax_rate: 12.5, version: original.version + 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Tax rate (%)', {}, { timeout: 5000 }), { target: { value: '11' } });
    // Someone else saves meanwhile.
    await httpClient(`${server.baseUrl}/api/settings`, { method: 'PUT', body: JSON.stringify({ ...saved, tax_rate: 10 }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Someone else changed this record');
    expect((await read()).tax_rate).toBe(10);
  });

  // view_settings shows them, manage_settings changes them (docs/decisions.md): the Auditor reads every area.
  it('are shown read-only to a user who may view but not change them', async () => {
    await signIn(VIEWER);
    open('/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Tax rate (%)', {}, { timeout: 5000 })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the default picks of a line', () => {
  const racks = [
    { rack_id: 1, path: 'A', on_hand: 6 },
    { rack_id: 2, path: 'B', on_hand: 4 },
    { rack_id: 3, path: 'C', on_hand: 3 },
  ];

  it('take the whole line from the first rack that covers it', () => {
    expect(defaultPicks(5, racks)).toEqual([{ rack_id: 1, quantity: 5 }]);
    expect(defaultPicks(4, racks.slice(1))).toEqual([{ rack_id: 2, quantity: 4 }]);
  });

  it('fill from the fullest racks when none covers it, and leave the rack open when none holds it', () => {
    expect(defaultPicks(12, racks)).toEqual([
      { rack_id: 1, quantity: 6 },
      { rack_id: 2, quantity: 4 },
      { rack_id: 3, quantity: 2 },
    ]);
    expect(defaultPicks(3, [])).toEqual([{ rack_id: null, quantity: 3 }]);
  });
});
