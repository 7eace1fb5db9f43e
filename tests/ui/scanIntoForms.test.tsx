import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { OrderCreate } from '../../src/resources/orders/OrderCreate';
import { PurchaseOrderCreate } from '../../src/resources/purchase-orders/PurchaseOrderCreate';
import { ScannerWedgeListener } from '../../src/scan/useScannerWedge';
import { StockAdjustmentCreate } from '../../src/resources/stock-adjustments/StockAdjustmentCreate';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

// Issue 20 item 3: inside a document form a handheld scanner adds the product or sets the rack,
// and never leaves the form. Against the real API.

// The scan look-up (and the order form's tax rate) go through the app's httpClient.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const { Routes, Route } = reactRouterProvider;

const server = withTestServer();

interface Product {
  id: number;
  sku: string;
  name: string;
}

const activeProducts = () => server.sql(`select id, sku, name from products where active order by id limit 2`) as Promise<Product[]>;
const label = (product: Product) => `${product.sku} — ${product.name}`;

/** A handheld scanner in keyboard mode: the keys of the code a few milliseconds apart, then Enter, with no field focused. */
function scanWithHandheld(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key });
}

async function openForm(path: string, resource: string, form: ReactElement) {
  const tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  const view = renderWithAdmin(
    <>
      <ScannerWedgeListener />
      <ResourceContextProvider value={resource}>
        <Routes>
          <Route path={path} element={form} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
      </ResourceContextProvider>
      <Notification />
    </>,
    { authProvider: tab.authProvider, dataProvider: tab.dataProvider, initialEntries: [path] },
  );
  await screen.findAllByRole('button', { name: 'Save' }, { timeout: 15_000 });
  return { tab, view };
}

describe('a handheld scanner in a stock adjustment form', () => {
  it('adds the scanned product as a line, puts the scanned rack on it and on the next one, and stays on the form', async () => {
    const [first, second] = await activeProducts();
    const [rack] = (await server.sql(
      `select k.id, w.code || ' / ' || r.code || ' / ' || k.code as path, w.code || ' — ' || w.name as warehouse
        from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id where w.active order by k.id limit 1`,
    )) as { id: number; path: string; warehouse: string }[];
    const { tab, view } = await openForm('/stock-adjustments/create', 'stock-adjustments', <StockAdjustmentCreate />);

    scanWithHandheld(first.sku);
    expect(await screen.findByText(`Added ${label(first)} on line 1`)).toBeInTheDocument();
    expect(await screen.findByDisplayValue(label(first))).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity (+/−)')).toHaveValue('1');

    // The rack also chooses the warehouse, which was not chosen yet.
    scanWithHandheld(rack.path);
    expect(await screen.findByText(`Rack ${rack.path} set on line 1`)).toBeInTheDocument();
    expect(await screen.findByDisplayValue(rack.warehouse)).toBeInTheDocument();
    expect(await screen.findByDisplayValue(rack.path)).toBeInTheDocument();

    scanWithHandheld(second.sku);
    expect(await screen.findByText(`Added ${label(second)} on line 2`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByDisplayValue(rack.path)).toHaveLength(2));
    expect(screen.getByDisplayValue(label(second))).toBeInTheDocument();
    expect(screen.getAllByLabelText('Quantity (+/−)').map((input) => (input as HTMLInputElement).value)).toEqual(['1', '1']);

    expect(view.location()?.pathname).toBe('/stock-adjustments/create');
    await tab.settled();
  });
});

describe('a handheld scanner in an order form', () => {
  it('counts the same product twice on one line', async () => {
    const [product] = await activeProducts();
    const { tab, view } = await openForm('/orders/create', 'orders', <OrderCreate />);

    scanWithHandheld(product.sku);
    expect(await screen.findByText(`Added ${label(product)} on line 1`)).toBeInTheDocument();
    scanWithHandheld(product.sku);
    expect(await screen.findByText(`One more ${label(product)} on line 1 (2)`)).toBeInTheDocument();

    expect(screen.getAllByLabelText('Quantity')).toHaveLength(1);
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
    expect(await screen.findByDisplayValue(new RegExp(`^${product.sku} — `))).toBeInTheDocument();
    expect(view.location()?.pathname).toBe('/orders/create');
    await tab.settled();
  });

  it('warns of an unknown code and of a rack, and stays on the form', async () => {
    // The client logs the API's 404; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [rack] = (await server.sql(
      `select w.code || ' / ' || r.code || ' / ' || k.code as path from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id order by k.id limit 1`,
    )) as { path: string }[];
    const { tab, view } = await openForm('/orders/create', 'orders', <OrderCreate />);

    scanWithHandheld('ZZ-NOTHING');
    expect(await screen.findByText('Nothing matches the code "ZZ-NOTHING"')).toBeInTheDocument();
    scanWithHandheld(rack.path);
    expect(await screen.findByText(`${rack.path} cannot go into this form: nothing was changed.`)).toBeInTheDocument();

    expect(view.location()?.pathname).toBe('/orders/create');
    expect(screen.queryByText('Another page')).not.toBeInTheDocument();
    await tab.settled();
  });
});

describe('a handheld scanner in a purchase order form', () => {
  it('fills the empty line at the product’s usual cost, then adds a line for another product', async () => {
    const [first, second] = await activeProducts();
    const [{ cost }] = (await server.sql(`select cost from products where id = $1`, [first.id])) as { cost: string }[];
    const { tab, view } = await openForm('/purchase-orders/create', 'purchase-orders', <PurchaseOrderCreate />);

    scanWithHandheld(first.sku);
    expect(await screen.findByText(`Added ${label(first)} on line 1`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Unit cost')).toHaveValue(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(cost))));
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');

    scanWithHandheld(second.sku);
    expect(await screen.findByText(`Added ${label(second)} on line 2`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText('Quantity')).toHaveLength(2));
    expect(view.location()?.pathname).toBe('/purchase-orders/create');
    await tab.settled();
  });
});
