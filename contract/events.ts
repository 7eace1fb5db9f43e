import './zodConfig';
import { z } from 'zod';
import { timestamp } from './api';
import { ORDER_STATUSES } from './orderValues';
import type { CollectionName } from './resources';
import { ADJUSTMENT_STATUSES } from './stock';
import { STOCK_COUNT_STATUSES } from './stockCounts';
import { PO_STATUSES } from './purchaseOrders';
import { JOB_CARD_STATUSES, WORK_ORDER_STATUSES } from './workshop';

// DESIGN.md §5 "Events": the one catalogue of event types. Every business change appends one
// event in its own transaction (server/services/events.ts); the streams (GET /api/events, GET
// /api/dealer/events) send them as they commit. A payload is what a listener needs to decide
// (ids, a number, a status, the products whose figures moved), never the whole record: a
// listener that wants the record reads it.

const id = z.number().int();
const number = z.string();
const status = z.string();

interface Subject {
  /** The first word of the collection's event types: `product.created`. */
  readonly subject: string;
  /** What the payload carries besides the record's id and version, copied from the record (`product_ids` from its lines). */
  readonly fields: z.ZodRawShape;
  /** A document's statuses, its first (the one it is made in) first: each other one is an event type, `order.confirmed`. */
  readonly statuses?: readonly [string, ...string[]];
}

/** Lists derived from other records (the stock figures, the permission catalogue): no record of their own changes. */
type DerivedCollection = 'stock-hub' | 'stock-levels' | 'stock-movements' | 'permissions';

/** Every collection whose records change, by API name: its events' subject and payload. A new collection does not compile until it has its line. */
export const EVENT_SUBJECTS = {
  products: { subject: 'product', fields: { sku: z.string(), active: z.boolean() } },
  categories: { subject: 'category', fields: { parent_id: id.nullable() } },
  suppliers: { subject: 'supplier', fields: { status } },
  dealers: { subject: 'dealer', fields: { status } },
  warehouses: { subject: 'warehouse', fields: {} },
  rooms: { subject: 'room', fields: { warehouse_id: id } },
  racks: { subject: 'rack', fields: { room_id: id } },
  'stock-adjustments': { subject: 'stock_adjustment', fields: { number, status, warehouse_id: id }, statuses: ADJUSTMENT_STATUSES },
  'stock-counts': { subject: 'stock_count', fields: { number, status, warehouse_id: id }, statuses: STOCK_COUNT_STATUSES },
  orders: { subject: 'order', fields: { number, status, dealer_id: id, product_ids: z.array(id) }, statuses: ORDER_STATUSES },
  'work-orders': { subject: 'work_order', fields: { number, status, order_id: id.nullable() }, statuses: WORK_ORDER_STATUSES },
  'job-cards': { subject: 'job_card', fields: { number, status, work_order_id: id }, statuses: JOB_CARD_STATUSES },
  'purchase-orders': { subject: 'purchase_order', fields: { number, status, supplier_id: id, product_ids: z.array(id) }, statuses: PO_STATUSES },
  roles: { subject: 'role', fields: {} },
  users: { subject: 'user', fields: { status, role_id: id.nullable() } },
  'api-keys': { subject: 'api_key', fields: {} },
  'webhook-subscriptions': { subject: 'webhook_subscription', fields: { active: z.boolean() } },
} as const satisfies Record<Exclude<CollectionName, DerivedCollection>, Subject>;

export type EventCollection = keyof typeof EVENT_SUBJECTS;
type Subjects = typeof EVENT_SUBJECTS;
type Rest<S> = S extends readonly [string, ...infer R extends readonly string[]] ? R[number] : never;

export const RECORD_CHANGES = ['created', 'updated', 'deleted'] as const;
export type RecordChange = (typeof RECORD_CHANGES)[number];

export type RecordEventType = { [K in EventCollection]: `${Subjects[K]['subject']}.${RecordChange}` }[EventCollection];
export type TransitionEventType = { [K in EventCollection]: Subjects[K] extends { statuses: infer S } ? `${Subjects[K]['subject']}.${Rest<S>}` : never }[EventCollection];

/** Events that are not one record's create, update, delete or status. */
const OTHER_EVENTS = {
  /** One posting, receipt, dispatch, part used or opening balance: every rack's change of it. */
  'stock.moved': {
    collection: 'stock-movements',
    payload: z.object({
      source_type: z.string().nullable().describe('stock_adjustment, order, purchase_order, job_card; null for opening stock'),
      source_id: id.nullable(),
      moves: z.array(z.object({ product_id: id, rack_id: id, delta: id })),
      done_at: timestamp.optional().describe('When it was done, for an action sent from an offline queue; the event\'s time otherwise'),
    }),
  },
  /** A counted quantity entered on a stocktake's line. */
  'stock_count.counted': { collection: 'stock-counts', payload: z.object({ id, number, product_id: id, rack_id: id }) },
  /** A file import committed: its list changed wholesale, read it again. */
  'import.completed': {
    collection: null,
    payload: z.object({ kind: z.string(), created: z.number().int(), updated: z.number().int() }),
  },
  /** The business settings (tax rate, currency, company header) changed. */
  'settings.updated': { collection: 'settings', payload: z.object({ version: id, changed: z.array(z.string()) }) },
  /** The server turned a webhook subscription off: its deliveries kept failing (DESIGN.md §5 "Integrations"). */
  'webhook_subscription.disabled': { collection: 'webhook-subscriptions', payload: z.object({ id, version: id, reason: z.string() }) },
} as const;

