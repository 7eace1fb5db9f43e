import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { PurchaseOrderCreate } from '../../src/resources/purchase-orders/PurchaseOrderCreate';
import { PurchaseOrderEdit } from '../../src/resources/purchase-orders/PurchaseOrderEdit';
import { isOverdue } from '../../src/resources/purchase-orders/PurchaseOrderFields';
import { PurchaseOrderShow } from '../../src/resources/purchase-orders/PurchaseOrderShow';
import type { Warehouse } from '../../contract/locations';
import type { Product } from '../../contract/products';
import type { PurchaseOrder } from '../../contract/purchaseOrders';
import type { Supplier } from '../../contract/suppliers';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer, type Account } from '../helpers/signedInTab';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };

const server = withTestServer();

type Tab = Awaited<ReturnType<typeof signedInTab>>;

const first = async <T,>(api: AppDataProvider, resource: string, filter: object, field: string) =>
  (await api.getList(resource, { filter, sort: { field, order: 'ASC' }, pagination: { page: 1, perPage: 1 } })).data[0] as T;

/** An active supplier, warehouse and product of the demo data, and a draft of 10 units of that product. */
async function fixtures(tab: Tab) {
  const api = tab.dataProvider as AppDataProvider;
  const supplier = await first<Supplier>(api, 'suppliers', { status: 'active' }, 'company_name');
  const warehouse = await first<Warehouse>(api, 'warehouse', { active: true }, 'code');
  const product = await first<Product>(api, 'products', { active: true }, 'sku');
  const draft = async () =>
    (
      await api.create<PurchaseOrder>('purchase-orders', {
        data: { supplier_id: supplier.id, warehouse_id: warehouse.id, expected_date: null, notes: null, lines: [{ product_id: product.id, quantity: 10, unit_cost: 2.5 }] },
      })
    ).data;
  const ordered = async () => {
    const po = await draft();
    return api.action<PurchaseOrder>('purchase-orders', po.id, 'transition', { to: 'ordered', version: po.version });
  };
  return { api, supplier, warehouse, product, draft, ordered };
}

const screens = (
  <ResourceContextProvider value="purchase-orders">
    <Routes>
      <Route path="/purchase-orders/create" element={<PurchaseOrderCreate />} />
      <Route path="/purchase-orders/:id/show" element={<PurchaseOrderShow />} />
      <Route path="/purchase-orders/:id" element={<PurchaseOrderEdit />} />
    </Routes>
  </ResourceContextProvider>
);

const open = (tab: Tab, path: string) => renderWithAdmin(screens, { ...tab, initialEntries: [path] });

async function signIn(account: Account) {
  return signedInTab(server.baseUrl, account);
}

/** Types into an autocomplete and picks the option the server answered. */
async function choose(label: string | HTMLElement, text: string, option: string | RegExp) {
  const input = typeof label === 'string' ? await screen.findByLabelText(label, {}, { timeout: 5000 }) : label;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

const statusChip = (name: string) => screen.findByText(name, { selector: '.MuiChip-label' }, { timeout: 5000 });

beforeEach(() => {
  // The API's refusals (409, 422) are logged by the client; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('creating a purchase order', () => {
  it('proposes the product’s cost, totals the lines as typed, and saves a draft', async () => {
    const tab = await signIn(ADMIN);
    const { api, supplier, warehouse, product } = await fixtures(tab);
    const view = open(tab, '/purchase-orders/create');

    await choose('Supplier', supplier.company_name, supplier.company_name);
    await choose('Destination warehouse', warehouse.code, new RegExp(`^${warehouse.code} — `));
    await choose('Product', product.sku, new RegExp(`^${product.sku} — `));
    await waitFor(() => expect(screen.getByLabelText('Unit cost')).toHaveValue(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(product.cost))));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Unit cost'), { target: { value: '1.25' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Total$3.75'));

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    // Saving goes through the real API; on a loaded CI machine that can take several seconds.
    await waitFor(() => expect(view.location()?.pathname).toMatch(/^\/purchase-orders\/\d+\/show$/), { timeout: 15_000 });
    expect(await statusChip('Draft')).toBeInTheDocument();
    const id = Number(view.location()!.pathname.split('/')[2]);
    const { data: saved } = await api.getOne<PurchaseOrder>('purchase-orders', { id });
    expect(saved).toMatchObject({ status: 'draft', supplier_id: supplier.id, warehouse_id: warehouse.id, total: 3.75 });
    expect(saved.lines).toMatchObject([{ product_id: product.id, quantity: 3, unit_cost: 1.25, received: 0 }]);
  });

  it('checks the lines before sending them', async () => {
    const tab = await signIn(ADMIN);
    open(tab, '/purchase-orders/create');

    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '0' } });
    expect(await screen.findByText('At least 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByLabelText('Quantity')).toHaveLength(2);
  });
});

