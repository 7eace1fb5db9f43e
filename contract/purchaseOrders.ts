import { z } from 'zod';
import { calendarDate, recordMeta, version } from './api';
import { defineCollection } from './collection';
import { doneAt } from './offline';
import { isoDate, productLineFields, productLines } from './documents';
import { money } from './products';
import { statusChange, transitionInput, type Transitions } from './workflow';
import { COLLECTIONS } from './resources';

// DESIGN.md §6 "Purchase orders".

export const PO_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];

/** Moves a user asks for; partially_received and received follow from receipts. */
export const PO_TRANSITIONS: Transitions<PurchaseOrderStatus> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['cancelled'],
  partially_received: [],
  received: [],
  cancelled: [],
};

/** Statuses in which goods can be received. */
export const RECEIVABLE_PO_STATUSES: readonly PurchaseOrderStatus[] = ['ordered', 'partially_received'];

export const MAX_PO_LINES = 200;

const quantity = z.number().int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large');

export const purchaseOrderLineInput = z.object({
  product_id: z.number().int().positive(),
  quantity,
  unit_cost: money,
});

/** POST /api/purchase-orders and PUT while draft. */
export const purchaseOrderInput = z.object({
  supplier_id: z.number().int().positive(),
  warehouse_id: z.number().int().positive(),
  expected_date: isoDate.nullable().optional(),
  notes: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
  lines: productLines(purchaseOrderLineInput, MAX_PO_LINES),
});

/** POST /api/purchase-orders/:id/transition */
export const purchaseOrderTransitionInput = transitionInput(PO_STATUSES);

/** POST /api/purchase-orders/:id/receive: per line, the quantity arriving now and the rack it goes to. */
export const receiveInput = z.object({
  version,
  lines: z
    .array(
      z.object({
        line_id: z.number().int().positive(),
        quantity: z.number().int('Whole numbers only').min(0, 'Must be 0 or more').max(1_000_000, 'Too large'),
        rack_id: z.number().int().positive().nullable().optional(),
      }),
    )
    .min(1, 'Add at least one line')
    .max(MAX_PO_LINES * 5)
    .refine((l) => l.some((x) => x.quantity > 0), 'Enter a quantity to receive on at least one line'),
  done_at: doneAt,
});

export const purchaseOrderLine = z.object({
  ...productLineFields,
  unit_cost: z.number(),
  line_total: z.number(),
  received: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

/** A row of the purchase orders list. */
export const purchaseOrderRow = z
  .object({
    ...recordMeta,
    number: z.string(),
    supplier_id: z.number().int(),
    supplier_name: z.string(),
    warehouse_id: z.number().int(),
    warehouse_name: z.string(),
    expected_date: calendarDate.nullable(),
    notes: z.string().nullable(),
    status: z.enum(PO_STATUSES),
    total: z.number(),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    line_count: z.number().int(),
  })
  .meta({ id: 'PurchaseOrderRow' });

export const purchaseOrderRecord = purchaseOrderRow
  .extend({ lines: z.array(purchaseOrderLine), history: z.array(statusChange) })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderRecord>;

// ---- Reorder (issue 18 item 7): a preview of what to order, per supplier and destination
// warehouse, which changes nothing; then the drafts, written in one transaction, merged into the
// draft of that supplier and warehouse when there is one.

/** At most this many product lines in one preview, and in one request that drafts them. */
export const MAX_REORDER_LINES = 500;

/** GET /api/purchase-orders/reorder/proposals */
export const reorderQuery = z.object({
  warehouse_id: z.coerce.number().int().min(1).max(2147483647).optional().describe('The destination warehouse (default: the first active one)'),
});

export const reorderProposalLine = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  on_hand: z.number().int(),
  available: z.number().int(),
  /** Still due on open purchase orders (drafts included). */
  on_order: z.number().int(),
  reorder_level: z.number().int(),
  /** Up to twice the reorder level, counting what is available and already on order. */
  quantity: z.number().int(),
  /** The product's cost; for a product already on the draft this merges into, that line's cost. */
  unit_cost: z.number(),
  line_total: z.number(),
});
export type ReorderProposalLine = z.infer<typeof reorderProposalLine>;

/** A purchase order by its number. */
const poReference = z.object({ id: z.number().int(), number: z.string() });

export const reorderProposal = z.object({
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  /** The draft of this supplier and warehouse the lines would be added to; null: a new draft. */
  draft: poReference.nullable(),
  lines: z.array(reorderProposalLine),
  total: z.number(),
});
export type ReorderProposal = z.infer<typeof reorderProposal>;

export const reorderPreview = z
  .object({
    warehouse_id: z.number().int().nullable(),
    warehouse_name: z.string().nullable(),
    proposals: z.array(reorderProposal),
    line_count: z.number().int(),
    total: z.number(),
    /** More products are short than the preview holds: draft these, then preview again. */
    truncated: z.boolean(),
  })
  .meta({ id: 'ReorderPreview' });
export type ReorderPreview = z.infer<typeof reorderPreview>;

/** POST /api/purchase-orders/reorder/drafts: the proposals as the user left them (quantities changed, lines dropped). */
export const reorderInput = z.object({
  proposals: z
    .array(
      z.object({
        supplier_id: z.number().int().positive(),
        warehouse_id: z.number().int().positive(),
        lines: z
          .array(z.object({ product_id: z.number().int().positive(), quantity }))
          .min(1, 'Add at least one line')
          .max(MAX_REORDER_LINES, `At most ${MAX_REORDER_LINES} lines`),
      }),
    )
    .min(1, 'Nothing to order')
    .max(MAX_REORDER_LINES)
    .refine((p) => p.reduce((n, x) => n + x.lines.length, 0) <= MAX_REORDER_LINES, `At most ${MAX_REORDER_LINES} lines in all`),
});
export type ReorderInput = z.infer<typeof reorderInput>;

const reorderedPurchaseOrder = poReference.extend({
  supplier_name: z.string(),
  warehouse_name: z.string(),
  line_count: z.number().int(),
  total: z.number(),
});

/** The drafts made and the drafts added to, each by number, and a sentence saying so. */
export const reorderResult = z
  .object({ created: z.array(reorderedPurchaseOrder), updated: z.array(reorderedPurchaseOrder), message: z.string() })
  .meta({ id: 'ReorderResult' });
export type ReorderResult = z.infer<typeof reorderResult>;

/** GET /api/purchase-orders/:id/racks: the racks of the destination warehouse. */
export const receivingRacks = z.array(z.object({ id: z.number().int(), path: z.string() }));

export const purchaseOrders = defineCollection({
  ...COLLECTIONS['purchase-orders'],
  input: purchaseOrderInput,
  record: purchaseOrderRow,
  detail: purchaseOrderRecord,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', supplier_id: 'id', warehouse_id: 'id', expected_date: 'date', created_at: 'date', total: 'number' },
});

/** GET /api/dashboard/purchase-orders (view_po). */
export const purchaseOrdersDashboard = z.object({
  awaiting_receipt: z.number().int(),
  overdue: z.number().int(),
  awaiting: z.array(
    z.object({ id: z.number().int(), number: z.string(), supplier_name: z.string(), expected_date: calendarDate.nullable(), status: z.string(), total: z.number() }),
  ),
});
export type PurchaseOrdersDashboard = z.infer<typeof purchaseOrdersDashboard>;
