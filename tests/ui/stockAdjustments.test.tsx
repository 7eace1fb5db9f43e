import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, testDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { StockAdjustmentCreate } from '../../src/resources/stock-adjustments/StockAdjustmentCreate';
import { StockAdjustmentEdit } from '../../src/resources/stock-adjustments/StockAdjustmentEdit';
import { StockAdjustmentShow } from '../../src/resources/stock-adjustments/StockAdjustmentShow';
import { TransferPage } from '../../src/resources/stock-adjustments/TransferPage';
import type { Rack } from '../../contract/locations';
import type { StockAdjustment, StockLevel } from '../../contract/stock';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { requestsSettled, signedInTab } from '../helpers/signedInTab';
import { startTestServer } from '../helpers/testServer';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let tab: Awaited<ReturnType<typeof signedInTab>>;
let api: AppDataProvider;
/** A rack holding a few units of a product (seeded opening stock), and a rack of another warehouse. */
let stocked: StockLevel;
let sku: string;
let elsewhere: Rack;

const onHand = async () =>
  (
    await api.getList<StockLevel>('stock-levels', {
      filter: { product_id: stocked.product_id, rack_id: stocked.rack_id },
      sort: { field: 'path', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
    })
  ).data[0]?.on_hand ?? 0;

const draft = async (quantity: number) =>
  (
    await api.create<StockAdjustment>('stock-adjustments', {
      data: {
        warehouse_id: stocked.warehouse_id,
        reason: 'count_correction',
        note: null,
        lines: [{ product_id: stocked.product_id, rack_id: stocked.rack_id, quantity, reason: null }],
      },
    })
  ).data;

const screens = (
  <ResourceContextProvider value="stock-adjustments">
    <Routes>
      <Route path="/stock-adjustments/:id/show" element={<StockAdjustmentShow />} />
      <Route path="/stock-adjustments/:id" element={<StockAdjustmentEdit />} />
    </Routes>
  </ResourceContextProvider>
);

function open(id: Identifier, screenName: 'show' | 'edit') {
  const path = screenName === 'show' ? `/stock-adjustments/${id}/show` : `/stock-adjustments/${id}`;
  return renderWithAdmin(screens, { ...tab, initialEntries: [path] });
}

beforeAll(async () => {
  server = await startTestServer();
  window.localStorage.clear();
  clearDocumentCookies();
  tab = await signedInTab(server.baseUrl, ADMIN);
  api = tab.dataProvider as AppDataProvider;
  const { data: levels } = await api.getList<StockLevel>('stock-levels', {
    filter: { on_hand_gte: 2 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  stocked = levels[0];
  sku = (await api.getOne('products', { id: stocked.product_id })).data.sku;
  const { data: racks } = await api.getList<Rack>('racks', { filter: {}, sort: { field: 'path', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  elsewhere = racks.find((rack) => rack.warehouse_id !== stocked.warehouse_id)!;
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  // The API's refusals (409, 422) are logged by the client; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

describe('the line editor', () => {
  it('shows what the rack holds beside the line, and warns when the line takes more', async () => {
    const available = await onHand();
    const adjustment = await draft(-(available + 3));
    open(adjustment.id, 'edit');

    // Found by its text: a role query over the whole edit page is slow on a busy machine.
    const hint = (await screen.findByText(`Only ${available} on hand`, {}, { timeout: 15_000 })).closest('[role="status"]');
    expect(hint).toHaveTextContent(`Only ${available} on hand`);

    fireEvent.change(screen.getByLabelText('Quantity (+/−)'), { target: { value: '-1' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${available} on hand`));
    expect(screen.getByRole('status')).not.toHaveTextContent('Only');
  });

  it('asks nothing about stock levels from a user without the stock hub', async () => {
    const line = { id: 1, line_no: 1, product_id: 7, rack_id: 11, quantity: -4, reason: null };
    const record = { id: 1, number: 'SA-000001', status: 'draft', warehouse_id: 2, reason: 'count_correction', note: null, lines: [line], version: 1 };
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: record }),
      getList,
      getMany,
      getHistory: async () => ({ data: [], total: 0 }),
    } as Partial<AppDataProvider>);
    renderWithAdmin(screens, {
      permissions: 'view_stock_adjustments,manage_stock_adjustments,view_products,view_warehouses,view_rooms',
      dataProvider,
      initialEntries: ['/stock-adjustments/1'],
    });

    expect(await screen.findByDisplayValue('-4')).toBeInTheDocument();
    await waitFor(() => expect(getMany).toHaveBeenCalledWith('racks', expect.anything()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('stock-levels', expect.anything());
  });

  it('checks a line as the user types, before any save', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="stock-adjustments">
        <StockAdjustmentCreate />
      </ResourceContextProvider>,
      { permissions: 'view_stock_adjustments,manage_stock_adjustments,view_products,view_warehouses,view_rooms', dataProvider: testDataProvider() },
    );

    expect(await screen.findByText('Choose the warehouse first')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity (+/−)'), { target: { value: '0' } });
    expect(await screen.findByText('Must not be 0')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity (+/−)'), { target: { value: '2.5' } });
    expect(await screen.findByText('Whole numbers only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByLabelText('Quantity (+/−)')).toHaveLength(2);
  });

  it('puts the server’s error for a line under that line’s field', async () => {
    // A transfer may span warehouses; as a count correction its second rack is refused (422).
    const { data: transfer } = await api.create<StockAdjustment>('stock-adjustments', {
      data: {
        warehouse_id: stocked.warehouse_id,
        reason: 'transfer',
        note: null,
        lines: [
          { product_id: stocked.product_id, rack_id: stocked.rack_id, quantity: -1, reason: null },
          { product_id: stocked.product_id, rack_id: elsewhere.id, quantity: 1, reason: null },
        ],
      },
    });
    open(transfer.id, 'edit');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Count correction' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    const message = await screen.findByText("This rack is not in the adjustment's warehouse");
    const lines = screen.getAllByRole('listitem');
    expect(lines[1]).toContainElement(message);
    expect(within(lines[0]).queryByText("This rack is not in the adjustment's warehouse")).not.toBeInTheDocument();
  });
});

describe('the choice lists', () => {
  // The first field has the focus, so the keyboard can start; its list waits for the user.
  it.each([
    ['a new adjustment', <StockAdjustmentCreate key="create" />, 'Warehouse', 'warehouse'],
    ['a transfer', <TransferPage key="transfer" />, 'Product', 'products'],
  ])('opens none by itself on %s, and opens one when the user asks', async (_name, page, first, reference) => {
    // The list would open once its choices have arrived: wait for them, then look.
    let choicesArrived = false;
    const dataProvider = {
      ...api,
      getList: async (resource: string, params: Parameters<AppDataProvider['getList']>[1]) => {
        const answer = await api.getList(resource, params);
        if (resource === reference) choicesArrived = true;
        return answer;
      },
    } as AppDataProvider;
    renderWithAdmin(<ResourceContextProvider value="stock-adjustments">{page}</ResourceContextProvider>, { ...tab, dataProvider });

    const input = await screen.findByRole('combobox', { name: first });
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(choicesArrived).toBe(true));
    // A list opened on focus shows its popup at once, "Loading…" until the choices are in.
    const popup = () => document.querySelector('.MuiAutocomplete-popper');
    expect(popup()).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(popup()).not.toBeNull();
  });
});

describe('posting', () => {
  it('shows why the server refused, and changes no stock', async () => {
    const before = await onHand();
    const adjustment = await draft(-(before + 5));
    open(adjustment.id, 'show');

    fireEvent.click(await screen.findByRole('button', { name: 'Post now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post now' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^Line 1: Not enough stock of ${sku} in .+: ${before} units? on hand, ${before + 5} to take\\.$`));
    expect(await onHand()).toBe(before);
    expect((await api.getOne<StockAdjustment>('stock-adjustments', { id: adjustment.id })).data.status).toBe('draft');
  });

  it('leaves a posted adjustment read-only, on its page and on its edit route', async () => {
    const adjustment = await draft(1);
    await api.action('stock-adjustments', adjustment.id, 'post', { version: adjustment.version });
    const view = open(adjustment.id, 'show');

    await screen.findByText(adjustment.number);
    expect(screen.getAllByText('Posted').some((text) => text.closest('.MuiChip-root'))).toBe(true);
    expect(await screen.findByText('+1')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'History' })).toBeInTheDocument();
    for (const name of ['Post now', 'Edit', 'Delete', 'Cancel adjustment']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    view.unmount();

    open(adjustment.id, 'edit');
    expect(await screen.findByText(`${adjustment.number} is posted and can no longer change. Correct it with another adjustment.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Quantity/ })).not.toBeInTheDocument();
  });
});
