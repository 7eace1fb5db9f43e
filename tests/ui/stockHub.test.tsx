import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, Pagination, ResourceContextProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { MovementHistory } from '../../src/resources/stock-hub/MovementHistory';
import { StockHubList } from '../../src/resources/stock-hub/StockHubList';
import { groupStockLevels } from '../../src/resources/stock-hub/stockLevelGroups';
import type { StockAdjustment, StockHubRow, StockLevel, StockMovement } from '../../contract/stock';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { requestsSettled, signedInTab } from '../helpers/signedInTab';
import { startTestServer } from '../helpers/testServer';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;
/** A seeded product stocked in racks of two warehouses, with one posted adjustment. */
let product: StockHubRow;
let levels: StockLevel[];
let adjustment: StockAdjustment;
/** How many movements the product has in all, and how many of them are opening stock (job cards may have used some). */
let movementCount: number;
let openingCount: number;

const level = (rack_id: number, path: string, on_hand: number, room_id: number, warehouse_id: number): StockLevel => ({
  id: `7-${rack_id}`,
  product_id: 7,
  rack_id,
  room_id,
  warehouse_id,
  path,
  on_hand,
});

beforeAll(async () => {
  server = await startTestServer();
  const { dataProvider } = await signedInTab(server.baseUrl, ADMIN);
  const api = dataProvider as AppDataProvider;
  const { data: stocked } = await api.getList<StockLevel>('stock-levels', {
    filter: { on_hand_gte: 1 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: 1000 },
  });
  const productId = [...new Set(stocked.map((l) => l.product_id))].find(
    (id) => new Set(stocked.filter((l) => l.product_id === id).map((l) => l.warehouse_id)).size >= 2,
  )!;
  const first = stocked.find((l) => l.product_id === productId)!;
  const { data: draft } = await api.create<StockAdjustment>('stock-adjustments', {
    data: { warehouse_id: first.warehouse_id, reason: 'found', note: 'Stock hub test', lines: [{ product_id: productId, rack_id: first.rack_id, quantity: 2 }] },
  });
  adjustment = await api.action<StockAdjustment>('stock-adjustments', draft.id, 'post', { version: draft.version });
  const { data: rows } = await api.getList<StockHubRow>('stock-hub', {
    filter: { id: productId },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  product = rows[0];
  ({ data: levels } = await api.getList<StockLevel>('stock-levels', {
    filter: { product_id: productId, on_hand_gte: 1 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: 1000 },
  }));
  const countOf = async (filter: Record<string, unknown>) =>
    (await api.getList<StockMovement>('stock-movements', { filter: { product_id: productId, ...filter }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } })).total ?? 0;
  movementCount = await countOf({});
  openingCount = await countOf({ kind: 'opening' });
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
});

afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

describe('groupStockLevels', () => {
  it('groups racks by warehouse then room, with subtotals', () => {
    const groups = groupStockLevels([
      level(3, 'MAIN / B / B-01', 4, 2, 1),
      level(1, 'MAIN / A / A-01', 5, 1, 1),
      level(9, 'EAST / A / A-02', 7, 5, 2),
      level(2, 'MAIN / A / A-10', 1, 1, 1),
      level(4, 'MAIN / A / A-2', 2, 1, 1),
    ]);

    expect(groups.map((w) => [w.code, w.onHand])).toEqual([
      ['EAST', 7],
      ['MAIN', 12],
    ]);
    const main = groups[1];
    expect(main.rooms.map((r) => [r.path, r.onHand])).toEqual([
      ['MAIN / A', 8],
      ['MAIN / B', 4],
    ]);
    // Rack codes sort as people read them: A-2 before A-10.
    expect(main.rooms[0].racks.map((r) => r.path)).toEqual(['MAIN / A / A-01', 'MAIN / A / A-2', 'MAIN / A / A-10']);
  });
});

describe('stock hub against the API', () => {
  it('pages the ledger with "of more than" when the server counted only past the page', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const user = userEvent.setup();
    renderWithAdmin(
      <ListBase resource="stock-movements" perPage={25} sort={{ field: 'id', order: 'DESC' }} disableSyncWithLocation>
        <Pagination />
      </ListBase>,
      tab,
    );
    expect(await screen.findByText('1-25 of more than 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26-50 of more than 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  });

  it("expands a product to its warehouses, rooms and racks, and opens a rack's movements", async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const user = userEvent.setup();
    renderWithAdmin(
      <ResourceContextProvider value="stock-hub">
        <StockHubList />
      </ResourceContextProvider>,
      { ...tab, initialEntries: [`/stock-hub?filter=${encodeURIComponent(JSON.stringify({ q: product.sku }))}`] },
    );

    await user.click(await screen.findByText(product.sku));
    expect(screen.getByRole('combobox', { name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Category/ })).toBeInTheDocument();
    const drillDown = await screen.findByRole('table', { name: 'Stock by warehouse, room and rack' });

    const rowOf = (label: string) => within(drillDown).getByText(label, { selector: 'th, button' }).closest('tr') as HTMLElement;
    for (const warehouse of groupStockLevels(levels)) {
      expect(within(rowOf(warehouse.code)).getByText(String(warehouse.onHand))).toBeInTheDocument();
      for (const room of warehouse.rooms) {
        expect(within(rowOf(room.path)).getByText(String(room.onHand))).toBeInTheDocument();
      }
    }
    for (const rack of levels) {
      expect(within(rowOf(rack.path)).getByText(String(rack.on_hand))).toBeInTheDocument();
    }
    // The racks add up to the product's on-hand figure in the list row.
    expect(within(rowOf('Total')).getByText(product.on_hand.toLocaleString())).toBeInTheDocument();

    await user.click(within(drillDown).getByRole('button', { name: levels[0].path }));
    const dialog = await screen.findByRole('dialog', { name: `Movements of rack ${levels[0].path}` });
    // Newest first: this test's own adjustment tops the rack's movements (orders have moved others since the opening stock).
    expect((await within(dialog).findAllByText('Adjustment')).length).toBeGreaterThan(0);
    // Every product of the rack is listed, so the product column is shown.
    expect(within(dialog).getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
  });

  it('hides what a user without the location and category permissions may not read', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(
      <ResourceContextProvider value="stock-hub">
        <StockHubList />
      </ResourceContextProvider>,
      { dataProvider: tab.dataProvider, permissions: 'view_stock_hub,view_products', initialEntries: ['/stock-hub'] },
    );

    expect(await screen.findByRole('columnheader', { name: /Value at cost/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Category/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Room' })).not.toBeInTheDocument();
  });
});

describe('movement history against the API', () => {
  it('pages a product’s movements newest first and filters them by kind and date', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const user = userEvent.setup();
    renderWithAdmin(<MovementHistory filter={{ product_id: product.id }} />, tab);

    const source = await screen.findByRole('link', { name: adjustment.number });
    expect(source).toHaveAttribute('href', `/stock-adjustments/${adjustment.id}/show`);
    const rows = screen.getAllByRole('row');
    // Newest first: the adjustment, then what job cards used and the opening stock of each rack.
    expect(within(rows[1]).getByText('Adjustment')).toBeInTheDocument();
    expect(within(rows[1]).getByText('+2')).toBeInTheDocument();
    expect(openingCount).toBeGreaterThan(1);
    expect(rows).toHaveLength(1 + movementCount);
    // The product is fixed, so its column is left out; the rack is not.
    expect(screen.queryByRole('columnheader', { name: 'Product' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rack' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Opening stock' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: adjustment.number })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getAllByRole('row')).toHaveLength(1 + openingCount);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('No movements', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the source as text to a user who may not open stock adjustments', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(<MovementHistory filter={{ product_id: product.id }} />, {
      dataProvider: tab.dataProvider,
      permissions: 'view_stock_hub',
    });

    expect(await screen.findByText(adjustment.number)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: adjustment.number })).not.toBeInTheDocument();
  });
});
