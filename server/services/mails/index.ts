import PgBoss from 'pg-boss';
import { ORDER_MAIL_EVENTS } from '../../../contract/mails';
import type { MessageLocale } from '../../../contract/messages';
import { permissionFor } from '../../../contract/resources';
import type { Database } from '../../db/client';
import { committedAfter, readOnCursor } from '../eventCursor';
import { lowStockProducts } from '../lowStock';
import type { Mail, Mailer } from '../mail';
import { pruneHourly } from '../pruning';
import { PGBOSS_SCHEMA } from '../webhooks';
import { lowStockMail, orderMail, type OrderMailFacts } from './writing';

// Issue 36 item 3, DESIGN.md §5 "Integrations"; docs/decisions.md "Mails from events" says why.
// Every API process reads the event log for mails as the webhook dispatcher does (webhooks/index.ts):
// - the dispatcher reads what committed since its cursor (eventCursor.ts) and writes one outgoing
//   mail per (event, recipient) — a unique index makes it once whichever process reads first;
// - the sender claims due mails (`for update skip locked`, and a lease while it sends), hands them
//   to the mailer and marks each sent, or failed and tried again later, then exhausted;
// - the low-stock digest is a pg-boss schedule (LOW_STOCK_DIGEST_CRON): one job a tick whatever
//   the number of processes, and one mail per (day, person) whatever the number of runs.

export const LOW_STOCK_DIGEST_QUEUE = 'low-stock-digest';

/** The waits before each retry of a mail the mailer refused; after the last it is exhausted. */
export const MAIL_BACKOFF_SECONDS = [60, 300, 1800, 7200, 21600];
/** How long a sender holds the mails it claimed (past it, a process that died mid-send loses them to another). */
const LEASE_SECONDS = 120;
const SEND_BATCH = 50;

export interface MailOptions {
  mailer: Mailer;
  publicUrl: string;
  /** Whether the event notification is heard; when not, the log is read every second. */
  listening: () => boolean;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Sent and exhausted mails older than this many days are deleted, as the events are. */
  retentionDays: number;
  /** LOW_STOCK_DIGEST_CRON (UTC); null: not scheduled here (tests call sendLowStockDigest). */
  digestCron: string | null;
  /** How often the log is read without a notification, and due mails looked for (tests shorten it). */
  pollMs?: number;
}

/** One coalescing worker: a call while it runs makes it run once more after, never twice at once. */
class Serial {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (err: Error) => void,
  ) {}

  run(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.work().catch(this.onError);
      } while (this.#again);
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }
}

type OrderRow = OrderMailFacts & { event_id: number; recipients: string[] };

const today = () => new Date().toISOString().slice(0, 10);

export class Mails {
  readonly #reader: Serial;
  readonly #sender: Serial;
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  #stopPruning: (() => void) | null = null;
  #boss: Promise<PgBoss | null> | null = null;
  #closed = false;

