import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { partyFields, partySearchFields, partySortable } from './parties';

export const supplierInput = z.object({ ...partyFields });

export type SupplierInput = z.infer<typeof supplierInput>;
export type Supplier = SupplierInput & RecordMeta & { product_count: number };

export const suppliers = defineCollection({
  name: 'suppliers',
  resource: 'suppliers',
  area: 'suppliers',
  input: supplierInput,
  searchFields: partySearchFields,
  filters: { id: 'id', status: 'string' },
  sortable: partySortable,
  defaultSort: ['company_name', 'ASC'],
});
