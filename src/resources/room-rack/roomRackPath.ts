import type { Identifier } from 'react-admin';

/** The room-rack screen keeps the chosen warehouse in its address, so it can be linked and reloaded. */
export const WAREHOUSE_PARAM = 'warehouse';

export function roomRackPath(warehouseId?: Identifier): string {
  return warehouseId === undefined ? '/room-rack' : `/room-rack?${WAREHOUSE_PARAM}=${encodeURIComponent(String(warehouseId))}`;
}
