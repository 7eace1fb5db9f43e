import { sql } from 'drizzle-orm';
import { suppliers as supplierDef } from '../../contract/suppliers';
import { count } from '../../contract/messages';
import { products, suppliers } from '../db/schema';
import { conflict } from '../errors';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';
import { outer } from '../services/wording';

export const supplierBinding: CollectionBinding = {
  def: supplierDef,
  table: suppliers,
  computed: {
    product_count: sql<number>`(select count(*)::int from ${products} p where p.preferred_supplier_id = ${outer('suppliers')}.id)`.as(
      'product_count',
    ),
  },
  // DESIGN.md §6: a supplier with documents is deactivated, not deleted.
  async beforeDelete(_tx, record) {
    const n = record.product_count as number;
    if (n > 0) {
      throw conflict('supplier_has_products', { name: record.company_name as string, count: count(n, 'product') });
    }
  },
};

export const suppliersCollection: ServerCollection = { binding: supplierBinding };
