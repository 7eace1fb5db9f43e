import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { partyFields, partyRecordFields, partySearchFields } from './parties';
import { COLLECTIONS } from './resources';

export const supplierInput = z.object({ ...partyFields });

export type SupplierInput = z.infer<typeof supplierInput>;
export const supplierRecord = z.object({ ...recordMeta, ...partyRecordFields, product_count: z.number().int() }).meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierRecord>;

export const suppliers = defineCollection({
  ...COLLECTIONS.suppliers,
  input: supplierInput,
  record: supplierRecord,
  searchFields: partySearchFields,
  filters: { id: 'id', status: 'string' },
});
