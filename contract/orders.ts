import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { productLines } from './documents';
import type { StatusChange, Transitions } from './workflow';

// DESIGN.md §6 "Dealer orders".

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'dispatched', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Orders not yet delivered nor cancelled. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'dispatched'];

/** Orders that count against a dealer's credit limit: accepted and not yet delivered. */
export const CREDIT_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing', 'dispatched'];

export const MAX_ORDER_LINES = 200;

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
export const orderTransitionInput = z.object({
  to: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  version: z.number().int(),
  note: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  picks: z.array(orderPickInput).max(MAX_ORDER_LINES * 5).optional(),
});

export interface OrderLine {
  id: number;
  line_no: number;
  product_id: number;
  sku: string;
  name: string;
  unit: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** The product's on hand − reserved when the order was read (getOne only). */
  available: number;
}

export interface OrderWorkOrderSummary {
  id: number;
  number: string;
  title: string;
  status: string;
  job_cards: number;
  job_cards_done: number;
}

export type Order = RecordMeta & {
  number: string;
  dealer_id: number;
  dealer_name: string;
  status: OrderStatus;
  notes: string | null;
  tax_rate: number;
  subtotal: number;
  tax: number;
  total: number;
  placed_by: 'staff' | 'dealer';
  created_by_name: string | null;
  line_count: number;
  lines: OrderLine[];
  history: StatusChange[];
  work_orders: OrderWorkOrderSummary[];
};

/** A confirm refused for short stock: 409 with `shortfall`, one entry per short line. */
export interface Shortfall {
  line_no: number;
  product_id: number;
  sku: string;
  wanted: number;
  available: number;
  short: number;
}

export const orders = defineCollection({
  name: 'orders',
  resource: 'orders',
  area: 'orders',
  input: orderInput,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', dealer_id: 'id', created_at: 'date', total: 'number', placed_by: 'string' },
  sortable: ['id', 'number', 'status', 'dealer_id', 'dealer_name', 'created_at', 'total'],
  defaultSort: ['id', 'DESC'],
});

/** Money arithmetic in cents, so totals match what PostgreSQL stores. */
export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (c: number) => Math.round(c) / 100;

export function orderTotals(lineTotals: number[], taxRate: number) {
  const subtotal = lineTotals.reduce((sum, t) => sum + cents(t), 0);
  const tax = Math.round((subtotal * taxRate) / 100);
  return { subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(subtotal + tax) };
}

/** GET /api/dashboard/orders (view_orders). */
export interface OrdersDashboard {
  orders_per_day: { day: string; count: number; total: number }[];
  revenue_this_month: number;
  orders_by_status: Record<string, number>;
  work_orders_by_status: Record<string, number>;
}
