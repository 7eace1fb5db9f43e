import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DealerApp } from '../../src/dealer/DealerApp';
import { createDealerClient, type DealerFetch } from '../../src/dealer/session/dealerApi';
import { storeDealer } from '../../src/dealer/session/dealerSession';
import { i18nProvider } from '../../src/providers/i18nProvider';
import type { DealerOrder, DealerProfile } from '../../contract/dealerPortal';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { startTestServer } from '../helpers/testServer';

// Issue 18: the dealer portal in the language the dealer chooses, its amounts in the business's
// currency (one setting) and its dates written the French way.

const ACME = { email: 'dealer@example.com', password: 'Dealer#2025' };

// The pages call the module's `dealerFetch`; here it forwards to a signed-in tab on the test server.
const dealerApi = vi.hoisted(() => ({ client: null as DealerFetch | null }));
vi.mock('../../src/dealer/session/dealerApi', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/dealer/session/dealerApi')>();
  const dealerFetch: DealerFetch = (path, init) => (dealerApi.client ? dealerApi.client(path, init) : Promise.reject(new Error('No API in this test')));
  return { ...actual, dealerFetch };
});

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
});
afterEach(async () => {
  dealerApi.client = null;
  // The translations are one module for the whole file: the next test starts in English again.
  await i18nProvider.changeLocale('en');
});

async function signIn(): Promise<DealerFetch> {
  const client = createDealerClient({
    apiUrl: `${server.baseUrl}/api/dealer`,
    csrfUrl: `${server.baseUrl}/api/csrf-cookie`,
    fetch: createCookieFetch().fetch,
    storage: window.localStorage,
    navigate: () => undefined,
  });
  const { json } = await client<{ dealer: DealerProfile }>('/login', { method: 'POST', body: ACME });
  storeDealer(window.localStorage, json.dealer);
  dealerApi.client = client;
  return client;
}

/** An amount as a French reader sees it, "1 234,50 €" (Intl's narrow spaces read as spaces, as the page's text is matched). */
const euros = (amount: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');

const renderPortal = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dealer/*" element={<DealerApp />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the dealer portal in French', () => {
  it('writes an order’s amounts in euros and its date the French way once the dealer chooses Français', async () => {
    await server.sql(`update settings set value = value || '{"currency": "EUR"}' where key = 'business'`);
    const client = await signIn();
    const [{ id }] = (await client<{ id: number }[]>(`/orders?${new URLSearchParams({ sort: '["id","DESC"]', range: '[0,0]' })}`)).json;
    const order = (await client<DealerOrder>(`/orders/${id}`)).json;
    const view = renderPortal(`/dealer/view-order/${id}`);

    expect(await screen.findByRole('heading', { name: `Order ${order.number}` }, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    // French loads on first use.
    expect(await screen.findByRole('heading', { name: `Commande ${order.number}` }, { timeout: 10_000 })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lignes' });
    expect(within(lines).getByText('Total').closest('tr')).toHaveTextContent(euros(order.total));
    for (const line of order.lines) expect(within(lines).getAllByText(euros(line.line_total)).length).toBeGreaterThan(0);
    expect(lines).not.toHaveTextContent('$');
    const placed = new Intl.DateTimeFormat('fr', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(order.created_at));
    expect(screen.getByText(`Passée le ${placed}`)).toBeInTheDocument();

    // The choice is kept in the browser's storage, so the next visit opens in French.
    expect(Object.entries(window.localStorage).find(([key]) => key.endsWith('.locale'))?.[1]).toBe('"fr"');
    view.unmount();
    await i18nProvider.changeLocale('en');
    renderPortal(`/dealer/view-order/${id}`);
    expect(await screen.findByRole('heading', { name: `Commande ${order.number}` }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
