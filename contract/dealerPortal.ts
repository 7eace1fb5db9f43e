import { z } from 'zod';
import { defineCollection } from './collection';
import { partyFields } from './parties';
import { newPassword } from './user';
import type { Order, OrderStatus, OrderWorkOrderSummary } from './orders';

// The dealer portal's API (DESIGN.md §5 "Auth (dealers)", issue 6). A dealer only ever reads
// and writes its own records; another dealer's order is 404.

/** PUT /api/dealer/profile: what a dealer may change of itself. Anything else in the body is ignored. */
export const dealerProfileInput = z.object({
  contact_person_name: partyFields.contact_person_name,
  phone: partyFields.phone,
  address: partyFields.address,
});

/** POST /api/dealer/password: ends the dealer's other sessions. */
export const dealerPasswordInput = z.object({
  current_password: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
  password: newPassword,
});

export interface DealerProfile {
  id: number;
  company_name: string;
  contact_person_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  credit_limit: number;
  portal_email: string | null;
  status: string;
}

/** One row of GET /api/dealer/catalogue: an active product at its dealer price, never its cost. */
export interface CatalogueItem {
  id: number;
  sku: string;
  name: string;
  category_id: number;
  category_name: string;
  unit: string;
  dealer_price: number;
  /** On hand − reserved now. */
  available: number;
}

export const dealerCatalogue = defineCollection({
  name: 'dealer/catalogue',
  resource: 'catalogue',
  area: 'products',
  input: z.object({}),
  searchFields: ['sku', 'name', 'barcode'],
  filters: { id: 'id', category_id: 'id', available: 'number' },
  sortable: ['sku', 'name', 'dealer_price', 'available'],
  defaultSort: ['name', 'ASC'],
});

/** GET /api/dealer/orders and /:id: the dealer's own orders (status history names staff as "Stockyard"). */
export type DealerOrder = Omit<Order, 'created_by_name'>;

export const dealerOrders = defineCollection({
  name: 'dealer/orders',
  resource: 'orders',
  area: 'orders',
  input: z.object({}),
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', created_at: 'date' },
  sortable: ['id', 'number', 'status', 'created_at', 'total'],
  defaultSort: ['id', 'DESC'],
});

/** GET /api/dealer/dashboard */
export interface DealerDashboard {
  open_by_status: Partial<Record<OrderStatus, number>>;
  spend_this_month: number;
  /** 12 entries, oldest first, months without orders included: what was dispatched or delivered. */
  spend_by_month: { month: string; total: number }[];
  recent_orders: Pick<DealerOrder, 'id' | 'number' | 'status' | 'total' | 'created_at'>[];
  /** Work orders of the dealer's orders that are not finished, with job-card progress. */
  workshop: (OrderWorkOrderSummary & { order_id: number; order_number: string })[];
}
