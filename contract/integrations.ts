import { z } from 'zod';
import { recordMeta, timestamp } from './api';
import { defineCollection } from './collection';
import { msg, render, type MessageLocale } from './messages';
import { EVENT_TYPES, type EventType } from './events';
import { ALL_PERMISSIONS, type Permission } from './permissions';
import { COLLECTIONS } from './resources';

// DESIGN.md §5 "Integrations" (issue 36): API keys for scripts, webhook subscriptions for other
// systems, and the deliveries made to them.

const permissionName = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], { error: 'Unknown permission' });

export const apiKeyInput = z.object({
  name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
  permissions: z.array(permissionName).min(1, 'Choose at least one permission').max(100),
  expires_at: z.iso
    .datetime({ offset: true, error: render(msg('enter_time_with_offset')) })
    .nullable()
    .optional()
    .describe('When the key stops working (ISO 8601 with its offset); none: until it is revoked'),
});

/** A key as lists show it: never its secret, which only its creation answers. */
export const apiKeyRecord = z
  .object({
    ...recordMeta,
    name: z.string(),
    prefix: z.string().describe('The first characters of the secret, to tell keys apart'),
    permissions: z.array(z.string()),
    expires_at: timestamp.nullable(),
    last_used_at: timestamp.nullable().describe('Updated at most once a minute'),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });

/** POST /api/api-keys: the key and, this once, its secret (`Authorization: Bearer <secret>`). */
export const apiKeyCreated = apiKeyRecord.extend({ secret: z.string().describe('Shown once: only its hash is kept') }).meta({ id: 'ApiKeyCreated' });

export type ApiKey = z.infer<typeof apiKeyRecord>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeys = defineCollection({
  ...COLLECTIONS['api-keys'],
  input: apiKeyInput,
  record: apiKeyRecord,
  searchFields: ['name', 'prefix'],
  filters: { id: 'id', created_by: 'id' },
});

/** The event types a subscription may name: the catalogue's (contract/events.ts). */
export const WEBHOOK_EVENT_TYPES = Object.keys(EVENT_TYPES) as EventType[];

export const webhookSubscriptionInput = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter an http or https URL' }).max(2000, 'At most 2000 characters'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES as [EventType, ...EventType[]], { error: 'Not an event type of the catalogue' }))
    .min(1, 'Choose at least one event type')
    .max(WEBHOOK_EVENT_TYPES.length),
  active: z.boolean().default(true),
  description: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
});

/** What turned a subscription off, for a screen to word: so many deliveries in a row exhausted, and the last one's answer or error. */
export const turnedOffBecause = z
  .object({
    failures: z.number().int().describe('Deliveries in a row that failed every attempt'),
    last_status: z.number().int().nullable().describe("The last attempt's HTTP status; null when there was no answer"),
    last_error: z.string().nullable().describe("The last attempt's error when there was no usable answer"),
  })
  .meta({ id: 'WebhookTurnedOffBecause' });
export type TurnedOffBecause = z.infer<typeof turnedOffBecause>;

/** Why a subscription was turned off, in `locale`: the screens and the mail to its maker say it alike. */
export function turnedOffReason(because: TurnedOffBecause, locale: MessageLocale): string {
  const last = because.last_status ? msg('webhook_off_answer', { code: because.last_status }) : (because.last_error ?? msg('webhook_off_no_answer'));
  return render(msg('webhook_off_reason', { n: because.failures, last }), locale);
}

export const webhookSubscriptionRecord = z
  .object({
    ...recordMeta,
    url: z.string(),
    events: z.array(z.string()),
    active: z.boolean(),
    description: z.string().nullable(),
    disabled_reason: z.string().nullable().describe('Why the server turned it off (its deliveries kept failing), in English; cleared when turned on again'),
    disabled_because: turnedOffBecause.nullable().describe('The same reason as facts (for a screen in another language); cleared when turned on again'),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
  })
  .meta({ id: 'WebhookSubscription' });

/** POST /api/webhook-subscriptions: the subscription and, this once, its signing secret. */
export const webhookSubscriptionCreated = webhookSubscriptionRecord
  .extend({ secret: z.string().describe('`whsec_…`: verifies the `webhook-signature` of each delivery (Standard Webhooks); shown once') })
  .meta({ id: 'WebhookSubscriptionCreated' });

export type WebhookSubscription = z.infer<typeof webhookSubscriptionRecord>;
export type WebhookSubscriptionCreated = z.infer<typeof webhookSubscriptionCreated>;

export const webhookSubscriptions = defineCollection({
  ...COLLECTIONS['webhook-subscriptions'],
  input: webhookSubscriptionInput,
  record: webhookSubscriptionRecord,
  searchFields: ['url', 'description'],
  filters: { id: 'id', active: 'boolean', created_by: 'id' },
});

/** pending: not sent yet (or waiting for an earlier one of its record); failed: will be tried again; exhausted: no more tries. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'exhausted'] as const;

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    subscription_id: z.number().int(),
    event_id: z.number().int().nullable().describe('The event (the `webhook-id` sent); null for a test event'),
    event_type: z.string(),
    attempt: z.number().int().describe('Attempts made so far'),
    status: z.enum(DELIVERY_STATUSES),
    response_status: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    at: timestamp.describe('When the delivery was made from its event'),
    last_attempt_at: timestamp.nullable(),
    next_attempt_at: timestamp.nullable().describe('When a failed delivery is tried again'),
    error: z.string().nullable().describe('Why the last attempt failed when there was no answer (refused address, timeout, connection)'),
    request_body: z.string().describe('The JSON body sent (capped)'),
    response_excerpt: z.string().nullable().describe('The start of the answer’s body (capped)'),
  })
  .meta({ id: 'WebhookDelivery' });

/** GET /api/webhook-subscriptions/:id/deliveries: newest first, paged like other lists. */
export const DELIVERY_LIST = { name: 'deliveries', searchFields: [], filters: { status: 'string', event_type: 'string' }, sortable: ['id'], defaultSort: ['id', 'DESC'] } as const;

export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
