import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { newApiKeySecret } from '../services/apiKeys';
import { newWebhookSecret, sealSecret } from '../services/webhooks/secrets';
import { DEV_SECRET } from '../config';

// Issue 36: the integrations screens have something to show. The demo key's secret is random and
// never printed (it opens nothing anyone knows); the demo subscription is off, its receiver an
// example address, with one delivered test event in its log.
export async function seedIntegrations(tx: Tx): Promise<void> {
  const { prefix, hash } = newApiKeySecret();
  await tx.execute(sql`
    insert into api_keys (name, prefix, secret_hash, permissions, created_by)
    select 'Accounting sync (demo)', ${prefix}, ${hash}, array['view_orders', 'view_products', 'view_customers'], id from users where email = 'admin@example.com'`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into webhook_subscriptions (url, events, active, description, secret_sealed, created_by)
    select 'https://erp.example.com/webhooks/stockyard', array['order.confirmed', 'order.dispatched', 'order.cancelled'], false,
      'The ERP hears of confirmed, dispatched and cancelled orders (demo: turned off)', ${sealSecret(newWebhookSecret(), DEV_SECRET)}, id
    from users where email = 'admin@example.com'
    returning id`);
  await tx.execute(sql`
    insert into webhook_deliveries (subscription_id, event_type, request_body, status, attempt, last_attempt_at, delivered_at, response_status, duration_ms, response_excerpt)
    values (${rows[0].id}, 'webhook.test', ${JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { subscription_id: rows[0].id } })},
      'delivered', 1, now(), now(), 200, 42, '{"ok":true}')`);
  for (const table of ['api_keys', 'webhook_subscriptions']) {
    await tx.execute(sql.raw(`insert into audit_log (collection, record_id, action, actor_kind, actor_name, changes) select '${table.replace(/_/g, '-')}', id, 'create', 'system', 'Demo data', '{}' from ${table}`));
  }
}