describe('moving a purchase order on', () => {
  it('marks a draft as ordered, then receives part of it in the dialog', async () => {
    const tab = await signIn(ADMIN);
    const { api, draft } = await fixtures(tab);
    const po = await draft();
    open(tab, `/purchase-orders/${po.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as ordered' }, { timeout: 5000 }));
    expect(await statusChip('Ordered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as ordered' })).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = await within(dialog).findByLabelText('Receive now', {}, { timeout: 5000 });
    expect(quantity).toHaveValue('10');
    fireEvent.change(quantity, { target: { value: '11' } });
    expect(await within(dialog).findByText('More than remains to receive')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Rack'));
    fireEvent.click((await screen.findAllByRole('option'))[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive goods' }));

    expect(await statusChip('Partially received')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lines = screen.getByRole('table', { name: 'Lines' });
    const [, row] = within(lines).getAllByRole('row');
    // Line, SKU, product, quantity, received, remaining, …
    const cells = within(row).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('4');
    expect(cells[5]).toHaveTextContent('6');
    expect((await api.getOne<PurchaseOrder>('purchase-orders', { id: po.id })).data.lines[0].received).toBe(4);
  });

  it('shows the server’s refusal in the dialog when the purchase order changed meanwhile, then lets the user retry', async () => {
    const tab = await signIn(ADMIN);
    const { api, ordered } = await fixtures(tab);
    const po = await ordered();
    open(tab, `/purchase-orders/${po.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Receive now', {}, { timeout: 5000 }), { target: { value: '1' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Rack'));
    fireEvent.click((await screen.findAllByRole('option'))[0]);
    const racks = await api.action<{ id: number; path: string }[]>('purchase-orders', po.id, 'racks', undefined, 'GET');
    // Someone else receives one unit first: the dialog's version is now stale.
    await api.action('purchase-orders', po.id, 'receive', { version: po.version, lines: [{ line_id: po.lines[0].id, quantity: 1, rack_id: racks[0].id }] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive goods' }));

    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Someone else changed this record after you opened it.');
    // The dialog now shows the purchase order as it is, and the same entry goes through.
    expect(await within(dialog).findByText('Ordered 10 · received 1 · remaining 9', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive goods' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect((await api.getOne<PurchaseOrder>('purchase-orders', { id: po.id })).data.lines[0].received).toBe(2);
  });
});

describe('a purchase order that is no longer a draft', () => {
  async function expectReadOnly(id: Identifier) {
    expect(await screen.findByRole('table', { name: 'Lines' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Quantity|Unit cost/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/purchase-orders/${id}/print`);
  }

  it('opens read-only on its edit route, with the moves still open to it', async () => {
    const tab = await signIn(ADMIN);
    const { ordered } = await fixtures(tab);
    const po = await ordered();
    open(tab, `/purchase-orders/${po.id}`);

    expect(await screen.findByText(`${po.number} has been ordered and can no longer be edited. Receive the goods or cancel it.`, {}, { timeout: 5000 })).toBeInTheDocument();
    await expectReadOnly(po.id);
    expect(screen.getByRole('button', { name: 'Receive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel purchase order' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Status history' })).toHaveTextContent('Draft → Ordered');
    expect(await screen.findByRole('table', { name: 'History' })).toBeInTheDocument();
  });

  it('is read-only even as a draft for a user without manage_po, who gets no actions', async () => {
    const admin = await signIn(ADMIN);
    const { draft } = await fixtures(admin);
    const po = await draft();
    // A second browser: the admin's cookies and stored user stay behind.
    window.localStorage.clear();
    clearDocumentCookies();
    const viewer = await signIn(VIEWER);
    open(viewer, `/purchase-orders/${po.id}`);

    await expectReadOnly(po.id);
    for (const name of ['Mark as ordered', 'Receive', 'Cancel purchase order', 'Delete', 'Edit']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });
});

describe('overdue purchase orders', () => {
  it('are those still awaited after their expected day', () => {
    const today = '2026-03-10';
    expect(isOverdue({ status: 'ordered', expected_date: '2026-03-09' }, today)).toBe(true);
    expect(isOverdue({ status: 'partially_received', expected_date: '2026-03-09' }, today)).toBe(true);
    expect(isOverdue({ status: 'ordered', expected_date: today }, today)).toBe(false);
    expect(isOverdue({ status: 'received', expected_date: '2026-03-09' }, today)).toBe(false);
    expect(isOverdue({ status: 'draft', expected_date: '2026-03-09' }, today)).toBe(false);
    expect(isOverdue({ status: 'ordered', expected_date: null }, today)).toBe(false);
  });
});
