import { z } from 'zod';
import { calendarDate, recordMeta, version } from './api';
import { defineCollection } from './collection';
import { isoDate, productLineFields, productLines } from './documents';
import { money } from './products';
import { statusChange, transitionInput, type Transitions } from './workflow';

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
});

/** POST /api/purchase-orders/suggest: one draft per preferred supplier of products at or below reorder level. */
export const suggestReorderInput = z.object({
  warehouse_id: z.number().int().positive().nullable().optional(),
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

/** POST /api/purchase-orders/suggest: the drafts made, and a sentence saying so. */
export const suggestReorderAnswer = z.object({ created: z.array(purchaseOrderRecord), message: z.string() });

/** GET /api/purchase-orders/:id/racks: the racks of the destination warehouse. */
export const receivingRacks = z.array(z.object({ id: z.number().int(), path: z.string() }));

export const purchaseOrders = defineCollection({
  name: 'purchase-orders',
  resource: 'purchase-orders',
  area: 'purchase_orders',
  input: purchaseOrderInput,
  record: purchaseOrderRow,
  detail: purchaseOrderRecord,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', supplier_id: 'id', warehouse_id: 'id', expected_date: 'date', created_at: 'date', total: 'number' },
  sortable: ['id', 'number', 'status', 'supplier_id', 'warehouse_id', 'expected_date', 'created_at', 'total'],
  defaultSort: ['id', 'DESC'],
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
