import { RECEIVABLE_PO_STATUSES } from '../../contract/purchaseOrders';
import type { ScanKind } from '../../contract/scan';
import type { MoveStart } from './MoveStockCard';

// Issue 20 item 3: what the scan screen does on the floor with what it scanned.

/** The flow under way on the scan screen; each takes the page's next codes. */
export type ScanFlow =
  | { kind: 'move'; start: MoveStart }
  | { kind: 'pick'; orderId: number }
  | { kind: 'receive'; purchaseOrderId: number }
  | { kind: 'part'; jobCardId: number }
  | { kind: 'count'; countId: number };

/** A document with a floor flow: its react-admin resource, and the statuses that flow starts from. */
export interface DocumentFlow {
  resource: 'orders' | 'purchase-orders' | 'job-cards' | 'stock-counts';
  ready: readonly string[];
  /** The flow's button on the result card. */
  action: string;
  start: (id: number) => ScanFlow;
}

/**
 * DESIGN.md §6: an order is picked while processing (dispatching takes from racks), goods are
 * received while ordered or partly received, parts go on a job card being worked on, a stocktake
 * is counted while counting.
 */
export const DOCUMENT_FLOWS: Partial<Record<ScanKind, DocumentFlow>> = {
  order: { resource: 'orders', ready: ['processing'], action: 'app.scan.pick.start', start: (orderId) => ({ kind: 'pick', orderId }) },
  'purchase-order': {
    resource: 'purchase-orders',
    ready: RECEIVABLE_PO_STATUSES,
    action: 'app.scan.receive.start',
    start: (purchaseOrderId) => ({ kind: 'receive', purchaseOrderId }),
  },
  'job-card': { resource: 'job-cards', ready: ['in_progress', 'on_hold'], action: 'app.scan.part.start', start: (jobCardId) => ({ kind: 'part', jobCardId }) },
  'stock-count': { resource: 'stock-counts', ready: ['counting'], action: 'app.scan.count.start', start: (countId) => ({ kind: 'count', countId }) },
};
