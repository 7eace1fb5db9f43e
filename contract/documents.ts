import { z } from 'zod';

/** A document's lines: at least one, at most `max`, each product once (a repeat says which line holds it). */
export function productLines<Line extends z.ZodObject<{ product_id: z.ZodNumber }>>(line: Line, max: number) {
  return z
    .array(line)
    .min(1, 'Add at least one line')
    .max(max, `At most ${max} lines`)
    .superRefine((list, ctx) => {
      const seen = new Map<number, number>();
      list.forEach((item, i) => {
        const productId = (item as { product_id: number }).product_id;
        const first = seen.get(productId);
        if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'product_id'], message: `This product is already on line ${first + 1}` });
        else seen.set(productId, i);
      });
    });
}

/** What every line of a document reads back: its product as people know it, and the quantity. */
export const productLineFields = {
  id: z.number().int(),
  line_no: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
};

/** A calendar date as YYYY-MM-DD (what a date input gives). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a date');
