import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { ProductList } from '../../src/resources/products/ProductList';
import { ScanPage } from '../../src/scan/ScanPage';
import { ScannerWedgeListener } from '../../src/scan/useScannerWedge';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

// Issue 20 item 3: the scan screen and the handheld scanner, against the real API. jsdom has no
// camera: the screen says so and its field does the work.

// The screen calls the app's httpClient (the scan and transfer calls belong to no record).
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const { Routes, Route } = reactRouterProvider;

const server = withTestServer();

interface Level {
  product_id: number;
  rack_id: number;
  path: string;
  on_hand: number;
  sku: string;
  name: string;
}

const LEVELS = `select l.product_id, l.rack_id, w.code || ' / ' || r.code || ' / ' || k.code as path, l.on_hand, p.sku, p.name
  from stock_levels l join products p on p.id = l.product_id join racks k on k.id = l.rack_id
  join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`;

const levels = (where: string, params?: unknown[]) => server.sql(`${LEVELS} where l.on_hand > 0 and ${where} order by path, p.sku`, params) as Promise<Level[]>;

async function signIn() {
  const tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  return tab;
}

async function openScanScreen() {
  const tab = await signIn();
  const view = renderWithAdmin(
    <>
      <ScannerWedgeListener />
      <Routes>
        <Route path="/scan" element={<ScanPage />} />
      </Routes>
      <Notification />
    </>,
    { authProvider: tab.authProvider, dataProvider: tab.dataProvider, initialEntries: ['/scan'] },
  );
  return { tab, view };
}

/** Types a code in the screen's field and presses Go, as a person without a camera does. */
function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Type or scan a code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

/** A handheld scanner in keyboard mode: the keys of the code a few milliseconds apart, then Enter, with no field focused. */
function scanWithHandheld(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key });
}

