import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { isoDate, productLines } from './documents';
import { money } from './products';
import type { StatusChange, Transitions } from './workflow';

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
export const purchaseOrderTransitionInput = z.object({
  to: z.enum(PO_STATUSES, { error: 'Choose a status' }),
  version: z.number().int(),
  note: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
});

/** POST /api/purchase-orders/:id/receive: per line, the quantity arriving now and the rack it goes to. */
export const receiveInput = z.object({
  version: z.number().int(),
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

export interface PurchaseOrderLine {
  id: number;
  line_no: number;
  product_id: number;
  sku: string;
  name: string;
  unit: string;
  quantity: number;
  unit_cost: number;
  line_total: number;
  received: number;
}

export type PurchaseOrder = RecordMeta & {
  number: string;
  supplier_id: number;
  supplier_name: string;
  warehouse_id: number;
  warehouse_name: string;
  expected_date: string | null;
  notes: string | null;
  status: PurchaseOrderStatus;
  total: number;
  created_by_name: string | null;
  line_count: number;
  lines: PurchaseOrderLine[];
  history: StatusChange[];
};

export const purchaseOrders = defineCollection({
  name: 'purchase-orders',
  resource: 'purchase-orders',
  area: 'purchase_orders',
  input: purchaseOrderInput,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', supplier_id: 'id', warehouse_id: 'id', expected_date: 'date', created_at: 'date', total: 'number' },
  sortable: ['id', 'number', 'status', 'supplier_id', 'warehouse_id', 'expected_date', 'created_at', 'total'],
  defaultSort: ['id', 'DESC'],
});

/** GET /api/dashboard/purchase-orders (view_po). */
export interface PurchaseOrdersDashboard {
  awaiting_receipt: number;
  overdue: number;
  awaiting: { id: number; number: string; supplier_name: string; expected_date: string | null; status: string; total: number }[];
}
