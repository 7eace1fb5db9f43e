import type { Identifier } from 'react-admin';
import type { ScanKind, ScanResult } from '../../contract/scan';
import type { StockAdjustment, transferInput } from '../../contract/stock';
import type { Order, orderPickInput } from '../../contract/orders';
import type { PurchaseOrder } from '../../contract/purchaseOrders';
import type { JobCard } from '../../contract/workshop';
import type { z } from 'zod';
import type { AppDataProvider } from '../providers/dataProvider';
import { API_URL, httpClient } from '../providers/httpClient';
import { fieldErrorsOf } from '../ui/forms';
import { actionMessageOf } from '../resources/shared/actionOnce';

// Issue 20 item 3: the scan screen's and the handheld scanner's calls. The look-up and the transfer
// are collection-level (no record id), which the data provider's record actions do not cover; the
// floor flows make the same record actions as the documents' own screens.

/** What a code is (GET /api/scan/:code): 404 when nothing matches, 409 for a rack code several rooms share. */
export async function lookUpCode(code: string): Promise<ScanResult> {
  const response = await httpClient(`${API_URL}/scan/${encodeURIComponent(code.trim())}`);
  return response.json as ScanResult;
}

/** The page that shows a scanned record: the show screens of src/resources, the orders' alias of SPEC.md §2. */
const SHOW_PATHS: Record<ScanKind, (id: Identifier) => string> = {
  product: (id) => `/products/${id}/show`,
  rack: (id) => `/racks/${id}/show`,
  order: (id) => `/orders-view/${id}`,
  'purchase-order': (id) => `/purchase-orders/${id}/show`,
  'work-order': (id) => `/workorders/${id}/show`,
  'job-card': (id) => `/job-cards/${id}/show`,
  'stock-adjustment': (id) => `/stock-adjustments/${id}/show`,
  'stock-count': (id) => `/stock-counts/${id}/show`,
};

export const recordPathOf = ({ kind, id }: Pick<ScanResult, 'kind' | 'id'>): string => SHOW_PATHS[kind](id);

export type StockMove = z.infer<typeof transferInput>;

/** What a move changes on screen: the adjustment lists and every stock figure. */
export const MOVE_AFFECTS = ['stock-adjustments', 'stock-levels', 'stock-movements', 'stock-hub', 'products'] as const;

/**
 * DESIGN.md §5: a move is one request, a transfer made and posted in one transaction, carrying the
 * key made when the person pressed Move: a refusal leaves no draft, and a press again after a lost
 * answer moves nothing twice.
 */
export const moveStock = (dataProvider: AppDataProvider, move: StockMove, key: string) =>
  dataProvider.actOnce<StockAdjustment>('stock-adjustments', null, 'transfer', { ...move, post: true }, key);

/**
 * A refusal as a person reads it: a 422's field messages, else the server's message (translated by
 * it), or, when no answer came, that the action may not have been done and can be pressed again.
 */
export function refusalOf(error: unknown): string {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields).join(' ') : actionMessageOf(error);
}

export type OrderPick = z.infer<typeof orderPickInput>;

/** POST /api/orders/:id/transition to dispatched, with the picks counted (the order screen's dispatch call). */
export const dispatchOrder = (dataProvider: AppDataProvider, order: Pick<Order, 'id' | 'version'>, picks: OrderPick[], key: string) =>
  dataProvider.actOnce<Order>('orders', order.id, 'transition', { to: 'dispatched', version: order.version, picks }, key);

/** POST /api/purchase-orders/:id/receive for one line into one rack (the receive dialog's call). */
export const receiveIntoRack = (dataProvider: AppDataProvider, purchaseOrder: Pick<PurchaseOrder, 'id' | 'version'>, line: { line_id: number; rack_id: number; quantity: number }, key: string) =>
  dataProvider.actOnce<PurchaseOrder>('purchase-orders', purchaseOrder.id, 'receive', { version: purchaseOrder.version, lines: [line] }, key);

/** POST /api/job-cards/:id/parts: a part used, taken from a rack (the job card's parts call). */
export const recordPartUsed = (dataProvider: AppDataProvider, jobCardId: number, part: { product_id: number; rack_id: number; quantity: number }, key: string) =>
  dataProvider.actOnce<JobCard>('job-cards', jobCardId, 'parts', { ...part, kind: 'use' }, key);
