import type { Transitions } from './workflow';

// DESIGN.md §6 "Dealer orders": the plain values of an order, without Zod (contract/orders.ts
// re-exports them beside the schemas), so the dealer portal's first screen loads no schema code.

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

/** Money arithmetic in cents, so totals match what PostgreSQL stores. */
export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (c: number) => Math.round(c) / 100;

export function orderTotals(lineTotals: number[], taxRate: number) {
  const subtotal = lineTotals.reduce((sum, t) => sum + cents(t), 0);
  const tax = Math.round((subtotal * taxRate) / 100);
  return { subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(subtotal + tax) };
}
