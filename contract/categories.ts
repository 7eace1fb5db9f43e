import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';

export const categoryInput = z.object({
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  parent_id: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
});

export type CategoryInput = z.infer<typeof categoryInput>;
export type Category = CategoryInput & RecordMeta & { product_count: number };

export const categories = defineCollection({
  name: 'categories',
  resource: 'category',
  area: 'categories',
  input: categoryInput,
  searchFields: ['name', 'description'],
  filters: { id: 'id', parent_id: 'id' },
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
