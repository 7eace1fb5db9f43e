import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import type { Room } from '../../contract/locations';
import { products, type Product } from '../../contract/products';
import type { PurchaseOrder } from '../../contract/purchaseOrders';
import type { Supplier } from '../../contract/suppliers';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { ProductList } from '../../src/resources/products/ProductList';
import { PurchaseOrderShow } from '../../src/resources/purchase-orders/PurchaseOrderShow';
import { RoomShow } from '../../src/resources/rooms/RoomShow';
import { defaultSortOf } from '../../src/resources/shared/collectionList';
import { LabelDialog } from '../../src/resources/shared/labels/LabelDialog';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 20 item 1: labels are PDFs the browser opens in a tab of its own; these tests check the
// address the SPA asks for, not the PDF. Issue 32: the SPA fetches the PDF first, and opens it
// only when it is one; a refusal is told in the dialog.

// The dialog fetches through the app's httpClient: here a PDF answer, or the test server.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();

type Tab = Awaited<ReturnType<typeof signedInTab>>;

const objectUrlFunctions = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeEach(() => {
  appApi.urls = [];
  // What the server draws, as the app's client hands a binary answer over.
  appApi.client = async () => ({ status: 200, headers: new Headers({ 'Content-Type': 'application/pdf' }), body: '', json: undefined, blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:labels'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  Object.assign(URL, objectUrlFunctions);
});

/** window.open, which jsdom lacks, as a spy; the answer reads the one PDF address asked for, once its PDF opened in a new tab. */
function spyOpen() {
  const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
  return () => {
    expect(open.mock.calls).toEqual([['blob:labels', '_blank']]);
    const asked = appApi.urls.filter((url) => url.includes('/labels/'));
    expect(asked).toHaveLength(1);
    const opened = new URL(asked[0], 'http://localhost');
    return { path: opened.pathname, params: Object.fromEntries(opened.searchParams) };
  };
}

const openPdf = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Open the PDF' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('labels of products', () => {
  it('prints the selected products of the list, with the layout and copies chosen', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const filter = { q: 'Coolant' };
    const { data: listed } = await tab.dataProvider.getList<Product>('products', { filter, sort: defaultSortOf(products), pagination: { page: 1, perPage: 25 } });
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const [firstProduct, secondProduct] = listed;
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <ProductList />
      </ResourceContextProvider>,
      { ...tab, initialEntries: [`/products?filter=${encodeURIComponent(JSON.stringify(filter))}`] },
    );
    const select = async (product: Product) => fireEvent.click(within((await screen.findByText(product.name)).closest('tr') as HTMLElement).getByRole('checkbox'));
    await select(secondProduct);
    await select(firstProduct);
    const opened = spyOpen();

    fireEvent.click(await screen.findByRole('button', { name: 'Print labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    expect(within(dialog).getByText('Labels for 2 products')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'A4 sheet, 3 × 8' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Roll label, 62 × 29 mm' }));
    const copies = within(dialog).getByRole('textbox', { name: 'Copies' });
    fireEvent.change(copies, { target: { value: '101' } });
    expect(within(dialog).getByRole('button', { name: 'Open the PDF' })).toBeDisabled();
    fireEvent.change(copies, { target: { value: '2' } });
    await openPdf();

    const { path, params } = opened();
    expect(path).toBe('/api/labels/products.pdf');
    expect(params).toEqual({ ids: `${secondProduct.id},${firstProduct.id}`, copies: '2', layout: 'roll-62x29' });

    // The layout is remembered for the next labels (the selection's toolbar comes back once the dialog has gone).
    fireEvent.click(await screen.findByRole('button', { name: 'Print labels' }));
    expect(within(await screen.findByRole('dialog', { name: 'Print labels' })).getByRole('radio', { name: 'Roll label, 62 × 29 mm' })).toBeChecked();
  });
});

