import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { recordAudit, SYSTEM } from '../audit';
import { committedAfter, readOnCursor } from '../eventCursor';
import { appendEvent } from '../events';
import { turnedOffReason, type TurnedOffBecause } from '../../../contract/integrations';
import type { MessageLocale } from '../../../contract/messages';
import type { Mailer } from '../mail';
import { webhookTurnedOffMail } from '../mails/writing';
import { AllowedHosts, deliveryAgents } from './addressGuard';
import { attemptDelivery, BODY_CAP, type Attempt } from './delivery';
import { sealSecret, unsealSecret } from './secrets';

// DESIGN.md §5 "Integrations", issue 36 item 2; docs/decisions.md "Integrations" says why.
// Every API process runs a dispatcher and a worker:
// - the dispatcher reads what committed in the event log since the shared cursor (a snapshot, as
//   the live streams do: events.ts says why ids cannot serve), woken by the same notification as
//   the streams plus a periodic poll, and makes one delivery per (subscription, event) — the
//   unique index makes it once whichever process reads first — and a pg-boss job for each, in
//   the same transaction that moves the cursor;
// - the worker takes jobs, holds the delivery for a lease while it sends (a worker that dies
//   mid-send leaves a lease that runs out, and the job or the sweep brings it back), and records
//   the attempt: delivered, failed (tried again after the next wait of the backoff) or exhausted.
// A delivery waits for the earlier unfinished deliveries of its record to the same subscription.

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** pg-boss keeps its tables in this schema of the same database. */
export const PGBOSS_SCHEMA = 'pgboss';

export interface WebhookOptions {
  /** SECRET: the key the signing secrets are sealed under. */
  serverSecret: string;
  allowedHosts: readonly string[];
  backoffSeconds: readonly number[];
  timeoutMs: number;
  disableAfter: number;
  mailer: Mailer;
  publicUrl: string;
  /** Whether the event notification is heard; when not, the log is read every second. */
  listening: () => boolean;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Finished deliveries (delivered, exhausted) older than this many days are deleted, as the events are (EVENT_RETENTION_DAYS). */
  retentionDays: number;
  /** How often the log is read without a notification, and the open deliveries swept (tests shorten them). */
  pollMs?: number;
  sweepMs?: number;
}

type Job = { delivery: number };

