import type { QueryClient } from '@tanstack/react-query';
import type { CountMode, StockCountLine } from '../../../contract/stockCounts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { deviceName } from '../../scan/device';
import { floorAction } from '../../offline/floorQueue';

// Issue 20 item 4: the calls of a stocktake beside react-admin's: its lines (a list of their own,
// GET /api/stock-counts/:id/lines), its totals and one line's count.

export const RESOURCE = 'stock-counts';

/** The react-admin "resource" of a count's lines: the data provider turns it into /api/stock-counts/:id/lines. */
export const linesResource = (countId: number) => `${RESOURCE}/${countId}/lines`;

export const summaryKey = (countId: number) => [RESOURCE, 'summary', countId];

/** One count of a line, as the person means it: added to the earlier count or replacing it. */
export interface LineCount {
  product_id: number;
  rack_id: number;
  counted: number;
  mode: CountMode;
}

/** A count recorded once per key (DESIGN.md §5), with this device's name: the line as the server now has it. */
export const recordCount = (dataProvider: AppDataProvider, countId: number, line: LineCount, key: string) =>
  dataProvider.actOnce<StockCountLine>(RESOURCE, countId, 'counts', { ...line, device: deviceName() }, key);

/** The same count from the floor: kept on the phone when there is no network (src/offline/floorQueue.ts). */
export const recordFloorCount = (countId: number, line: LineCount, key: string, summary: string) =>
  floorAction<StockCountLine>(`/${RESOURCE}/${countId}/counts`, { ...line, device: deviceName() }, key, summary);

/** After a count, start, post or cancel: the count, its lines and totals, and (posting) every stock figure, read again. */
export function refreshCount(queryClient: QueryClient, affects: readonly string[] = []) {
  void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && (query.queryKey[0] as string).startsWith(RESOURCE) });
  for (const resource of affects) void queryClient.invalidateQueries({ queryKey: [resource] });
}
