import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, useLocaleState } from 'react-admin';
import { AppLayout } from '../../src/layout/Layout';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderList } from '../../src/resources/orders/OrderList';
import { OrderShow } from '../../src/resources/orders/OrderShow';
import type { Dealer } from '../../contract/dealers';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { Settings } from '../../contract/settings';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

// Issue 18: in French, the staff app writes dates and times the French way (not the browser's
// way) and every amount in the business's currency, read from GET /api/settings.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const { Routes, Route } = reactRouterProvider;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();
let tab: Awaited<ReturnType<typeof signedInAppTab>> | undefined;

const SwitchLocale = ({ locale }: { locale: string }) => {
  const [, setLocale] = useLocaleState();
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return null;
};

/** Text as it is matched on the page: Intl's narrow and no-break spaces read as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await tab?.settled();
  tab = undefined;
  appApi.client = null;
  // The translations are one module for the whole run of this file.
  await i18nProvider.changeLocale('en');
});

async function setCurrency(currency: string) {
  const settings = (await tab!.appHttpClient('/api/settings')).json as Settings;
  await tab!.appHttpClient('/api/settings', { method: 'PUT', body: JSON.stringify({ currency, version: settings.version }) });
}

/** A pending order of one product at 1 234,50 (tax 10 %: 123,45; total 1 357,95). */
async function placeOrder(): Promise<Order> {
  const api = tab!.dataProvider;
  const { data: product } = await api.create<Product>('products', {
    data: { sku: 'FMT-1', name: 'Gearbox', category_id: 1, unit: 'pcs', dealer_price: 1234.5, cost: 900, reorder_level: 0 },
  });
  const { data: dealers } = await api.getList<Dealer>('dealers', { filter: { status: 'active' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
  const { data } = await api.create<Order>('orders', { data: { dealer_id: dealers[0].id, notes: null, lines: [{ product_id: product.id, quantity: 1 }] } });
  return data;
}

describe('the order page in French', () => {
  it('shows its dates the French way and its amounts in the business currency', async () => {
    tab = await signedInAppTab(server.baseUrl, ADMIN);
    appApi.client = tab.appHttpClient;
    await setCurrency('EUR');
    const order = await placeOrder();

    // Inside the app's layout, which provides the currency to every screen.
    renderWithAdmin(
      <AppLayout>
        <SwitchLocale locale="fr" />
        <ResourceContextProvider value="orders">
          <Routes>
            <Route path="/orders/:id/show" element={<OrderShow />} />
          </Routes>
        </ResourceContextProvider>
      </AppLayout>,
      { ...tab, initialEntries: [`/orders/${order.id}/show`] },
    );

    const lines = (await screen.findByText('Lignes', { selector: 'h2' }, { timeout: 10_000 })).closest('section')!;
    await waitFor(() => expect(plain(lines.textContent ?? '')).toContain('Total1 357,95 €'));
    expect(plain(lines.textContent ?? '')).toContain('Sous-total1 234,50 €');
    expect(within(lines).getAllByText('1 234,50 €').length).toBeGreaterThan(0);
    // The history of the order says the same: "+ 1 × FMT-1 — Gearbox @ 1 234,50 €".
    await waitFor(() => expect(plain(document.body.textContent ?? '')).toContain('FMT-1 — Gearbox @ 1 234,50 €'));
    expect(document.body).not.toHaveTextContent('$');

    // "23 nov. 2026, 21:14", as the history writes it; never the browser's "11/23/2026, 9:14:46 PM".
    const created = plain(new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.created_at)));
    expect(created).toMatch(/^\d{1,2} \S+ \d{4}(,| à) \d{2}:\d{2}$/);
    const dates = screen.getByText('Création et mise à jour', { selector: 'h2' }).closest('section')!;
    expect(plain(dates.textContent ?? '')).toContain(`Créée le${created}`);
    expect(screen.queryByText(new Date(order.created_at).toLocaleString())).not.toBeInTheDocument();
  });
});

describe('the currency setting', () => {
  it('is chosen in the settings dialog, and the amounts on screen follow at once', async () => {
    tab = await signedInAppTab(server.baseUrl, ADMIN);
    appApi.client = tab.appHttpClient;
    renderWithAdmin(
      <AppLayout>
        <ResourceContextProvider value="orders">
          <Routes>
            <Route path="/orders" element={<OrderList />} />
          </Routes>
        </ResourceContextProvider>
      </AppLayout>,
      { ...tab, initialEntries: ['/orders'] },
    );
    await screen.findAllByText(/^ORD-\d{6}$/, {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    const currency = await within(dialog).findByLabelText('Currency', {}, { timeout: 5000 });
    fireEvent.change(currency, { target: { value: 'GBP' } });
    fireEvent.click(await screen.findByRole('option', { name: /^GBP — British Pound$/i }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(((await tab.appHttpClient('/api/settings')).json as Settings).currency).toBe('GBP');
    await waitFor(() => expect(screen.getAllByText(/^£[\d,]+\.\d{2}$/).length).toBeGreaterThan(0));
    expect(screen.queryAllByText(/^[$€][\d,]+\.\d{2}$/)).toHaveLength(0);
  });
});
