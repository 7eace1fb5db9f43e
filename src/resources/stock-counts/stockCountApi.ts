import type { QueryClient } from '@tanstack/react-query';
import type { StockCountLine } from '../../../contract/stockCounts';
import type { AppDataProvider } from '../../providers/dataProvider';

// Issue 20 item 4: the calls of a stocktake beside react-admin's: its lines (a list of their own,
// GET /api/stock-counts/:id/lines), its totals and one line's count.

export const RESOURCE = 'stock-counts';

/** The react-admin "resource" of a count's lines: the data provider turns it into /api/stock-counts/:id/lines. */
export const linesResource = (countId: number) => `${RESOURCE}/${countId}/lines`;

export const summaryKey = (countId: number) => [RESOURCE, 'summary', countId];

/** A count recorded: the line as the server now has it. */
export const recordCount = (dataProvider: AppDataProvider, countId: number, line: { product_id: number; rack_id: number; counted: number }) =>
  dataProvider.action<StockCountLine>(RESOURCE, countId, 'counts', line);

/** After a count, start, post or cancel: the count, its lines and totals, and (posting) every stock figure, read again. */
export function refreshCount(queryClient: QueryClient, affects: readonly string[] = []) {
  void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && (query.queryKey[0] as string).startsWith(RESOURCE) });
  for (const resource of affects) void queryClient.invalidateQueries({ queryKey: [resource] });
}
