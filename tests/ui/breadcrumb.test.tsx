import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, useGetOne, type DataProvider } from 'react-admin';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import orders from '../../src/resources/orders';
import products from '../../src/resources/products';
import stockAdjustments from '../../src/resources/stock-adjustments';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { StockAdjustment, StockLevel } from '../../contract/stock';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const server = withTestServer();

// The resources as the app registers them: their recordRepresentation names a record.
const definitions = {
  orders: { name: 'orders', recordRepresentation: orders.recordRepresentation },
  products: { name: 'products', recordRepresentation: products.recordRepresentation },
  'stock-adjustments': { name: 'stock-adjustments', recordRepresentation: stockAdjustments.recordRepresentation },
};

/** What a record's page does: read the record through react-admin's getOne. */
const RecordPage = ({ resource, id }: { resource: string; id: number }) => {
  const { data } = useGetOne(resource, { id: String(id) });
  return <p>{data ? 'Page loaded' : 'Page loading'}</p>;
};

type Tab = Awaited<ReturnType<typeof signedInTab>>;

function openAt(tab: Tab, path: string, page?: { resource: string; id: number }) {
  const getOne = vi.spyOn(tab.dataProvider, 'getOne');
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <Breadcrumb />
      {page && <RecordPage {...page} />}
    </ResourceDefinitionContextProvider>,
    { ...tab, initialEntries: [path] },
  );
  return { getOne };
}

const first = async <T,>(api: DataProvider, resource: string) =>
  (await api.getList<T & { id: number }>(resource, { filter: {}, sort: { field: resource === 'stock-levels' ? 'path' : 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } })).data[0]!;

describe('the breadcrumb (issue 18: titles, not paths)', () => {
  it('reads "Orders › ORD-…" on an order, the title read once with the page through the cache', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const order = await first<Order>(tab.dataProvider, 'orders');
    const { getOne } = openAt(tab, `/orders-view/${order.id}`, { resource: 'orders', id: order.id });

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const current = await within(crumbs).findByText(order.number);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(crumbs).not.toHaveTextContent(`orders-view`);
    await screen.findByText('Page loaded');
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('names a product by its name, under its group', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const product = await first<Product>(tab.dataProvider, 'products');
    openAt(tab, `/products/${product.id}/show`);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByText(product.name)).toHaveAttribute('aria-current', 'page');
    expect(crumbs).toHaveTextContent(`Masters›Products›${product.name}`);
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  });

  it('names a stock adjustment by its number and a new record as new', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const level = await first<StockLevel>(tab.dataProvider, 'stock-levels');
    const { data: adjustment } = await tab.dataProvider.create<StockAdjustment>('stock-adjustments', {
      data: { warehouse_id: level.warehouse_id, reason: 'count_correction', note: null, lines: [{ product_id: level.product_id, rack_id: level.rack_id, quantity: 1, reason: null }] },
    });
    expect(adjustment.number).toMatch(/^SA-\d{6}$/);
    openAt(tab, `/stock-adjustments-view/${adjustment.id}`);
    let crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByText(adjustment.number)).toHaveAttribute('aria-current', 'page');
    expect(crumbs).toHaveTextContent(`Stock adjustments›${adjustment.number}`);

    document.body.innerHTML = '';
    openAt(tab, '/stock-adjustments/create');
    crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('New')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Stock adjustments' })).toHaveAttribute('href', '/stock-adjustments');
  });

  it('shows the list page itself as the current page, and #id for a record that is gone', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    openAt(tab, '/orders');
    let crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Orders')).toHaveAttribute('aria-current', 'page');

    document.body.innerHTML = '';
    // The API client logs the 404 (SPEC.md §8).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openAt(tab, '/orders-view/999999');
    crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByText('#999999')).toHaveAttribute('aria-current', 'page'));
  });
});
