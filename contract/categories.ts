import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';

export const categoryInput = z.object({
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  parent_id: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
});

export type CategoryInput = z.infer<typeof categoryInput>;
export const categoryRecord = z
  .object({ ...recordMeta, name: z.string(), parent_id: z.number().int().nullable(), description: z.string().nullable(), product_count: z.number().int() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categoryRecord>;

export const categories = defineCollection({
  name: 'categories',
  resource: 'category',
  area: 'categories',
  input: categoryInput,
  record: categoryRecord,
  searchFields: ['name', 'description'],
  filters: { id: 'id', parent_id: 'id' },
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
