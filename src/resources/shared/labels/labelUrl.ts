// Issue 20 item 1: the label PDFs the server draws (GET /api/labels/products.pdf and racks.pdf).
import type { Identifier } from 'react-admin';
import { LABEL_LAYOUTS, MAX_COPIES, MAX_LABEL_IDS, MAX_LABELS, type LabelLayout } from '../../../../contract/labels';

export const DEFAULT_LABEL_LAYOUT: LabelLayout = 'a4-3x8';
export const MIN_COPIES = 1;

export const isLabelLayout = (value: unknown): value is LabelLayout => LABEL_LAYOUTS.includes(value as LabelLayout);

export const isLabelCopies = (value: number) => Number.isInteger(value) && value >= MIN_COPIES && value <= MAX_COPIES;

/** Why the server would refuse these labels (contract/labels.ts bounds), as a message key; null when it would not. */
export function labelLimitOf(ids: readonly Identifier[], quantities?: readonly number[]): string | null {
  if (ids.length > MAX_LABEL_IDS) return 'app.labels.too_many_ids';
  if (quantities?.some((quantity) => quantity > MAX_LABELS)) return 'app.labels.too_many_labels';
  return null;
}

export interface ProductLabels {
  ids: readonly Identifier[];
  layout: LabelLayout;
  copies: number;
  price: boolean;
  /** Labels per product, in the order of `ids`; when given, they replace `copies`. */
  quantities?: readonly number[];
}

/** Which racks get a label: some racks, or every rack of a warehouse or of a room. */
export type RackScope = { ids: readonly Identifier[] } | { warehouse_id: Identifier } | { room_id: Identifier };

// Commas stay readable: they are legal in a query and the server splits the lists on them.
const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replaceAll('%2C', ',');

/** `apiUrl`: the API base, API_URL in the app. */
export function productLabelsUrl(apiUrl: string, { ids, layout, copies, price, quantities }: ProductLabels): string {
  const params: Record<string, string> = { ids: ids.join(','), layout };
  if (quantities) params.quantities = quantities.join(',');
  else params.copies = String(copies);
  if (price) params.price = '1';
  return `${apiUrl}/labels/products.pdf?${query(params)}`;
}

export function rackLabelsUrl(apiUrl: string, scope: RackScope, layout: LabelLayout): string {
  const params: Record<string, string> =
    'ids' in scope ? { ids: scope.ids.join(',') } : 'warehouse_id' in scope ? { warehouse_id: String(scope.warehouse_id) } : { room_id: String(scope.room_id) };
  return `${apiUrl}/labels/racks.pdf?${query({ ...params, layout })}`;
}

/** One label per unit received: the products of a purchase order's lines, lines of one product summed. */
export function receivedLabels(lines: readonly { product_id: Identifier; received: number }[]): { ids: Identifier[]; quantities: number[] } {
  const received = new Map<Identifier, number>();
  for (const line of lines) if (line.received > 0) received.set(line.product_id, (received.get(line.product_id) ?? 0) + line.received);
  return { ids: [...received.keys()], quantities: [...received.values()] };
}