describe('the scan screen', () => {
  it('says kindly that there is no camera, and shows a rack’s contents for its typed path', async () => {
    const [{ rack_id: rackId, path }] = await levels('true');
    const contents = await levels('l.rack_id = $1', [rackId]);
    const { tab } = await openScanScreen();

    expect(await screen.findByText(/No camera is available here/)).toBeInTheDocument();
    enterCode(path.toLowerCase());

    const card = await screen.findByRole('region', { name: path });
    expect(within(card).getByText('Rack')).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'On this rack' });
    for (const level of contents) {
      const line = within(list).getByText(`${level.sku} — ${level.name}`).closest('li') as HTMLElement;
      expect(line).toHaveTextContent(`${level.on_hand} on hand`);
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(contents.length);
    expect(within(card).getByRole('button', { name: 'Move stock from here' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await tab.settled();
  });

  it('shows the racks of a product found by its SKU, and the server’s words for an unknown code', async () => {
    // The client logs the API's 404; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [first] = await levels(`(select count(*) from stock_levels o where o.product_id = l.product_id and o.on_hand > 0) >= 2`);
    const racks = await levels('l.product_id = $1', [first.product_id]);
    const { tab } = await openScanScreen();

    enterCode(first.sku.toLowerCase());
    const card = await screen.findByRole('region', { name: `${first.sku} — ${first.name}` });
    const list = await within(card).findByRole('list', { name: 'Stock by rack' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(racks.map((level) => `${level.path}${level.on_hand} on hand`));
    expect(within(card).getByRole('button', { name: 'Move stock' })).toBeInTheDocument();

    enterCode('NO-SUCH-CODE');
    expect(await screen.findByText('Nothing matches the code "NO-SUCH-CODE"')).toBeInTheDocument();
    await tab.settled();
  });

  it('moves one unit between two racks: product, source rack, destination, quantity, Move', async () => {
    const [source] = await levels('l.on_hand >= 2');
    const [destination] = (await server.sql(
      `select k.id, w.code || ' / ' || r.code || ' / ' || k.code as path from racks k join rooms r on r.id = k.room_id
        join warehouses w on w.id = r.warehouse_id where k.id <> $1 order by k.id limit 1`,
      [source.rack_id],
    )) as { id: number; path: string }[];
    const onHand = async (rackId: number) => (await levels('l.product_id = $1 and l.rack_id = $2', [source.product_id, rackId]))[0]?.on_hand ?? 0;
    const destinationBefore = await onHand(destination.id);
    const { tab } = await openScanScreen();

    enterCode(source.sku);
    const result = await screen.findByRole('region', { name: `${source.sku} — ${source.name}` });
    fireEvent.click(await within(result).findByRole('button', { name: 'Move stock' }));

    const move = await screen.findByRole('region', { name: 'Move stock' });
    expect(within(move).getByText('From which rack? Choose it, or scan its label.')).toBeInTheDocument();
    fireEvent.click(await within(move).findByRole('button', { name: new RegExp(`^${source.path}`) }));
    expect(await within(move).findByText(/To which rack\?/)).toBeInTheDocument();

    // The rack the stock leaves is refused as its destination.
    enterCode(source.path);
    expect(await within(move).findByText('Choose another rack than the one the stock leaves.')).toBeInTheDocument();

    enterCode(destination.path);
    expect(await within(move).findByText(`${source.on_hand} on hand here`)).toBeInTheDocument();
    expect(within(move).getByLabelText('Quantity')).toHaveValue('1');
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));

    expect(await within(move).findByText(`Moved 1 × ${source.sku} from ${source.path} to ${destination.path}`)).toBeInTheDocument();
    expect(within(move).getByRole('button', { name: 'Scan next' })).toBeInTheDocument();
    expect(await onHand(source.rack_id)).toBe(source.on_hand - 1);
    expect(await onHand(destination.id)).toBe(destinationBefore + 1);
    const [transfer] = (await server.sql(`select status, reason from stock_adjustments order by id desc limit 1`)) as { status: string; reason: string }[];
    expect(transfer).toEqual({ status: 'posted', reason: 'transfer' });
    await tab.settled();
  });

  it('shows the server’s refusal in the card, and leaves no draft behind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [source] = await levels('l.on_hand >= 2');
    const [destination] = (await server.sql(
      `select w.code || ' / ' || r.code || ' / ' || k.code as path from racks k join rooms r on r.id = k.room_id
        join warehouses w on w.id = r.warehouse_id where k.id <> $1 order by k.id desc limit 1`,
      [source.rack_id],
    )) as { path: string }[];
    const { tab } = await openScanScreen();
    enterCode(source.sku);
    fireEvent.click(await screen.findByRole('button', { name: 'Move stock' }));
    const move = await screen.findByRole('region', { name: 'Move stock' });
    fireEvent.click(await within(move).findByRole('button', { name: new RegExp(`^${source.path}`) }));
    enterCode(destination.path);
    fireEvent.click(await within(move).findByRole('button', { name: `All (${source.on_hand})` }));

    // Meanwhile someone else takes one unit off the source rack.
    const other = (await tab.httpClient(`${server.baseUrl}/api/stock-adjustments`, {
      method: 'POST',
      body: JSON.stringify({ warehouse_id: (await tab.dataProvider.getOne('racks', { id: source.rack_id })).data.warehouse_id, reason: 'damage', lines: [{ product_id: source.product_id, rack_id: source.rack_id, quantity: -1 }] }),
    })).json as { id: number; version: number };
    await tab.dataProvider.action('stock-adjustments', other.id, 'post', { version: other.version });
    const before = (await server.sql(`select max(id) as id from stock_adjustments`)) as { id: number }[];

    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await within(move).findByText(new RegExp(`Not enough stock of ${source.sku} in ${source.path}`))).toBeInTheDocument();
    // One request, one transaction: the refused move left no adjustment at all, not even a cancelled draft.
    expect(await server.sql(`select status from stock_adjustments where id > $1`, [before[0].id])).toEqual([]);
    expect((await levels('l.product_id = $1 and l.rack_id = $2', [source.product_id, source.rack_id]))[0].on_hand).toBe(source.on_hand - 1);
    await tab.settled();
  });

  it('takes a handheld scanner’s code into the card instead of leaving the screen', async () => {
    const [level] = await levels('true');
    const { tab, view } = await openScanScreen();
    await screen.findByText(/No camera is available here/);

    scanWithHandheld(level.path);
    expect(await screen.findByRole('region', { name: level.path })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe('/scan');
    await tab.settled();
  });
});

describe('a handheld scanner anywhere in the staff app', () => {
  async function openProductList() {
    const tab = await signIn();
    const view = renderWithAdmin(
      <>
        <ScannerWedgeListener />
        <Routes>
          <Route
            path="/products"
            element={
              <ResourceContextProvider value="products">
                <ProductList />
              </ResourceContextProvider>
            }
          />
          <Route path="/products/:id/show" element={<p>Product page</p>} />
        </Routes>
        <Notification />
      </>,
      { authProvider: tab.authProvider, dataProvider: tab.dataProvider, initialEntries: ['/products'] },
    );
    // The list is on screen: a row of it.
    await screen.findAllByRole('row', {}, { timeout: 15_000 });
    return { tab, view };
  }

  it('opens the product whose code it scans on a list page', async () => {
    const [product] = (await server.sql(`select id, sku from products where active order by id desc limit 1`)) as { id: number; sku: string }[];
    const { tab, view } = await openProductList();

    scanWithHandheld(product.sku);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/products/${product.id}/show`);
    await tab.settled();
  });

  it('leaves typing in a field alone, and says what the server says of an unknown code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [product] = (await server.sql(`select sku from products where active order by id limit 1`)) as { sku: string }[];
    const { tab, view } = await openProductList();
    const search = screen.getAllByRole('textbox')[0];
    for (const key of [...product.sku, 'Enter']) fireEvent.keyDown(search, { key });
    scanWithHandheld('ZZ-NOTHING');

    expect(await screen.findByText('Nothing matches the code "ZZ-NOTHING"')).toBeInTheDocument();
    expect(view.location()?.pathname).toBe('/products');
    await tab.settled();
  });
});
