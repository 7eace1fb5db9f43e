import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParams, listOf, listQuery, patchOf } from '../../contract/api';
import {
  DELIVERY_LIST,
  webhookDelivery,
  webhookSubscriptionCreated,
  webhookSubscriptionInput,
  webhookSubscriptions as subscriptionDef,
} from '../../contract/integrations';
import type { Database, Db } from '../db/client';
import { users, webhookSubscriptions } from '../db/schema';
import { conflict, notFound } from '../errors';
import { needs } from '../plugins/routeAccess';
import { sendList, staffActor, type Api, type RouteContext, type ServerCollection } from '../routes/collections';
import { createRecord, readRecord, updateRecord, type CollectionBinding, type Row } from '../services/records';
import { assertDeliverableUrl } from '../services/webhooks/addressGuard';
import { newWebhookSecret } from '../services/webhooks/secrets';
import { outer } from '../services/wording';

// DESIGN.md §5 "Integrations", issue 36 item 2: subscriptions, their deliveries, a test event and
// a replay. Delivering is services/webhooks.

export const subscriptionBinding: CollectionBinding = {
  def: subscriptionDef,
  table: webhookSubscriptions,
  hidden: ['secret_sealed', 'exhausted_in_row'],
  computed: {
    created_by_name: sql<string | null>`(select u.full_name from ${users} u where u.id = ${outer('webhook_subscriptions')}.created_by)`.as('created_by_name'),
  },
  // Turned on again by a person: the server's reason to have turned it off, and its count of failures, go.
  async validate(_tx, data, { current }) {
    if (current && !current.active && data.active) Object.assign(data, { disabled_reason: null, disabled_because: null, exhausted_in_row: 0 });
  },
};

const DELIVERY_COLUMNS = sql.raw(`d.id, d.subscription_id, d.event_id, d.event_type, d.attempt, d.status, d.response_status, d.duration_ms, d.at,
  d.last_attempt_at, d.next_attempt_at, d.error, d.request_body, d.response_excerpt`);

async function deliveryById(db: Db, id: number): Promise<Row> {
  // JSON carries the bigint ids as numbers.
  const { rows } = await db.execute<{ d: Row | null }>(sql`select (select row_to_json(x) from (select ${DELIVERY_COLUMNS} from webhook_deliveries d where d.id = ${id}) x) as d`);
  if (!rows[0].d) throw notFound('no_resource_with_id', { resource: 'webhook-deliveries', id });
  return rows[0].d;
}

const deliveriesQuery = listQuery(DELIVERY_LIST);

/** A subscription's deliveries, newest first (or oldest, by `sort=["id","ASC"]`), filtered by status or event type. */
async function listDeliveries(db: Db, subscriptionId: number, query: z.output<typeof deliveriesQuery>) {
  await readRecord(db, subscriptionBinding, subscriptionId);
  const [start, end] = query.range ?? [0, 24];
  const ascending = query.sort?.[1] === 'ASC';
  const filter = query.filter ?? {};
  const oneOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);
  const where = sql.join(
    [
      sql`d.subscription_id = ${subscriptionId}`,
      ...(filter.status !== undefined && filter.status !== '' ? [sql`d.status = any(${sql.param(oneOf(filter.status))}::text[])`] : []),
      ...(filter.event_type !== undefined && filter.event_type !== '' ? [sql`d.event_type = any(${sql.param(oneOf(filter.event_type))}::text[])`] : []),
    ],
    sql` and `,
  );
  const { rows } = await db.execute<{ total: number; rows: Row[] }>(sql`
    select (select count(*)::int from webhook_deliveries d where ${where}) as total,
      coalesce((select json_agg(x) from (select ${DELIVERY_COLUMNS} from webhook_deliveries d where ${where}
        order by d.id ${ascending ? sql`asc` : sql`desc`} offset ${start} limit ${end - start + 1}) x), '[]') as rows`);
  return { rows: rows[0].rows, total: rows[0].total, offset: start };
}

function subscriptionRoutes(app: Api, { db }: Database, { webhooks }: RouteContext) {
  const read = needs('webhook-subscriptions', 'read');
  const write = needs('webhook-subscriptions', 'write');

  // No Idempotency-Key: its stored answer would keep the secret.
  app.post(
    '/api/webhook-subscriptions',
    { ...write, schema: { summary: 'Subscribe a URL to event types; the signing secret (`whsec_…`) is in this answer only', body: webhookSubscriptionInput, response: { 201: webhookSubscriptionCreated } } },
    async (request, reply) => {
      const actor = staffActor(request);
      await assertDeliverableUrl(request.body.url, webhooks.allowed);
      const secret = newWebhookSecret();
      const created = await db.transaction((tx) =>
        createRecord(tx, subscriptionBinding, { ...request.body, events: [...new Set(request.body.events)].sort(), secret_sealed: webhooks.seal(secret), created_by: actor.id }, actor),
      );
      webhooks.subscriptionsChanged();
      return reply.status(201).send({ ...created, secret });
    },
  );

  app.put(
    '/api/webhook-subscriptions/:id',
    { ...write, schema: { summary: 'Change a subscription: the fields given, at the version it was read', params: idParams, body: patchOf(webhookSubscriptionInput), response: { 200: subscriptionDef.record } } },
    async (request) => {
      if (request.body.url !== undefined) await assertDeliverableUrl(request.body.url, webhooks.allowed);
      const change = { ...request.body, ...(request.body.events && { events: [...new Set(request.body.events)].sort() }) };
      const updated = await updateRecord(db, subscriptionBinding, request.params.id, change as Row & { version: number }, staffActor(request));
      webhooks.subscriptionsChanged();
      return updated;
    },
  );

  app.post(
    '/api/webhook-subscriptions/:id/test',
    { ...write, schema: { summary: 'Send the subscription a test event (`webhook.test`), now; the answer is its delivery, to follow in the deliveries', params: idParams, response: { 202: webhookDelivery } } },
    async (request, reply) => {
      await readRecord(db, subscriptionBinding, request.params.id);
      const id = await webhooks.sendTest(request.params.id);
      return reply.status(202).send(await deliveryById(db, id));
    },
  );

  app.get(
    '/api/webhook-subscriptions/:id/deliveries',
    { ...read, schema: { summary: 'The deliveries made to a subscription, newest first: status, attempts, the body sent and the start of the answer', params: idParams, querystring: deliveriesQuery, response: { 200: listOf(webhookDelivery) } } },
    async (request, reply) => sendList(reply, 'deliveries', await listDeliveries(db, request.params.id, request.query)),
  );

  app.post(
    '/api/webhook-deliveries/:id/replay',
    { ...write, schema: { summary: 'Send a delivery again from its first attempt, with the same webhook-id', params: idParams, response: { 202: webhookDelivery } } },
    async (request, reply) => {
      await deliveryById(db, request.params.id);
      if (!(await webhooks.replay(request.params.id))) throw conflict('webhook_delivery_sending');
      return reply.status(202).send(await deliveryById(db, request.params.id));
    },
  );
}

export const webhookSubscriptionsCollection: ServerCollection = { binding: subscriptionBinding, writes: 'custom', routes: subscriptionRoutes };