describe('labels of racks', () => {
  it("prints every rack of a room from the room's page", async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const { data } = await tab.dataProvider.getList<Room>('rooms', { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
    const room = data[0];
    renderWithAdmin(
      <ResourceContextProvider value="rooms">
        <Routes>
          <Route path="/rooms/:id/show" element={<RoomShow />} />
        </Routes>
      </ResourceContextProvider>,
      { ...tab, initialEntries: [`/rooms/${room.id}/show`] },
    );
    const opened = spyOpen();

    fireEvent.click(await screen.findByRole('button', { name: 'Print rack labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    expect(within(dialog).getByText('A label for every rack of this room')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Copies' })).not.toBeInTheDocument();
    await openPdf();

    const { path, params } = opened();
    expect(path).toBe('/api/labels/racks.pdf');
    expect(params).toEqual({ room_id: String(room.id), layout: 'a4-3x8' });
  });
});

describe('labels of goods received on a purchase order', () => {
  /** An ordered purchase order of two products, 6 units of the first received. */
  async function partlyReceived(tab: Tab) {
    const api = tab.dataProvider as AppDataProvider;
    const { data: suppliers } = await api.getList<Supplier>('suppliers', { filter: { status: 'active' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
    const { data: twoProducts } = await api.getList<Product>('products', { filter: { active: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 2 } });
    const { data: warehouses } = await api.getList('warehouse', { filter: { active: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
    const { data: draft } = await api.create<PurchaseOrder>('purchase-orders', {
      data: {
        supplier_id: suppliers[0].id,
        warehouse_id: warehouses[0].id,
        expected_date: null,
        notes: null,
        lines: twoProducts.map((product) => ({ product_id: product.id, quantity: 10, unit_cost: 1 })),
      },
    });
    const ordered = await api.action<PurchaseOrder>('purchase-orders', draft.id, 'transition', { to: 'ordered', version: draft.version });
    const racks = await api.action<{ id: number }[]>('purchase-orders', ordered.id, 'racks', undefined, 'GET');
    await api.action('purchase-orders', ordered.id, 'receive', {
      version: ordered.version,
      lines: ordered.lines.map((line, index) => ({ line_id: line.id, quantity: index === 0 ? 6 : 0, rack_id: racks[0].id })),
    });
    return { po: ordered, received: ordered.lines[0].product_id };
  }

  const showPurchaseOrder = (id: number, options: Partial<Tab> & { permissions?: string }) =>
    renderWithAdmin(
      <ResourceContextProvider value="purchase-orders">
        <Routes>
          <Route path="/purchase-orders/:id/show" element={<PurchaseOrderShow />} />
        </Routes>
      </ResourceContextProvider>,
      { ...options, initialEntries: [`/purchase-orders/${id}/show`] },
    );

  it('prints one label per unit received', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const { po, received } = await partlyReceived(tab);
    showPurchaseOrder(po.id, tab);
    const opened = spyOpen();

    fireEvent.click(await screen.findByRole('button', { name: 'Print labels for received goods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    expect(within(dialog).getByText('One label per unit received: 6 labels')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Copies' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Show the dealer price' }));
    await openPdf();

    const { path, params } = opened();
    expect(path).toBe('/api/labels/products.pdf');
    expect(params).toEqual({ ids: String(received), quantities: '6', layout: 'a4-3x8', price: '1' });
  });

  it('is not offered to a user who may not read products', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const { po } = await partlyReceived(tab);
    // The admin's session reads the data; the SPA knows only the permissions given here.
    showPurchaseOrder(po.id, { dataProvider: tab.dataProvider, permissions: 'view_po' });

    expect(await screen.findByRole('link', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print labels for received goods' })).not.toBeInTheDocument();
  });
});

describe('a refusal', () => {
  it('is told in the dialog, in place, and no tab opens', async () => {
    const [product] = (await server.sql(`update products set sku = repeat('L', 64), barcode = null where id = (select max(id) from products) returning id`)) as { id: number }[];
    const tab = await signedInAppTab(server.baseUrl, ADMIN);
    appApi.client = tab.appHttpClient;
    const open = vi.spyOn(window, 'open');
    const onClose = vi.fn();
    renderWithAdmin(<LabelDialog target={{ kind: 'products', ids: [product.id] }} onClose={onClose} />, tab);

    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the PDF' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${'L'.repeat(64)} is too long to scan as Code 128 on a4-3x8 labels`);
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Open the PDF' })).toBeEnabled();
    await tab.settled();
  });

  it('by the browser of a new tab leaves a link to the PDF in the dialog', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithAdmin(<LabelDialog target={{ kind: 'racks', scope: { ids: [1] } }} onClose={vi.fn()} />, { permissions: 'view_warehouses' });

    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the PDF' }));

    expect(await within(dialog).findByText('The browser did not open a new tab for the PDF.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', 'blob:labels');
  });
});