/** Sent on dealer streams only, in place of the events behind it: catalogue products whose availability or details changed. */
export const DEALER_ONLY_EVENTS = {
  'availability.changed': {
    collection: 'products',
    payload: z.object({ product_ids: z.array(id).nullable().describe('null: any product may have changed (an import): read the catalogue again') }),
  },
} as const;

/**
 * Sent on staff streams only, in place of an order's event to a person who may read the stock
 * hub but not the orders: the products whose reserved and available figures moved.
 */
export const STAFF_ONLY_EVENTS = {
  'reservation.changed': {
    collection: 'stock-hub',
    payload: z.object({ product_ids: z.array(id).describe('The products an order reserved or freed') }),
  },
} as const;

export type OtherEventType = keyof typeof OTHER_EVENTS;
export type EventType = RecordEventType | TransitionEventType | OtherEventType;
export type StreamEventType = EventType | keyof typeof DEALER_ONLY_EVENTS | keyof typeof STAFF_ONLY_EVENTS;

const recordPayload = (subject: Subject) => z.object({ id, version: id, ...subject.fields });

function catalogue() {
  const types: Record<string, { collection: string | null; payload: z.ZodObject }> = {};
  for (const [collection, subject] of Object.entries(EVENT_SUBJECTS) as [EventCollection, Subject][]) {
    for (const change of RECORD_CHANGES) types[`${subject.subject}.${change}`] = { collection, payload: recordPayload(subject) };
    for (const to of subject.statuses?.slice(1) ?? []) {
      types[`${subject.subject}.${to}`] = { collection, payload: recordPayload(subject).extend({ from: status.describe('The status it left') }) };
    }
  }
  return { ...types, ...OTHER_EVENTS } as unknown as Record<EventType, { collection: string | null; payload: z.ZodObject }>;
}

/** Every event type: the collection its records belong to (null: the import's own target) and its payload's schema. */
export const EVENT_TYPES = catalogue();

export const eventActor = z.object({ kind: z.enum(['staff', 'dealer', 'system']), id: id.nullable(), name: z.string().nullable() });

const envelope = (type: string, payload: z.ZodObject) =>
  z.object({
    id: id.describe('Increases with every event written (not in commit order: resume with the SSE id, not this)'),
    type: z.literal(type),
    collection: z.string().nullable().describe('The API collection of the record, or `settings`'),
    record_id: id.nullable(),
    actor: eventActor,
    at: timestamp,
    payload,
  });

const ALL_TYPES = { ...EVENT_TYPES, ...DEALER_ONLY_EVENTS, ...STAFF_ONLY_EVENTS } as Record<StreamEventType, { payload: z.ZodObject }>;

/** One event as a stream sends it (the SSE `data`, its `event` field the same `type`). */
export const streamEvent = z
  .discriminatedUnion(
    'type',
    Object.entries(ALL_TYPES).map(([type, { payload }]) => envelope(type, payload)) as unknown as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]],
  )
  .meta({ id: 'Event' });

export type StreamEvent = {
  id: number;
  type: StreamEventType;
  collection: string | null;
  record_id: number | null;
  actor: z.infer<typeof eventActor>;
  at: string;
  payload: Record<string, unknown>;
};

/**
 * What else a stream sends: `ready` once it is open (its SSE id is where to resume from);
 * `refetch` when the events since the client's Last-Event-ID can no longer all be replayed
 * (older than the retention, or not an id this server gave): the client reads everything again.
 */
export const streamControl = z
  .object({ type: z.enum(['ready', 'refetch']), reason: z.string().optional() })
  .meta({ id: 'StreamControl' });

/** Every kind of message a stream may send: an event's type (in its data) or a signal's SSE `event` name. */
export const STREAM_EVENT_NAMES: readonly string[] = [...Object.keys(ALL_TYPES), ...streamControl.shape.type.options];

/** GET /api/events and GET /api/dealer/events: `Last-Event-ID` may also come as this query parameter (a client that cannot set the header). */
export const streamQuery = z.object({
  last_event_id: z.string().max(8000).optional().describe('Where to resume: the SSE id of the last message received'),
});

export const EVENT_STREAM_DESCRIPTION =
  'Server-Sent Events: each event is a plain message (no `event` field; `data` = the event as JSON, its `type` saying which); the stream itself sends `event: ready` once open and `event: refetch` when it cannot replay from `Last-Event-ID`; `id` is an opaque cursor to send back as `Last-Event-ID` on reconnect. A comment line every few seconds keeps proxies from closing the stream.';