  constructor(
    private readonly database: Database,
    private readonly opts: MailOptions,
  ) {
    this.#reader = new Serial(
      () => this.#dispatch(),
      (err) => opts.log.warn({ err }, 'mails: reading the event log failed; trying again at the next wake-up'),
    );
    this.#sender = new Serial(
      () => this.#sendDue(),
      (err) => opts.log.warn({ err }, 'mails: sending failed; trying again later'),
    );
  }

  start(): void {
    const poll = this.opts.pollMs ?? 5_000;
    this.#timers.push(setInterval(() => this.wake(), poll));
    this.#timers.push(setInterval(() => !this.opts.listening() && this.wake(), 1_000));
    for (const timer of this.#timers) timer.unref();
    this.#stopPruning = pruneHourly('old mails', () => this.prune(), this.opts.log);
    if (this.opts.digestCron) this.#boss = this.#schedule(this.opts.digestCron);
    this.wake();
  }

  /** Something committed (or may have): read the log, then send what is due. */
  wake(): void {
    if (this.#closed) return;
    void this.dispatch();
  }

  /** Reads the log once (after the read under way, if any) and sends what it made; tests await it. */
  async dispatch(): Promise<void> {
    await this.#reader.run();
    await this.#sender.run();
  }

  async #dispatch(): Promise<void> {
    await readOnCursor(this.database.pool, 'mail_cursor', async (client, since) => {
      const { rows } = await client.query<{ snapshot: string; orders: OrderRow[] }>(
        `select pg_current_snapshot()::text as snapshot, coalesce((select json_agg(x order by x.event_id) from (
          select e.id as event_id, e.type, o.id as order_id, o.number, coalesce(nullif(d.contact_person_name, ''), d.company_name) as name, d.language,
            (select coalesce(array_agg(distinct lower(r)), '{}') from unnest(array[d.email, d.portal_email]) r where r is not null and r <> '') as recipients,
            (select coalesce(json_agg(json_build_object('sku', p.sku, 'name', p.name, 'quantity', l.quantity) order by l.line_no), '[]')
              from order_lines l join products p on p.id = l.product_id where l.order_id = o.id) as lines
          from events e join orders o on o.id = e.record_id join dealers d on d.id = o.dealer_id and d.order_mails
          where e.type = any($2) and e.collection = 'orders' and ${committedAfter('e.xid', '$1::pg_snapshot')}) x), '[]') as orders`,
        [since, ORDER_MAIL_EVENTS],
      );
      const mails = rows[0].orders.flatMap((order) => order.recipients.map((to) => ({ event: order.event_id, kind: order.type, to, ...orderMail(order, this.opts.publicUrl) })));
      if (mails.length) {
        await client.query(
          `insert into outgoing_mails (event_id, kind, recipient, subject, body)
          select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[])
          on conflict do nothing`,
          [mails.map((m) => m.event), mails.map((m) => m.kind), mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text)],
        );
      }
      return rows[0];
    });
  }

  /** Claims the due mails a batch at a time and sends them. */
  async #sendDue(): Promise<void> {
    for (;;) {
      const { rows } = await this.database.pool.query<{ id: string; recipient: string; subject: string; body: string; attempt: number }>(
        `update outgoing_mails m set lease_until = now() + make_interval(secs => $1), attempt = m.attempt + 1
        where m.id in (select id from outgoing_mails where status in ('pending', 'failed') and (next_attempt_at is null or next_attempt_at <= now())
          and (lease_until is null or lease_until < now()) order by id limit ${SEND_BATCH} for update skip locked)
        returning m.id, m.recipient, m.subject, m.body, m.attempt`,
        [LEASE_SECONDS],
      );
      // An update's returning has no order: the mails go in the order they were made (a confirm before its dispatch).
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const mail of rows) await this.#send(Number(mail.id), { to: mail.recipient, subject: mail.subject, text: mail.body }, mail.attempt);
      if (rows.length < SEND_BATCH || this.#closed) return;
    }
  }

  async #send(id: number, mail: Mail, attempt: number): Promise<void> {
    try {
      await this.opts.mailer(mail);
    } catch (err) {
      const wait = attempt <= MAIL_BACKOFF_SECONDS.length ? MAIL_BACKOFF_SECONDS[attempt - 1] : null;
      this.opts.log.warn({ err, mail: id, to: mail.to, attempt }, wait === null ? 'mails: a mail was given up after its last attempt' : 'mails: a mail could not be sent; it is tried again later');
      await this.database.pool.query(
        `update outgoing_mails set status = $2, error = $3, lease_until = null,
          next_attempt_at = case when $4::int is null then null else now() + make_interval(secs => $4::int) end where id = $1`,
        [id, wait === null ? 'exhausted' : 'failed', String((err as Error)?.message ?? err).slice(0, 500), wait],
      );
      return;
    }
    await this.database.pool.query(`update outgoing_mails set status = 'sent', sent_at = now(), error = null, lease_until = null where id = $1`, [id]);
  }

  // ---- The low-stock digest.

  /**
   * Issue 36 item 3: the products low now, mailed to every active user who asked for the digest and
   * still may view purchase orders; nothing when none is low. Once per person and `day`
   * (YYYY-MM-DD), however often it runs. Answers how many mails it made.
   */
  async sendLowStockDigest(day: string = today()): Promise<number> {
    const low = await lowStockProducts(this.database.db);
    if (!low.length) return 0;
    const { rows: readers } = await this.database.pool.query<{ email: string; name: string; language: MessageLocale }>(
      `select u.email, u.full_name as name, p.language from users u join user_preferences p on p.user_id = u.id and p.low_stock_digest
      where u.status = 'active' and exists (select 1 from role_permissions rp join permissions pm on pm.id = rp.permission_id where rp.role_id = u.role_id and pm.name = $1)`,
      [permissionFor('purchase-orders', 'read')],
    );
    const mails = readers.map((reader) => ({ to: reader.email, ...lowStockMail(low, reader, day, this.opts.publicUrl) }));
    if (!mails.length) return 0;
    const { rowCount } = await this.database.pool.query(
      `insert into outgoing_mails (digest_on, kind, recipient, subject, body)
      select $1::date, 'low_stock_digest', * from unnest($2::text[], $3::text[], $4::text[])
      on conflict do nothing`,
      [day, mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text)],
    );
    await this.#sender.run();
    return rowCount ?? 0;
  }

  /** pg-boss runs the digest's schedule: started in the background, so the server's start does not wait for it. */
  async #schedule(cron: string): Promise<PgBoss | null> {
    try {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.database.pool.query(text, values) },
        schema: PGBOSS_SCHEMA,
      });
      boss.on('error', (err) => this.opts.log.warn({ err }, 'mails: the job queue reported an error'));
      await boss.start();
      await boss.createQueue(LOW_STOCK_DIGEST_QUEUE, { name: LOW_STOCK_DIGEST_QUEUE, policy: 'short', retryLimit: 3, retryDelay: 300 });
      await boss.schedule(LOW_STOCK_DIGEST_QUEUE, cron, {}, { tz: 'UTC' });
      await boss.work(LOW_STOCK_DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        const made = await this.sendLowStockDigest();
        this.opts.log.info({ mails: made }, 'mails: the low-stock digest ran');
      });
      if (this.#closed) await boss.stop({ graceful: false, wait: true });
      return boss;
    } catch (err) {
      this.opts.log.warn({ err }, 'mails: the low-stock digest could not be scheduled');
      return null;
    }
  }

  /** Sent and given-up mails go with the events they told of (EVENT_RETENTION_DAYS). */
  async prune(): Promise<void> {
    await this.database.pool.query(`delete from outgoing_mails where status in ('sent', 'exhausted') and at < now() - make_interval(days => $1)`, [this.opts.retentionDays]);
  }

  /** Stops reading and sending; a send under way finishes and is recorded. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.#stopPruning?.();
    const boss = await this.#boss;
    await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    await Promise.allSettled([this.#reader.idle(), this.#sender.idle()]);
  }
}
