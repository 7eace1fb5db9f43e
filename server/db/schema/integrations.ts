import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, type TurnedOffBecause } from '../../../contract/integrations';
import { inList, recordColumns } from './columns';
import { users } from './auth';

// DESIGN.md §5 "Integrations" (issue 36); docs/decisions.md "Integrations" says why each is kept so.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A script's key: only the SHA-256 of its secret is kept, and the secret's first characters to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secret_hash: text('secret_hash').notNull(),
    /** What it was given; what it may do is this and what its maker still holds. */
    permissions: text('permissions').array().notNull(),
    expires_at: at('expires_at'),
    last_used_at: at('last_used_at'),
    /** A key dies with its maker's account. */
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_unique').on(t.secret_hash)],
);

export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  ...recordColumns(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  description: text('description'),
  /** The `whsec_` secret, encrypted with a key derived from SECRET (the server must sign with it, so it cannot be hashed). */
  secret_sealed: text('secret_sealed').notNull(),
  /** Why the server turned it off, as a sentence (for API clients; English) and as facts each screen words in its own language. */
  disabled_reason: text('disabled_reason'),
  disabled_because: jsonb('disabled_because').$type<TurnedOffBecause>(),
  /** Deliveries exhausted one after the other, with none delivered between: so many turn the subscription off. */
  exhausted_in_row: integer('exhausted_in_row').notNull().default(0),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One event sent to one subscription: made once per (subscription, event) by whichever process reads the event first. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** null for a test event. */
    event_id: bigint('event_id', { mode: 'number' }),
    event_type: text('event_type').notNull(),
    collection: text('collection'),
    record_id: integer('record_id'),
    request_body: text('request_body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    at: at('at').notNull().defaultNow(),
    next_attempt_at: at('next_attempt_at'),
    /** A worker sending it holds it until then; past it (the worker died), another may send it again. */
    lease_until: at('lease_until'),
    last_attempt_at: at('last_attempt_at'),
    delivered_at: at('delivered_at'),
    response_status: integer('response_status'),
    duration_ms: integer('duration_ms'),
    response_excerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once').on(t.subscription_id, t.event_id),
    index('webhook_deliveries_list_idx').on(t.subscription_id, t.id),
    // The earlier unfinished deliveries of a record, which a later one waits for.
    index('webhook_deliveries_open_idx')
      .on(t.subscription_id, t.collection, t.record_id, t.event_id)
      .where(sql`${t.status} in ('pending', 'failed')`),
    check('webhook_deliveries_status_check', sql`${t.status} in ${inList(DELIVERY_STATUSES)}`),
  ],
);

/** Where the dispatchers have read the event log to (one row): the snapshot of their last read (server/services/events.ts). */
export const webhookCursor = pgTable(
  'webhook_cursor',
  {
    one: boolean('one').primaryKey().default(true),
    snapshot: text('snapshot').notNull(),
  },
  (t) => [check('webhook_cursor_one', sql`${t.one}`)],
);
