import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_LANGUAGES, MAIL_STATUSES } from '../../../contract/mails';
import { at, inList } from './columns';
import { users } from './auth';

// Issue 36 item 3, DESIGN.md §5 "Integrations"; docs/decisions.md "Mails from events" says why each is kept so.

/**
 * One mail to one person: made once per (event, recipient) or (digest day, recipient) by whichever
 * process reads first, written out in the recipient's language, then sent and marked.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event it tells of (an order's mail); null for a digest. */
    event_id: bigint('event_id', { mode: 'number' }),
    /** The day of a low-stock digest; null for an event's mail. */
    digest_on: date('digest_on', { mode: 'string' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    at: at('at').notNull().defaultNow(),
    next_attempt_at: at('next_attempt_at'),
    /** A process sending it holds it until then; past it (the process died), another may send it. */
    lease_until: at('lease_until'),
    sent_at: at('sent_at'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('outgoing_mails_event_once').on(t.event_id, sql`lower(${t.recipient})`),
    uniqueIndex('outgoing_mails_digest_once').on(t.digest_on, sql`lower(${t.recipient})`),
    index('outgoing_mails_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'failed')`),
    check('outgoing_mails_status_check', sql`${t.status} in ${inList(MAIL_STATUSES)}`),
  ],
);

/** Where the mail dispatchers have read the event log to (one row): the snapshot of their last read (server/services/events.ts). */
export const mailCursor = pgTable(
  'mail_cursor',
  {
    one: boolean('one').primaryKey().default(true),
    snapshot: text('snapshot').notNull(),
  },
  (t) => [check('mail_cursor_one', sql`${t.one}`)],
);

/** What a staff user chose for themselves (GET/PUT /api/me/preferences); no row: the defaults. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    low_stock_digest: boolean('low_stock_digest').notNull().default(false),
    /** The language the person's mails are written in: the one the app was in when they last saved their preferences. */
    language: text('language', { enum: MAIL_LANGUAGES }).notNull().default('en'),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('user_preferences_language_check', sql`${t.language} in ${inList(MAIL_LANGUAGES)}`)],
);
