import { z } from 'zod';
import { LABEL_LAYOUTS, MAX_COPIES, MAX_LABEL_IDS, MAX_LABELS } from './labels';

// The query schemas of GET /api/labels/products.pdf and /api/labels/racks.pdf (DESIGN.md §5
// "Floor"). Messages stay English here; contract/messages/written.ts translates them.

const MAX_ID = 2147483647;

/** A whole number from `min` to `max`, read from query text (a list's items are numbers already). */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number<number>({ error: message }).int(message).min(min, message).max(max, message);
};

/** "1,2,3" → [1, 2, 3]: whole numbers as one comma-separated query value, kept in the order given. */
const numberList = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, `${name} must be a comma-separated list of whole numbers`)
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(wholeNumber(name, min, max)).max(MAX_LABEL_IDS, `At most ${MAX_LABEL_IDS} ids at a time`));

const ids = numberList('ids', 1, MAX_ID);

const layout = z
  .enum(LABEL_LAYOUTS, { error: `layout must be one of ${LABEL_LAYOUTS.join(', ')}` })
  .default('a4-3x8')
  .describe('a4-3x8: an A4 sheet of 3 × 8 labels (70 × 37 mm); roll-62x29: one 62 × 29 mm label per page');

export const productLabelsQuery = z
  .object({
    ids: ids.describe('The products, comma-separated, in the order they are printed'),
    copies: wholeNumber('copies', 1, MAX_COPIES).default(1).describe('Labels of each product'),
    quantities: numberList('quantities', 1, MAX_LABELS)
      .optional()
      .describe('Labels of each product in the order of ids, instead of copies (e.g. the quantities just received)'),
    layout,
    price: z
      .enum(['0', '1', 'true', 'false'], { error: 'price must be 0 or 1' })
      .optional()
      .transform((v) => v === '1' || v === 'true')
      .describe('1: print the dealer price, in the business currency'),
  })
  .refine((q) => !q.quantities || q.quantities.length === q.ids.length, { message: 'quantities must give one number per id', path: ['quantities'] });
export type ProductLabelsQuery = z.output<typeof productLabelsQuery>;

const placeId = (what: string) => wholeNumber(`${what}_id`, 1, MAX_ID).optional().describe(`Every rack of this ${what}, in path order`);

export const rackLabelsQuery = z
  .object({
    ids: ids.optional().describe('The racks, comma-separated, in the order they are printed'),
    warehouse_id: placeId('warehouse'),
    room_id: placeId('room'),
    layout,
  })
  .refine((q) => [q.ids, q.warehouse_id, q.room_id].filter((v) => v !== undefined).length === 1, { message: 'Give exactly one of ids, warehouse_id or room_id' });
export type RackLabelsQuery = z.output<typeof rackLabelsQuery>;