const SWEEP_BATCH = 1000;
/** How long a cursor may stay put while no subscription is active before it is moved on (so a first subscription does not read old events). */
const IDLE_ADVANCE_MS = 10_000;
const NONE_ACTIVE_RECHECK_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class Webhooks {
  readonly allowed: AllowedHosts;
  readonly #agents: ReturnType<typeof deliveryAgents>;
  #boss: Promise<PgBoss> | null = null;
  #workers: string[] = [];
  #reading = false;
  #again = false;
  #closed = false;
  #idleAdvancedAt = 0;
  /** Until then no subscription is taken to be active (nothing is lost meanwhile: the cursor stays). */
  #noneActiveUntil = 0;
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly opts: WebhookOptions,
  ) {
    this.allowed = new AllowedHosts(opts.allowedHosts);
    this.#agents = deliveryAgents(this.allowed);
  }

  /** Starts reading the log; pg-boss itself starts only once a subscription is active (most test apps never need it). */
  start(): void {
    const poll = this.opts.pollMs ?? 5_000;
    this.#timers.push(setInterval(() => this.wake(), poll));
    this.#timers.push(setInterval(() => !this.opts.listening() && this.wake(), 1_000));
    this.#timers.push(setInterval(() => void this.#sweep(), this.opts.sweepMs ?? this.#leaseSeconds() * 1000));
    this.#timers.push(setInterval(() => void this.prune(), PRUNE_EVERY_MS));
    for (const timer of this.#timers) timer.unref();
    this.wake();
  }

  /** Something committed (or may have): read the log once the read under way, if any, is done. */
  wake(): void {
    if (this.#closed) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    this.#track(this.#dispatch())
      .catch((err: Error) => this.opts.log.warn({ err }, 'webhooks: reading the event log failed; trying again at the next wake-up'))
      .finally(() => {
        this.#reading = false;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    void work.finally(() => this.#inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** pg-boss, started on first need: its schema, the queue, and this process's workers. */
  boss(): Promise<PgBoss> {
    this.#boss ??= this.#startBoss().catch((err: Error) => {
      this.#boss = null;
      throw err;
    });
    return this.#boss;
  }

  async #startBoss(): Promise<PgBoss> {
    const { pool } = this.database;
    const lease = this.#leaseSeconds();
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: PGBOSS_SCHEMA,
      schedule: false,
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, lease)),
    });
    boss.on('error', (err) => this.opts.log.warn({ err }, 'webhooks: the job queue reported an error'));
    await boss.start();
    // Short: one queued job per delivery (its id is the singleton key), however many run: a job
    // whose worker died runs again once it expires, or the sweep queues the delivery anew, and the
    // delivery's lease (not the queue) makes sure one attempt is under way at a time. (Stately
    // would refuse to start a job while a dead worker's copy still counts as running, and with
    // it every job fetched alongside.)
    await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'short', retryLimit: 20, retryDelay: 1, expireInSeconds: lease + 5 });
    for (let i = 0; i < 4; i++) {
      this.#workers.push(await boss.work<Job>(WEBHOOK_QUEUE, { batchSize: 25, pollingIntervalSeconds: 0.5 }, (jobs) => this.#work(jobs)));
    }
    if (this.#closed) await boss.stop({ graceful: false, wait: true });
    return boss;
  }

  /** How long a worker holds a delivery it sends: its timeout, and a margin for recording the answer. */
  #leaseSeconds(): number {
    return Math.ceil(this.opts.timeoutMs / 1000) + 2;
  }

  async #work(jobs: PgBoss.Job<Job>[]): Promise<void> {
    const ids = [...new Set(jobs.map((job) => job.data.delivery))];
    await this.#track(this.#deliverMany(ids)).catch((err: Error) => this.opts.log.warn({ err, deliveries: ids }, 'webhooks: deliveries could not be recorded; the sweep brings them back'));
  }

  /** Queues a delivery's attempt, after `seconds`; a delivery already queued is not queued twice. */
  async enqueue(deliveryId: number, seconds = 0): Promise<void> {
    const boss = await this.boss();
    await boss.send(WEBHOOK_QUEUE, { delivery: deliveryId }, { singletonKey: String(deliveryId), ...(seconds > 0 && { startAfter: seconds }) });
    if (!seconds) for (const id of this.#workers) boss.notifyWorker(id);
  }

  // ---- Dispatching: events → deliveries and their jobs.

  /** A subscription was made or changed in this process: look again at once. */
  subscriptionsChanged(): void {
    this.#noneActiveUntil = 0;
    this.wake();
  }

  async #dispatch(): Promise<void> {
    const { pool } = this.database;
    // Without subscriptions (most installs) a wake-up costs nothing for a second after a look:
    // the cursor stays meanwhile, so a subscription made elsewhere misses nothing.
    if (Date.now() < this.#noneActiveUntil) return;
    const { rows: active } = await pool.query<{ any: boolean }>('select exists (select 1 from webhook_subscriptions where active) as any');
    if (!active[0].any) {
      this.#noneActiveUntil = Date.now() + NONE_ACTIVE_RECHECK_MS;
      if (Date.now() - this.#idleAdvancedAt < IDLE_ADVANCE_MS) return;
      // One statement: a subscription that commits meanwhile either is seen (the cursor stays) or reads from the new cursor.
      // Only past events that committed since: an idle server writes nothing.
      await pool.query(
        `update webhook_cursor c set snapshot = pg_current_snapshot()::text where not exists (select 1 from webhook_subscriptions where active)
          and exists (select 1 from events e where ${committedAfter('e.xid', 'c.snapshot::pg_snapshot')})`,
      );
      this.#idleAdvancedAt = Date.now();
      return;
    }
    const boss = await this.boss();
    // (The cursor row is made by migration 0022, before any event a subscription could want.)
    const read = await readOnCursor(pool, 'webhook_cursor', async (client, since) => {
      const { rows } = await client.query<{ snapshot: string; ids: string[] }>(
        `with fresh as (
          insert into webhook_deliveries (subscription_id, event_id, event_type, collection, record_id, request_body)
          select w.id, e.id, e.type, e.collection, e.record_id,
            left(jsonb_build_object('type', e.type, 'timestamp', e.at,
              'data', e.payload || jsonb_build_object('collection', e.collection, 'record_id', e.record_id,
                'actor', jsonb_build_object('kind', e.actor_kind, 'id', e.actor_id, 'name', e.actor_name)))::text, $2)
          from events e join webhook_subscriptions w on w.active and e.type = any(w.events) and e.at >= w.created_at
          where ${committedAfter('e.xid', '$1::pg_snapshot')}
          order by e.id, w.id
          on conflict (subscription_id, event_id) do nothing
          returning id)
        select pg_current_snapshot()::text as snapshot, coalesce((select array_agg(id order by id) from fresh), '{}') as ids`,
        [since, BODY_CAP],
      );
      const ids = rows[0].ids.map(Number);
      if (ids.length) {
        const jobs = ids.map((id) => ({ name: WEBHOOK_QUEUE, data: { delivery: id }, singletonKey: String(id) }));
        await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
      }
      return { snapshot: rows[0].snapshot, made: ids.length };
    });
    const made = read?.made ?? 0;
    if (made) for (const id of this.#workers) boss.notifyWorker(id);
  }

  /** Deliveries no job carries (a lost enqueue, a subscription turned on again, a lease run out): queued again. */
  async #sweep(): Promise<void> {
    if (this.#closed || !this.#boss) return;
    try {
      const { rows } = await this.database.pool.query<{ id: string }>(
        `select d.id from webhook_deliveries d join webhook_subscriptions w on w.id = d.subscription_id and w.active
        where d.status in ('pending', 'failed') and coalesce(d.next_attempt_at, d.at) < now() - make_interval(secs => $1)
          and (d.lease_until is null or d.lease_until < now())
          and not exists (select 1 from webhook_deliveries p where p.subscription_id = d.subscription_id and p.collection = d.collection
            and p.record_id = d.record_id and p.event_id < d.event_id and p.status in ('pending', 'failed'))
        order by d.id limit ${SWEEP_BATCH}`,
        [this.#leaseSeconds()],
      );
      for (const { id } of rows) await this.enqueue(Number(id));
    } catch (err) {
      this.opts.log.warn({ err }, 'webhooks: sweeping open deliveries failed; trying again later');
    }
  }

  /** The delivery log keeps what the event log keeps: finished deliveries past the retention go. */
  async prune(): Promise<void> {
    await this.database.pool
      .query(`delete from webhook_deliveries where status in ('delivered', 'exhausted') and at < now() - make_interval(days => $1)`, [this.opts.retentionDays])
      .catch((err: Error) => this.opts.log.warn({ err }, 'webhooks: pruning old deliveries failed; trying again later'));
  }

  // ---- Delivering.

  /** One attempt of a delivery, if it is due, not held by another worker and not waiting for an earlier one of its record. */
  deliver(deliveryId: number): Promise<void> {
    return this.#deliverMany([deliveryId]);
  }

  /** A batch of jobs: claimed in one statement, sent at once, the deliveries that went through recorded in one statement. */
  async #deliverMany(ids: number[]): Promise<void> {
    const { pool } = this.database;
    const { rows } = await pool.query<{ id: string; event_id: string | null; request_body: string; attempt: number; url: string; secret_sealed: string }>(
      `update webhook_deliveries d set lease_until = now() + make_interval(secs => $2), attempt = d.attempt + 1, last_attempt_at = now()
      from webhook_subscriptions w
      where d.id = any($1::bigint[]) and w.id = d.subscription_id and (w.active or d.event_id is null)
        and d.status in ('pending', 'failed') and (d.lease_until is null or d.lease_until < now())
        and (d.next_attempt_at is null or d.next_attempt_at <= now() + interval '2 seconds')
        and not exists (select 1 from webhook_deliveries p where p.subscription_id = d.subscription_id and p.collection = d.collection
          and p.record_id = d.record_id and p.event_id < d.event_id and p.status in ('pending', 'failed'))
      returning d.id, d.event_id, d.request_body, d.attempt, w.url, w.secret_sealed`,
      [ids, this.#leaseSeconds()],
    );
    const attempts = await Promise.all(
      rows.map(async (claimed) => ({
        id: Number(claimed.id),
        attemptNo: claimed.attempt,
        attempt: await attemptDelivery(
          {
            url: claimed.url,
            webhookId: claimed.event_id ? String(claimed.event_id) : `test_${claimed.id}`,
            body: claimed.request_body,
            secret: unsealSecret(claimed.secret_sealed, this.opts.serverSecret),
          },
          (url) => this.#agents.agentFor(url),
          this.opts.timeoutMs,
        ),
      })),
    );
    const through = attempts.filter((a) => a.attempt.ok);
    if (through.length) await this.#recordDelivered(through);
    for (const { id, attemptNo, attempt } of attempts) if (!attempt.ok) await this.#recordFailure(id, attemptNo, attempt);
  }

  /** Deliveries that went through: recorded together; the next waiting delivery of each record is queued. */
  async #recordDelivered(done: { id: number; attempt: Attempt }[]): Promise<void> {
    const { rows } = await this.database.pool.query<{ next: string | null }>(
      `with done as (
        update webhook_deliveries d set status = 'delivered', response_status = x.status, duration_ms = x.duration, response_excerpt = x.excerpt, error = null,
          lease_until = null, next_attempt_at = null, delivered_at = now()
        from unnest($1::bigint[], $2::int[], $3::int[], $4::text[]) as x(id, status, duration, excerpt)
        where d.id = x.id returning d.subscription_id, d.collection, d.record_id, d.event_id),
      reset as (update webhook_subscriptions w set exhausted_in_row = 0 where w.id in (select subscription_id from done) and w.exhausted_in_row <> 0)
      select (select n.id from webhook_deliveries n where n.subscription_id = done.subscription_id and n.collection = done.collection
        and n.record_id = done.record_id and n.event_id > done.event_id and n.status in ('pending', 'failed') order by n.event_id limit 1) as next
      from done`,
      [done.map((d) => d.id), done.map((d) => d.attempt.status), done.map((d) => d.attempt.durationMs), done.map((d) => d.attempt.excerpt)],
    );
    for (const next of new Set(rows.map((r) => r.next).filter((n): n is string => n !== null))) await this.enqueue(Number(next));
  }

  /** An attempt that did not go through: tried again after the next wait of the backoff, or exhausted (and the next of its record queued). */
  async #recordFailure(deliveryId: number, attemptNo: number, attempt: Attempt): Promise<void> {
    const backoff = this.opts.backoffSeconds;
    const outcome = attemptNo <= backoff.length ? 'failed' : 'exhausted';
    const wait = outcome === 'failed' ? backoff[attemptNo - 1] : null;
    const { rows } = await this.database.pool.query<{ subscription_id: number; next: string | null; exhausted_in_row: number | null; active: boolean | null }>(
      `with d as (
        update webhook_deliveries set status = $2, response_status = $3, duration_ms = $4, response_excerpt = $5, error = $6, lease_until = null,
          next_attempt_at = case when $7::int is null then null else now() + make_interval(secs => $7::int) end
        where id = $1 returning subscription_id, collection, record_id, event_id),
      s as (
        update webhook_subscriptions w set exhausted_in_row = w.exhausted_in_row + 1
        from d where w.id = d.subscription_id and $2 = 'exhausted'
        returning w.exhausted_in_row, w.active)
      select d.subscription_id, (select exhausted_in_row from s) as exhausted_in_row, (select active from s) as active,
        case when $2 = 'exhausted' then (select n.id from webhook_deliveries n where n.subscription_id = d.subscription_id and n.collection = d.collection
          and n.record_id = d.record_id and n.event_id > d.event_id and n.status in ('pending', 'failed') order by n.event_id limit 1) end as next
      from d`,
      [deliveryId, outcome, attempt.status, attempt.durationMs, attempt.excerpt, attempt.error, wait],
    );
    const row = rows[0];
    if (!row) return;
    if (wait !== null) await this.enqueue(deliveryId, wait);
    if (row.next) await this.enqueue(Number(row.next));
    if (outcome === 'exhausted' && row.active && (row.exhausted_in_row ?? 0) >= this.opts.disableAfter) await this.#disable(row.subscription_id, row.exhausted_in_row!, attempt);
  }

  /** Issue 36: a subscription whose deliveries keep failing is turned off, and its maker told (an event, and a mail in their language). */
  async #disable(subscriptionId: number, exhausted: number, last: Attempt): Promise<void> {
    const because: TurnedOffBecause = { failures: exhausted, last_status: last.status, last_error: last.status ? null : (last.error ?? null) };
    const reason = turnedOffReason(because, 'en');
    const disabled = await this.database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number; version: number; url: string; email: string | null; full_name: string | null; language: MessageLocale | null }>(sql`
        update webhook_subscriptions w set active = false, disabled_reason = ${reason}, disabled_because = ${JSON.stringify(because)}::jsonb, version = w.version + 1, updated_at = now()
        where w.id = ${subscriptionId} and w.active
        returning w.id, w.version, w.url, (select email from users where id = w.created_by) as email, (select full_name from users where id = w.created_by) as full_name,
          (select language from user_preferences where user_id = w.created_by) as language`);
      const row = rows[0];
      if (!row) return null;
      await recordAudit(tx, { collection: 'webhook-subscriptions', recordId: row.id, action: 'disabled', actor: SYSTEM, changes: { active: [true, false], disabled_reason: [null, reason] } });
      await appendEvent(tx, { type: 'webhook_subscription.disabled', collection: 'webhook-subscriptions', recordId: row.id, actor: SYSTEM, payload: { id: row.id, version: row.version, reason } });
      return row;
    });
    if (!disabled) return;
    this.opts.log.warn({ subscription: subscriptionId, reason }, 'webhooks: a subscription was turned off');
    if (!disabled.email) return;
    const mail = webhookTurnedOffMail({ name: disabled.full_name ?? '', language: disabled.language ?? 'en' }, { id: disabled.id, url: disabled.url, because }, this.opts.publicUrl);
    await this.opts
      .mailer({ to: disabled.email, ...mail })
      .catch((err: Error) => this.opts.log.warn({ err }, 'webhooks: the mail about a turned-off subscription failed'));
  }

  // ---- What the routes ask for.

  /** A new subscription's secret as it is stored (secrets.ts). */
  seal(secret: string): string {
    return sealSecret(secret, this.opts.serverSecret);
  }

  /** POST /api/webhook-subscriptions/:id/test: a test event, sent now; a failure is retried like any delivery. */
  async sendTest(subscriptionId: number): Promise<number> {
    await this.boss();
    const { rows } = await this.database.pool.query<{ id: string }>(
      `insert into webhook_deliveries (subscription_id, event_type, request_body)
      values ($1, 'webhook.test', jsonb_build_object('type', 'webhook.test', 'timestamp', now(), 'data', jsonb_build_object('subscription_id', $1::int))::text)
      returning id`,
      [subscriptionId],
    );
    const id = Number(rows[0].id);
    await this.deliver(id);
    return id;
  }

  /** POST /api/webhook-deliveries/:id/replay: sent again from its first attempt, with the same `webhook-id`. */
  async replay(deliveryId: number): Promise<boolean> {
    const { rowCount } = await this.database.pool.query(
      `update webhook_deliveries set status = 'pending', attempt = 0, next_attempt_at = null, lease_until = null
      where id = $1 and (lease_until is null or lease_until < now())`,
      [deliveryId],
    );
    if (rowCount) await this.enqueue(deliveryId);
    return !!rowCount;
  }

  /** Stops reading and working; deliveries under way finish (their answers are recorded). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    const boss = await this.#boss?.catch(() => null);
    await boss?.stop({ graceful: true, wait: true, timeout: this.opts.timeoutMs + 2_000 });
    await Promise.allSettled([...this.#inFlight]);
  }
}
