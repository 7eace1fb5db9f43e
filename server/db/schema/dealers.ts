import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { partyColumns, searchDocument } from './columns';

export const dealers = pgTable(
  'dealers',
  {
    ...partyColumns(),
    credit_limit: numeric('credit_limit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    portal_email: text('portal_email'),
    portal_password_hash: text('portal_password_hash'),
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
  ],
);
