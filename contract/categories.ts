import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { COLLECTIONS } from './resources';

export const categoryInput = z.object({
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  parent_id: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
});

/** How a category's path reads: "Brakes › Pads". */
export const PATH_SEPARATOR = ' › ';

export type CategoryInput = z.infer<typeof categoryInput>;
export const categoryRecord = z
  .object({
    ...recordMeta,
    name: z.string(),
    parent_id: z.number().int().nullable(),
    description: z.string().nullable(),
    product_count: z.number().int(),
    /** The names from the top category down to this one: the list sorts by it, so children follow their parent. */
    lineage: z.array(z.string()),
    /** The lineage as one text, "Brakes › Pads". */
    path: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categoryRecord>;

export const categories = defineCollection({
  ...COLLECTIONS.categories,
  input: categoryInput,
  record: categoryRecord,
  searchFields: ['path', 'description'],
  // exclude_branch: every category but this one and those under it (the parent picker offers no cycle).
  filters: { id: 'id', parent_id: 'id', exclude_branch: 'id' },
});
