import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { WarehouseShow } from '../../src/resources/warehouse/WarehouseShow';
import type { Room, Warehouse } from '../../contract/locations';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const meta = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z', version: 1 };
const main: Warehouse = { id: 1, code: 'MAIN', name: 'Main warehouse', address: '184 Station Road', active: true, room_count: 2, rack_count: 5, ...meta };
const rooms: Room[] = [
  { id: 11, warehouse_id: 1, code: 'A', name: 'Aisle A', path: 'MAIN / A', rack_count: 3, holds_stock: true, ...meta },
  { id: 12, warehouse_id: 1, code: 'B', name: 'Aisle B', path: 'MAIN / B', rack_count: 2, holds_stock: false, ...meta },
];

function renderShow(permissions: string) {
  const getManyReference = vi.fn(async () => ({ data: rooms, total: rooms.length }));
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: main }),
    getManyReference,
    getHistory: async () => ({ data: [], total: 0 }),
  } as Partial<AppDataProvider>);
  renderWithAdmin(
    <Routes>
      <Route
        path="/warehouse/:id/show"
        element={
          <ResourceContextProvider value="warehouse">
            <WarehouseShow />
          </ResourceContextProvider>
        }
      />
    </Routes>,
    { permissions, dataProvider, initialEntries: ['/warehouse/1/show'] },
  );
  return { getManyReference };
}

describe('warehouse show', () => {
  it('lists the rooms of the warehouse, marks those holding stock, and links to the room-rack screen', async () => {
    const { getManyReference } = renderShow('view_warehouses,manage_warehouses,view_rooms,manage_rooms');

    const roomRow = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await roomRow('Aisle A')).getByText('Holds stock')).toBeInTheDocument();
    expect(within(await roomRow('Aisle B')).queryByText('Holds stock')).not.toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith('rooms', expect.objectContaining({ target: 'warehouse_id', id: 1 }));
    expect(await screen.findByRole('link', { name: 'Add room' })).toHaveAttribute('href', '/rooms/create');
    expect(screen.getByRole('link', { name: 'Rooms & racks' })).toHaveAttribute('href', '/room-rack?warehouse=1');
  });

  it('asks nothing about rooms from a user who may read warehouses only', async () => {
    const { getManyReference } = renderShow('view_warehouses');

    expect(await screen.findByText('184 Station Road')).toBeInTheDocument();
    expect(await screen.findByText('History')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rooms & racks' })).not.toBeInTheDocument();
    expect(getManyReference).not.toHaveBeenCalled();
  });
});
