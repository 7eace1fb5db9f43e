import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_LANGUAGES } from '../../../contract/mails';
import { inList, partyColumns, searchDocument } from './columns';

export const dealers = pgTable(
  'dealers',
  {
    ...partyColumns(),
    credit_limit: numeric('credit_limit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    portal_email: text('portal_email'),
    portal_password_hash: text('portal_password_hash'),
    /** The language of the mails it gets (issue 36 item 3). */
    language: text('language', { enum: MAIL_LANGUAGES }).notNull().default('en'),
    /** Whether its contacts get a mail when an order is confirmed, dispatched or cancelled. */
    order_mails: boolean('order_mails').notNull().default(true),
  },
  (t) => [
    index('dealers_company_idx').on(t.company_name, t.id),
    uniqueIndex('dealers_portal_email_unique').on(sql`lower(${t.portal_email})`),
    index('dealers_search_idx').using(
      'gin',
      sql`(${searchDocument([t.company_name, t.contact_person_name, t.email, t.phone, t.tax_id, t.portal_email])}) gin_trgm_ops`,
    ),
    check('dealers_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('dealers_credit_limit_check', sql`${t.credit_limit} >= 0`),
    check('dealers_language_check', sql`${t.language} in ${inList(MAIL_LANGUAGES)}`),
  ],
);
