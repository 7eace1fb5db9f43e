import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DealerApp } from '../../src/dealer/DealerApp';
import { createDealerClient, type DealerFetch } from '../../src/dealer/session/dealerApi';
import { storeDealer } from '../../src/dealer/session/dealerSession';
import type { CatalogueItem, DealerOrder, DealerProfile } from '../../contract/dealerPortal';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { startTestServer } from '../helpers/testServer';

const ACME = { email: 'dealer@example.com', password: 'Dealer#2025' };
const BIRCH = { email: 'dealer2@example.com', password: 'Dealer#2025' };

// The pages call the module's `dealerFetch`; here it forwards to a signed-in tab on the test
// server. `loseNextOrderAnswer` lets the server place an order, then drops its answer, as a
// connection cut after the request would.
const dealerApi = vi.hoisted(() => ({ client: null as DealerFetch | null, loseNextOrderAnswer: false, posts: [] as (string | undefined)[] }));
vi.mock('../../src/dealer/session/dealerApi', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/dealer/session/dealerApi')>();
  const dealerFetch: DealerFetch = async (path, init) => {
    if (!dealerApi.client) throw new Error('No API in this test');
    const placing = init?.method === 'POST' && path === '/orders';
    if (placing) dealerApi.posts.push(init.headers?.['Idempotency-Key']);
    const answer = await dealerApi.client(path, init);
    if (placing && dealerApi.loseNextOrderAnswer) {
      dealerApi.loseNextOrderAnswer = false;
      throw new actual.DealerApiError('Network Error', 0, undefined);
    }
    return answer as never;
  };
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
  dealerApi.loseNextOrderAnswer = false;
  dealerApi.posts = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  dealerApi.client = null;
  vi.restoreAllMocks();
});

/** A browser tab signed in as the dealer: its own cookie jar, and the stored dealer the guard wants. */
async function signIn(account: typeof ACME): Promise<{ client: DealerFetch; dealer: DealerProfile }> {
  const browser = createCookieFetch();
  const client = createDealerClient({
    apiUrl: `${server.baseUrl}/api/dealer`,
    csrfUrl: `${server.baseUrl}/api/csrf-cookie`,
    fetch: browser.fetch,
    storage: window.localStorage,
    navigate: () => undefined,
  });
  const { json } = await client<{ dealer: DealerProfile }>('/login', { method: 'POST', body: account });
  storeDealer(window.localStorage, json.dealer);
  dealerApi.client = client;
  return { client, dealer: json.dealer };
}

const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{pathname + search}</output>;
};
const currentAddress = () => screen.getByLabelText('Current address').textContent;

