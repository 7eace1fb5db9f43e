import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider, type AppDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { RoomRackPage } from '../../src/resources/room-rack/RoomRackPage';
import type { Rack, Room, Warehouse, WarehouseTree } from '../../contract/locations';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;
/** An empty warehouse the admin test fills, and one with a rack that holds stock. */
let empty: Warehouse;
let stocked: { warehouse: Warehouse; room: Room; rack: Rack };

/** A signed-in browser tab on the test server: the app's own providers over a cookie jar. */
async function signedIn(account: { email: string; password: string }) {
  window.localStorage.clear();
  clearDocumentCookies();
  const apiUrl = `${server.baseUrl}/api`;
  const httpClient = createHttpClient({ apiUrl, fetch: createCookieFetch().fetch, storage: window.localStorage, navigate: vi.fn(), notify: vi.fn() });
  const authProvider = createAuthProvider({ httpClient, apiUrl, storage: window.localStorage });
  await authProvider.login(account);
  return { authProvider, dataProvider: createDataProvider(httpClient, apiUrl) };
}

function openRoomRack(tab: Awaited<ReturnType<typeof signedIn>>, warehouse: Warehouse) {
  return renderWithAdmin(<RoomRackPage />, { ...tab, initialEntries: [`/room-rack?warehouse=${warehouse.id}`] });
}

beforeAll(async () => {
  server = await startTestServer();
  const { dataProvider } = await signedIn(ADMIN);
  const create = async <T,>(resource: string, data: object) => (await dataProvider.create(resource, { data })).data as T;
  empty = await create<Warehouse>('warehouse', { code: 'tst', name: 'Test depot', active: true });
  const warehouse = await create<Warehouse>('warehouse', { code: 'stk', name: 'Stocked depot', active: true });
  const room = await create<Room>('rooms', { warehouse_id: warehouse.id, code: 's1', name: 'Shelving' });
  const rack = await create<Rack>('racks', { room_id: room.id, code: 's1-01', name: 'Bay 1' });
  const [product] = (await server.sql('select id from products order by id limit 1')) as { id: number }[];
  await server.sql('insert into stock_levels (product_id, rack_id, on_hand) values ($1, $2, 5)', [product.id, rack.id]);
  stocked = { warehouse, room, rack };
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  // The API's refusals (422, 409) are logged by the client; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('room-rack screen against the API', () => {
  it('lets a manager add a room and a rack, rename in place, and delete what is empty', async () => {
    const user = userEvent.setup();
    openRoomRack(await signedIn(ADMIN), empty);

    expect(await screen.findByText('No rooms yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TST — Test depot' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'r1');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Receiving{Enter}');
    expect(await screen.findByText('Receiving')).toBeInTheDocument();
    expect(screen.getByText('R1')).toBeInTheDocument();
    expect(screen.getByText('No racks yet')).toBeInTheDocument();
    // The form closed and gave the focus back to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add room' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add a rack to room R1' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'r1-01{Enter}');
    expect(await screen.findByText('R1-01')).toBeInTheDocument();
    expect(screen.getByText('1 rack')).toBeInTheDocument();

    // A duplicate code: the API's 422 lands under the field; Escape gives up.
    await user.click(screen.getByRole('button', { name: 'Add a rack to room R1' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'r1-01{Enter}');
    expect(await screen.findByText('This room already has a rack with this code')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Add a rack to room R1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename rack R1-01' }));
    const rename = screen.getByRole('group', { name: 'Rename rack R1-01' });
    expect(within(rename).getByRole('textbox', { name: 'Code' })).toHaveValue('R1-01');
    await user.type(within(rename).getByRole('textbox', { name: 'Name' }), 'Top shelf{Enter}');
    expect(await screen.findByText('Top shelf')).toBeInTheDocument();
    expect(await server.sql("select name, version from racks where code = 'R1-01'")).toEqual([{ name: 'Top shelf', version: 2 }]);

    // A room with a rack is refused, and the dialog says why.
    await user.click(screen.getByRole('button', { name: 'Delete room R1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot delete the room "R1": it has 1 rack. Remove them first.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete rack R1-01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No racks yet')).toBeInTheDocument();
    expect(screen.queryByText('R1-01')).not.toBeInTheDocument();
    expect(await server.sql("select count(*)::int as n from racks where code = 'R1-01'")).toEqual([{ n: 0 }]);
  });

  it('marks what holds stock and shows why it cannot be deleted', async () => {
    const user = userEvent.setup();
    openRoomRack(await signedIn(ADMIN), stocked.warehouse);

    expect(await screen.findByText('S1-01')).toBeInTheDocument();
    expect(screen.getAllByText('Holds stock')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete rack S1-01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot delete the rack "S1-01": it holds 5 units of 1 product.');
  });

  it('opens the first warehouse by code, and keeps the chosen one in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<RoomRackPage />, { ...(await signedIn(ADMIN)), initialEntries: ['/room-rack'] });

    expect(await screen.findByRole('heading', { name: 'EAST — East depot' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    await user.click(screen.getByRole('option', { name: 'STK — Stocked depot' }));
    expect(await screen.findByRole('heading', { name: 'STK — Stocked depot' })).toBeInTheDocument();
    expect(location()?.search).toBe(`?warehouse=${stocked.warehouse.id}`);
  });

  it('shows a reader the same tree without any edit control', async () => {
    openRoomRack(await signedIn(VIEWER), stocked.warehouse);

    expect(await screen.findByText('S1-01')).toBeInTheDocument();
    expect(await screen.findByText(/^Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Rename|Delete|Add a rack)/ })).not.toBeInTheDocument();
    // Collapsing a room is not an edit: readers keep it.
    expect(screen.getByRole('button', { name: 'Hide the racks of room S1' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('room-rack screen for a user who may read rooms but not warehouses', () => {
  function renderWithoutWarehouses(initialEntry: string) {
    const getList = vi.fn();
    const action = vi.fn(async () => ({ warehouse: stocked.warehouse, rooms: [{ ...stocked.room, racks: [stocked.rack] }] }) as WarehouseTree);
    const dataProvider = testDataProvider({ getList, action } as Partial<AppDataProvider>);
    renderWithAdmin(<RoomRackPage />, { permissions: 'view_rooms', dataProvider, initialEntries: [initialEntry] });
    return { getList, action };
  }

  it('opens a linked warehouse without asking for the warehouse list', async () => {
    const { getList, action } = renderWithoutWarehouses(`/room-rack?warehouse=${stocked.warehouse.id}`);

    expect(await screen.findByText('S1-01')).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith('warehouse', String(stocked.warehouse.id), 'tree', undefined, 'GET');
    expect(screen.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('says why there is nothing to choose from', async () => {
    const { getList } = renderWithoutWarehouses('/room-rack');

    expect(await screen.findByText('Choosing a warehouse needs the permission to view warehouses.')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });
});
