import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { partyColumns, searchDocument } from './columns';

export const suppliers = pgTable('suppliers', partyColumns(), (t) => [
  index('suppliers_company_idx').on(t.company_name, t.id),
  index('suppliers_search_idx').using('gin', sql`(${searchDocument([t.company_name, t.contact_person_name, t.email, t.phone, t.tax_id])}) gin_trgm_ops`),
  check('suppliers_status_check', sql`${t.status} in ('active', 'inactive')`),
]);