function renderPortal(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/dealer/*" element={<DealerApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

const countOrders = async (dealerId: number) => Number(((await server.sql('select count(*)::int as n from orders where dealer_id = $1', [dealerId])) as { n: number }[])[0].n);

/** A catalogue product with some stock, found the way the dealer would: by its SKU. */
async function stockedProduct(client: DealerFetch, minimum = 3): Promise<CatalogueItem> {
  const { json } = await client<CatalogueItem[]>(`/catalogue?${new URLSearchParams({ sort: '["available","DESC"]', range: '[0,49]' })}`);
  return json.find((item) => item.available >= minimum && item.available < 1000)!;
}

async function addToDraft(item: CatalogueItem) {
  fireEvent.change(await screen.findByLabelText('Search by SKU or name'), { target: { value: item.sku } });
  fireEvent.click(await screen.findByRole('button', { name: `Add ${item.name}` }));
  return screen.findByLabelText(`Quantity of ${item.name}`);
}

describe('dealer order form', () => {
  it('places one order for a double click and for a retry after a lost answer; the draft survives a reload', async () => {
    const { client, dealer } = await signIn(ACME);
    const item = await stockedProduct(client);
    const before = await countOrders(dealer.id);
    const first = renderPortal('/dealer/form');
    await addToDraft(item);
    fireEvent.click(screen.getByLabelText(`One more ${item.name}`));
    expect(screen.getByLabelText(`Quantity of ${item.name}`)).toHaveValue('2');

    // A reload keeps the draft, its lines and its key.
    first.unmount();
    renderPortal('/dealer/form');
    expect(await screen.findByLabelText(`Quantity of ${item.name}`)).toHaveValue('2');

    // The server places the order but the answer is lost; the dealer submits again (twice).
    dealerApi.loseNextOrderAnswer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/The server did not answer/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    await waitFor(() => expect(currentAddress()).toMatch(/^\/dealer\/view-order\/\d+$/));
    expect(await screen.findByText(/^Order ORD-\d+ placed$/)).toBeInTheDocument();
    expect(await countOrders(dealer.id)).toBe(before + 1);
    expect(dealerApi.posts).toHaveLength(2);
    expect(new Set(dealerApi.posts).size).toBe(1);
    const id = currentAddress()!.split('/').pop();
    const { json: order } = await client<DealerOrder>(`/orders/${id}`);
    expect(order).toMatchObject({ status: 'pending', lines: [{ product_id: item.id, quantity: 2 }] });

    // The submitted draft is gone: the form starts empty, with a new key.
    // The order's page loads it first: wait for its Reorder link.
    fireEvent.click(await screen.findByRole('link', { name: 'Reorder' }));
    await waitFor(() => expect(currentAddress()).toBe('/dealer/form'));
    fireEvent.click(await screen.findByLabelText(`Remove ${item.name}`));
    expect(await screen.findByText('Your order is empty: add products from the catalogue.')).toBeInTheDocument();
  });

  it('places a draft changed after a lost answer as the changed order, under a new key', async () => {
    const { client, dealer } = await signIn(ACME);
    const item = await stockedProduct(client);
    const before = await countOrders(dealer.id);
    renderPortal('/dealer/form');
    await addToDraft(item);

    // The server places the order for 1, but its answer is lost.
    dealerApi.loseNextOrderAnswer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/The server did not answer, so the order may have been placed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());

    // The dealer asks for 2 instead and places the order again: it goes through.
    fireEvent.click(screen.getByLabelText(`One more ${item.name}`));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentAddress()).toMatch(/^\/dealer\/view-order\/\d+$/));
    expect(await screen.findByText(/^Order ORD-\d+ placed$/)).toBeInTheDocument();
    expect(screen.queryByText(/already used/)).not.toBeInTheDocument();
    const { json: order } = await client<DealerOrder>(`/orders/${currentAddress()!.split('/').pop()}`);
    expect(order).toMatchObject({ status: 'pending', lines: [{ product_id: item.id, quantity: 2 }] });

    expect(dealerApi.posts).toHaveLength(2);
    expect(new Set(dealerApi.posts).size).toBe(2);
    // The unanswered attempt was placed before the change: it stays the order it was.
    const placed = (await server.sql(
      `select l.quantity from orders o join order_lines l on l.order_id = o.id where o.dealer_id = $1 and l.product_id = $2 order by o.id desc limit 2`,
      [dealer.id, item.id],
    )) as { quantity: number }[];
    expect(placed.map((line) => line.quantity)).toEqual([2, 1]);
    expect(await countOrders(dealer.id)).toBe(before + 2);
  });

  it('says on the line, as it is typed, when its quantity is above what is available, and sends no such draft', async () => {
    const { client } = await signIn(ACME);
    const item = await stockedProduct(client);
    renderPortal('/dealer/form');
    const quantity = await addToDraft(item);

    fireEvent.change(quantity, { target: { value: String(item.available + 93) } });
    const line = screen.getByLabelText(`Quantity of ${item.name}`).closest('tr')!;
    expect(within(line).getByRole('alert')).toHaveTextContent(`Only ${item.available} available`);

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Correct the lines marked above, then place the order.')).toBeInTheDocument();
    expect(screen.getByLabelText(`Quantity of ${item.name}`)).toHaveFocus();
    expect(dealerApi.posts).toHaveLength(0);
    expect(currentAddress()).toBe('/dealer/form');

    fireEvent.change(quantity, { target: { value: String(item.available) } });
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Correct the lines marked above, then place the order.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the line when stock moved after it was read', async () => {
    const { client, dealer } = await signIn(ACME);
    const item = await stockedProduct(client);
    const before = await countOrders(dealer.id);
    renderPortal('/dealer/form');
    const quantity = await addToDraft(item);
    fireEvent.change(quantity, { target: { value: String(item.available) } });
    const line = screen.getByLabelText(`Quantity of ${item.name}`).closest('tr')!;
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();

    // Meanwhile the business reserves all but one for another order.
    const taken = item.available - 1;
    await server.sql('update products set reserved = reserved + $2 where id = $1', [item.id, taken]);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(within(line).getByRole('alert')).toHaveTextContent('Only 1 available'));
      expect(dealerApi.posts).toHaveLength(1);
      expect(currentAddress()).toBe('/dealer/form');
      expect(await countOrders(dealer.id)).toBe(before);
      // What is available is read again: the line now says so itself.
      await waitFor(() => expect(within(line).getByText(/^\S+ · 1 available$/)).toBeInTheDocument());
    } finally {
      await server.sql('update products set reserved = reserved - $2 where id = $1', [item.id, taken]);
    }
  });

  it('prefills a new draft from an earlier order with ?reorder=', async () => {
    const { client } = await signIn(ACME);
    const { json: orders } = await client<DealerOrder[]>(`/orders?${new URLSearchParams({ range: '[0,0]', filter: '{"status":"delivered"}' })}`);
    const { json: earlier } = await client<DealerOrder>(`/orders/${orders[0].id}`);
    renderPortal(`/dealer/form?reorder=${earlier.id}`);

    for (const line of earlier.lines) expect(await screen.findByLabelText(`Quantity of ${line.name}`)).toHaveValue(String(line.quantity));
    expect(await screen.findByText(`A new order from ${earlier.number}: check the quantities, then place it.`)).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toBe('/dealer/form'));
  });
});

describe('dealer orders', () => {
  it('lists only the signed-in dealer’s orders, searches by number, and opens one', async () => {
    const { dealer } = await signIn(BIRCH);
    const own = (await server.sql('select number from orders where dealer_id = $1 order by id desc', [dealer.id])) as { number: string }[];
    const others = (await server.sql('select number from orders where dealer_id <> $1', [dealer.id])) as { number: string }[];
    renderPortal('/dealer/orders');

    const table = await screen.findByRole('table', { name: 'My orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(own.length, 25) + 1));
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(shown).toEqual(own.slice(0, 25).map((order) => order.number));
    expect(shown.some((number) => others.some((other) => other.number === number))).toBe(false);

    fireEvent.change(screen.getByLabelText('Search by number'), { target: { value: own[0].number } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    fireEvent.click(within(table).getByText(own[0].number));
    expect(await screen.findByRole('heading', { name: `Order ${own[0].number}` })).toBeInTheDocument();
  });

  it('sends another dealer’s order to the dealer 404 page', async () => {
    const { dealer } = await signIn(BIRCH);
    const [foreign] = (await server.sql('select id from orders where dealer_id <> $1 limit 1', [dealer.id])) as { id: number }[];
    renderPortal(`/dealer/view-order/${foreign.id}`);
    await waitFor(() => expect(currentAddress()).toBe('/dealer/404'));
  });
});
