import { z } from 'zod';
import { version } from './api';
import { defineCollection } from './collection';
import { partyFields, partyRecordFields } from './parties';
import { newPassword } from './user';
import { MAIL_LANGUAGES, dealerMailFields } from './mails';
import { orderLine, orderRow, orderWorkOrderSummary, ORDER_STATUSES } from './orders';
import { statusChange } from './workflow';

// The dealer portal's API (DESIGN.md §5 "Auth (dealers)", issue 6). A dealer only ever reads
// and writes its own records; another dealer's order is 404.

/**
 * PUT /api/dealer/profile: what a dealer may change of itself, with the version it read (DESIGN.md
 * §5). A field left out keeps its value; anything else in the body is ignored.
 */
export const dealerProfileInput = z.object({
  contact_person_name: partyFields.contact_person_name,
  phone: partyFields.phone,
  address: partyFields.address,
  language: dealerMailFields.language.unwrap().optional(),
  order_mails: z.boolean().optional(),
  version,
});

/** POST /api/dealer/password: ends the dealer's other sessions. */
export const dealerPasswordInput = z.object({
  current_password: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
  password: newPassword,
});

export const dealerProfile = z
  .object({ id: z.number().int(), ...partyRecordFields, credit_limit: z.number(), portal_email: z.string().nullable(), language: z.enum(MAIL_LANGUAGES), order_mails: z.boolean(), version: z.number().int() })
  .meta({ id: 'DealerProfile' });
export type DealerProfile = z.infer<typeof dealerProfile>;

/** POST /api/dealer/login and /api/dealer/refresh-token. */
export const dealerAnswer = z.object({ dealer: dealerProfile });

/** One row of GET /api/dealer/catalogue: an active product at its dealer price, never its cost; `available` is on hand − reserved now. */
export const catalogueItem = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    unit: z.string(),
    dealer_price: z.number(),
    available: z.number().int(),
  })
  .meta({ id: 'CatalogueItem' });
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** GET /api/dealer/categories */
export const catalogueCategories = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const dealerCatalogue = defineCollection({
  name: 'dealer/catalogue',
  resource: 'catalogue',
  area: 'products',
  input: z.object({}),
  record: catalogueItem,
  searchFields: ['sku', 'name', 'barcode'],
  filters: { id: 'id', category_id: 'id', available: 'number' },
  sortable: ['sku', 'name', 'dealer_price', 'available'],
  defaultSort: ['name', 'ASC'],
});

/** GET /api/dealer/orders: the dealer's own orders, without who among the staff made them. */
export const dealerOrderRow = orderRow.omit({ created_by: true, created_by_name: true }).meta({ id: 'DealerOrderRow' });

/** GET /api/dealer/orders/:id: one own order; its status history names staff as "Stockyard". */
export const dealerOrderRecord = dealerOrderRow
  .extend({ lines: z.array(orderLine), history: z.array(statusChange.omit({ actor_kind: true })), work_orders: z.array(orderWorkOrderSummary) })
  .meta({ id: 'DealerOrder' });
export type DealerOrder = z.infer<typeof dealerOrderRecord>;

export const dealerOrders = defineCollection({
  name: 'dealer/orders',
  resource: 'orders',
  area: 'orders',
  input: z.object({}),
  record: dealerOrderRow,
  detail: dealerOrderRecord,
  searchFields: ['number', 'notes'],
  filters: { id: 'id', status: 'string', created_at: 'date' },
  sortable: ['id', 'number', 'status', 'created_at', 'total'],
  defaultSort: ['id', 'DESC'],
});

/**
 * GET /api/dealer/dashboard. `spend_by_month`: 12 entries, oldest first, months without orders
 * included: what was dispatched or delivered. `workshop`: work orders of the dealer's orders that
 * are not finished, with job-card progress.
 */
export const dealerDashboard = z.object({
  open_by_status: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
  spend_this_month: z.number(),
  spend_by_month: z.array(z.object({ month: z.string(), total: z.number() })),
  recent_orders: z.array(dealerOrderRow.pick({ id: true, number: true, status: true, total: true, created_at: true })),
  workshop: z.array(orderWorkOrderSummary.extend({ order_id: z.number().int(), order_number: z.string() })),
});
export type DealerDashboard = z.infer<typeof dealerDashboard>;
