import { describe, expect, it, vi } from 'vitest';
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
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 20 item 1: labels are PDFs the browser opens in a tab of its own; these tests check the
// address the SPA opens, not the PDF.

const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();

type Tab = Awaited<ReturnType<typeof signedInTab>>;

/** window.open, which jsdom lacks, as a spy; the answer reads the one address opened. */
function spyOpen() {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  return () => {
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect([target, features]).toEqual(['_blank', 'noopener']);
    const opened = new URL(String(url), 'http://localhost');
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

    // The layout is remembered for the next labels.
    fireEvent.click(screen.getByRole('button', { name: 'Print labels' }));
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
