import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient, type HttpClient } from '../../src/providers/httpClient';
import { moneyOptions } from '../../src/ui/localeFormat';
import type { StockDashboard } from '../../contract/stock';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

// The stock widgets call the app's httpClient (GET /api/dashboard/stock is no collection);
// here it is a signed-in tab's client on the test server, and it counts its calls.
const stockApi = vi.hoisted(() => ({ client: null as HttpClient | null, calls: 0 }));
vi.mock('../../src/providers/httpClient', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/providers/httpClient')>();
  return {
    ...actual,
    httpClient: (url: string, options?: RequestInit) => {
      stockApi.calls += 1;
      return stockApi.client ? stockApi.client(url, options) : Promise.reject(new Error('No API in this test'));
    },
  };
});

const STORE = { email: 'store@example.com', password: 'Store#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
  stockApi.client = null;
  stockApi.calls = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard stock widgets', () => {
  it('are not shown, nor asked for, without view_stock_hub', async () => {
    const dataProvider = testDataProvider({ getList: async () => ({ data: [{ id: 1 }], total: 240 }) } as Partial<DataProvider>);
    renderWithAdmin(<Dashboard />, { permissions: 'view_products,view_categories', dataProvider });

    await waitFor(() => expect(screen.getByLabelText('Products')).toHaveTextContent('240'));
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
    expect(screen.queryByText('Stock value by warehouse')).not.toBeInTheDocument();
    expect(stockApi.calls).toBe(0);
  });

  it('show the low-stock count and list, and the stock value of each warehouse', async () => {
    const apiUrl = `${server.baseUrl}/api`;
    const client = createHttpClient({ apiUrl, fetch: createCookieFetch().fetch, storage: window.localStorage, navigate: vi.fn(), notify: vi.fn() });
    const authProvider = createAuthProvider({ httpClient: client, apiUrl, storage: window.localStorage });
    await authProvider.login(STORE);
    // The app's client is given '/api/...'; this one lives at the test server.
    stockApi.client = (url, options) => client(`${server.baseUrl}${url}`, options);
    const expected = (await client(`${apiUrl}/dashboard/stock`)).json as StockDashboard;
    renderWithAdmin(<Dashboard />, { authProvider, dataProvider: createDataProvider(client, apiUrl) });

    const lowStock = await screen.findByRole('region', { name: 'Low stock' });
    await waitFor(() => expect(within(lowStock).getByLabelText('Low stock')).toHaveTextContent(String(expected.low_stock_count)));
    const [first] = expected.low_stock;
    expect(screen.getByRole('link', { name: new RegExp(`${first.sku} — `) })).toHaveAttribute(
      'href',
      `/stock-hub?filter=${encodeURIComponent(JSON.stringify({ q: first.sku }))}`,
    );
    expect(screen.getByRole('link', { name: 'View low stock' })).toHaveAttribute(
      'href',
      `/stock-hub?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`,
    );

    const chart = await screen.findByRole('list', { name: 'Stock value by warehouse' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(expected.value_by_warehouse.length);
    const money = new Intl.NumberFormat(undefined, moneyOptions('USD'));
    expected.value_by_warehouse.forEach((warehouse, index) => {
      expect(within(bars[index]).getByText(warehouse.code)).toBeInTheDocument();
      expect(within(bars[index]).getByText(money.format(warehouse.value))).toBeInTheDocument();
    });
    // The count cards' requests end before the test does, so the server can close.
    await waitFor(() => expect(screen.getByLabelText('Products')).toHaveTextContent(/\d/));
    await waitFor(() => expect(screen.getByLabelText('Categories')).toHaveTextContent(/\d/));
  });
});
