import { useDataProvider, type Identifier } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Rack, Room, WarehouseTree } from '../../../contract/locations';

export type LocationResource = 'rooms' | 'racks';
export type LocationRecord = Room | Rack;
export interface LocationNaming {
  code: string;
  name?: string | null;
}

const treeKey = (warehouseId: Identifier | undefined) => ['warehouse', 'tree', warehouseId] as const;

/** GET /api/warehouses/:id/tree: the whole warehouse → rooms → racks layout in one answer. */
export function useWarehouseTree(warehouseId: Identifier | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: treeKey(warehouseId),
    queryFn: () => dataProvider.action<WarehouseTree>('warehouse', warehouseId as Identifier, 'tree', undefined, 'GET'),
    enabled: warehouseId !== undefined,
  });
}

/**
 * The edits the room-rack screen makes. Each one, failed or not, marks every cached
 * location stale: the tree reloads, and lists and counts elsewhere stay true. A failure
 * (422 field errors, 409 reason) is rethrown for the caller to show.
 */
export function useLocationEdits() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refreshAfter = async (change: Promise<unknown>) => {
    try {
      await change;
    } finally {
      await Promise.all(['warehouse', 'rooms', 'racks'].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
    }
  };
  return {
    addRoom: (warehouseId: Identifier, naming: LocationNaming) =>
      refreshAfter(dataProvider.create('rooms', { data: { warehouse_id: warehouseId, ...naming } })),
    addRack: (roomId: Identifier, naming: LocationNaming) =>
      refreshAfter(dataProvider.create('racks', { data: { room_id: roomId, ...naming } })),
    // The previous record carries the version the user saw (DESIGN.md §5 "Concurrency").
    rename: (resource: LocationResource, record: LocationRecord, naming: LocationNaming) =>
      refreshAfter(dataProvider.update(resource, { id: record.id, data: naming, previousData: record })),
    remove: (resource: LocationResource, record: LocationRecord) =>
      refreshAfter(dataProvider.delete(resource, { id: record.id, previousData: record })),
  };
}

export type LocationEdits = ReturnType<typeof useLocationEdits>;
