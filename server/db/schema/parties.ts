import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PARTY_STATUSES } from '../../../contract/parties';
import { recordColumns, searchDocument } from './columns';

const partyColumns = () => ({
  ...recordColumns(),
  company_name: text('company_name').notNull(),
  contact_person_name: text('contact_person_name'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  tax_id: text('tax_id'),
  status: text('status', { enum: PARTY_STATUSES }).notNull().default('active'),
});

export const suppliers = pgTable('suppliers', partyColumns(), (t) => [
  index('suppliers_company_idx').on(t.company_name, t.id),
  index('suppliers_search_idx').using('gin', sql`(${searchDocument([t.company_name, t.contact_person_name, t.email, t.phone, t.tax_id])}) gin_trgm_ops`),
  check('suppliers_status_check', sql`${t.status} in ('active', 'inactive')`),
]);

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
