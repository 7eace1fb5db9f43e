import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { doneAt } from './offline';
import { productLineFields, productLines } from './documents';
import { MAX_ORDER_LINES, ORDER_STATUSES } from './orderValues';
import { statusChange, transitionInput } from './workflow';
import { COLLECTIONS } from './resources';

// DESIGN.md §6 "Dealer orders".

// The statuses, transitions and money arithmetic live apart, free of Zod, so the dealer portal's
// first screen can use them without loading the schema library (issue 21).
export * from './orderValues';

export const orderQuantity = z.number().int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large');

export const orderLineInput = z.object({
  product_id: z.number().int().positive(),
  quantity: orderQuantity,
});

const lines = productLines(orderLineInput, MAX_ORDER_LINES);

const notes = z.string().trim().max(2000, 'At most 2000 characters').nullable().optional();

/** POST /api/orders (staff, for a dealer) and PUT while pending. Prices are copied from the product. */
export const orderInput = z.object({
  dealer_id: z.number().int().positive(),
  notes,
  lines,
});

/** POST /api/dealer/orders: the dealer is the signed-in one. */
export const dealerOrderInput = z.object({ notes, lines });

/** Dispatch names the rack (or racks) each line is picked from; the picks of a line add up to its quantity. */
export const orderPickInput = z.object({
  line_id: z.number().int().positive(),
  rack_id: z.number().int().positive(),
  quantity: orderQuantity,
});

/** POST /api/orders/:id/transition */
export const orderTransitionInput = transitionInput(ORDER_STATUSES).extend({
  picks: z.array(orderPickInput).max(MAX_ORDER_LINES * 5).optional(),
  /** A dispatch picked offline: when its picks were taken. */
  done_at: doneAt,
});

/** `available` is the product's on hand − reserved when the order was read. */
export const orderLine = z.object({
  ...productLineFields,
  unit_price: z.number(),
  line_total: z.number(),
  available: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderWorkOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  job_cards: z.number().int(),
  job_cards_done: z.number().int(),
});
export type OrderWorkOrderSummary = z.infer<typeof orderWorkOrderSummary>;

/** A row of the orders list. */
export const orderRow = z
  .object({
    ...recordMeta,
    number: z.string(),
    dealer_id: z.number().int(),
    dealer_name: z.string(),
    status: z.enum(ORDER_STATUSES),
    notes: z.string().nullable(),
    tax_rate: z.number(),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    placed_by: z.enum(['staff', 'dealer']),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    line_count: z.number().int(),
  })
  .meta({ id: 'OrderRow' });

/** One order: its row, lines, status history and work orders. */
export const orderRecord = orderRow
  .extend({ lines: z.array(orderLine), history: z.array(statusChange), work_orders: z.array(orderWorkOrderSummary) })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderRecord>;

/** A confirm refused for short stock: 409 with `shortfall`, one entry per short line. */
export interface Shortfall {
  line_no: number;
  product_id: number;
  sku: string;
  wanted: number;
  available: number;
  short: number;
}

/** For the dispatch dialog: the racks holding each line's product, most stock first. */
export const pickOptions = z.array(
  z.object({
    line_id: z.number().int(),
    product_id: z.number().int(),
    racks: z.array(z.object({ rack_id: z.number().int(), path: z.string(), on_hand: z.number().int() })),
  }),
);

export const orders = defineCollection({
  ...COLLECTIONS.orders,
  input: orderInput,
  record: orderRow,
  detail: orderRecord,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', dealer_id: 'id', created_at: 'date', total: 'number', placed_by: 'string' },
});

/** GET /api/dashboard/orders (view_orders). */
export const ordersDashboard = z.object({
  orders_per_day: z.array(z.object({ day: z.string(), count: z.number().int(), total: z.number() })),
  revenue_this_month: z.number(),
  orders_by_status: z.record(z.string(), z.number().int()),
  work_orders_by_status: z.record(z.string(), z.number().int()),
});
export type OrdersDashboard = z.infer<typeof ordersDashboard>;
