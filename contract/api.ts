import './zodConfig';
import { z } from 'zod';
import type { CollectionDef, FilterKind } from './collection';
import { MAX_PAGE } from './resources';

// DESIGN.md §5: the shapes every route shares — record bookkeeping, error answers, the list
// query of ra-data-simple-rest — declared once, validated at the route edge and documented
// in the OpenAPI document from these same schemas.

/**
 * The server's times in whatever form the database gave them (a Date, PostgreSQL's text
 * "2026-11-25 03:25:58.1+00", JSON's "…T03:25:58.1+00:00") as one form: ISO 8601 in UTC.
 */
function isoTime(value: unknown): unknown {
  const time = value instanceof Date ? value : typeof value === 'string' ? new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : value;
}

/** A time as ISO 8601 text in UTC ("2026-11-25T03:25:58.100Z"). */
export const timestamp = z.preprocess(isoTime, z.string()).meta({ format: 'date-time' });

/** A calendar date, YYYY-MM-DD. */
export const calendarDate = z.string().meta({ format: 'date' });

/** Every record carries these (DESIGN.md §6). */
export const recordMeta = {
  id: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
};

/** The version a record was read at: every PUT and every action on a versioned record carries it. */
export const version = z.number({ error: 'The version the record was read at is required' }).int();

/** `:id` of a record: a positive 32-bit integer. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/** DESIGN.md §5 "Errors": `{ message, errors? }`, `errors` naming a message per field. */
export const errorBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

/** A conflict may carry what it is about: the current record (stale version), a stock shortfall, a credit check. */
export const conflictBody = errorBody
  .extend({
    current: z.record(z.string(), z.unknown()).optional(),
    shortfall: z.array(z.record(z.string(), z.unknown())).optional(),
    credit: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'Conflict' });

/** An answer that is only a sentence for the user. */
export const messageAnswer = z.object({ message: z.string() });

/** No body (204). */
export const noContent = z.null().describe('No content');

/**
 * A PUT body: every field optional (a field left out keeps its value, so no default may fill
 * it in), plus the version the record was read at.
 */
export function patchOf<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>): z.ZodObject<Patch<Shape>> {
  const fields = Object.fromEntries(
    Object.entries(input.shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, bare.optional()];
    }),
  );
  return z.object({ ...fields, version }) as never;
}

type Patch<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.ZodOptional<Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K]> } & {
  version: typeof version;
};

/** The change a PUT carries, as the route edge hands it over. */
export type PatchOf<Input extends z.ZodObject> = z.output<ReturnType<typeof patchOf<Input['shape']>>>;

// ---- The list query (ra-data-simple-rest): sort, range and filter, each JSON in the query string.

export { MAX_PAGE };
export const DEFAULT_RANGE: [number, number] = [0, 24];

/** A query-string value that holds JSON, parsed and then checked against `schema`. */
function jsonParameter<T extends z.ZodType>(name: string, schema: T, description: string) {
  return z
    .string({ error: `${name} must be given once, as JSON` })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional()
    .meta({ description });
}

const rangeMessage = 'range must be [start, end] with 0 ≤ start ≤ end';
const rangeTuple = z
  .tuple([z.number().int().min(0), z.number().int().min(0)], { error: rangeMessage })
  .refine(([start, end]) => end >= start, rangeMessage)
  .refine(([start, end]) => end - start + 1 <= MAX_PAGE, `range may span at most ${MAX_PAGE} records`);

/** `range=[start, end]`, both included (ra-data-simple-rest). */
export const rangeParameter = jsonParameter('range', rangeTuple, 'JSON [start, end]: the records of the page, both included (default [0, 24]; at most 1000)');

/** What a list query is checked against: a collection's, or a list of its own (a history, a stocktake's lines). */
export type ListDef = Pick<CollectionDef, 'name' | 'searchFields' | 'filters' | 'sortable' | 'defaultSort'>;

/** Issue 32: every list sorts by `id` (react-admin's default sort), whether or not it names it among its fields. */
export const sortableFields = (def: ListDef): readonly string[] => (def.sortable.includes('id') ? def.sortable : ['id', ...def.sortable]);

function sortTuple(def: ListDef) {
  const message = 'sort must be ["field", "ASC" | "DESC"]';
  const sortable = sortableFields(def);
  return z
    .tuple([z.string({ error: message }), z.string({ error: message })], { error: message })
    .superRefine(([field, order], ctx) => {
      if (!['ASC', 'DESC'].includes(order.toUpperCase())) ctx.addIssue({ code: 'custom', message });
      else if (!sortable.includes(field)) ctx.addIssue({ code: 'custom', message: `Cannot sort ${def.name} by "${field}"` });
    })
    .transform(([field, order]) => [field, order.toUpperCase() as 'ASC' | 'DESC'] as const);
}

const INT_MAX = 2147483647;

/** One filter value of a kind; numbers may come as digits in text (a form field's value). */
function scalarOf(kind: FilterKind): z.ZodType<string | number | boolean> {
  const numeric = z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())]);
  switch (kind) {
    case 'id':
      return numeric.pipe(z.number().int().min(1).max(INT_MAX)) as never;
    case 'number':
      return numeric.pipe(z.number().finite().min(-1e13).max(1e13)) as never;
    case 'boolean':
      return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]) as never;
    case 'date':
      return z.string().refine((v) => !Number.isNaN(Date.parse(v))) as never;
    case 'string':
      return z.union([z.string(), z.number().transform(String)]) as never;
  }
}

/** What a filter key holds once parsed: one value, `null` (no value), or "one of" a list. */
export type FilterValue = string | number | boolean | null | (string | number | boolean)[];

/**
 * `filter.q`: text searched in the collection's search fields. A list with none refuses a search
 * (400) rather than ignore it or fail (issue 32: an empty search answered 500); an empty `q` is
 * what react-admin sends for a cleared input, ignored like any empty filter.
 */
function searchTerm(def: ListDef): z.ZodType {
  if (!def.searchFields.length) return z.literal('', { error: `Cannot search ${def.name}: filter it by its fields instead` }).optional();
  return z.union([z.string(), z.number().transform(String)], { error: 'Filter q must be text' }).optional();
}

function filterObject(def: ListDef): z.ZodType<Record<string, FilterValue | '' | undefined>> {
  const shape: Record<string, z.ZodType> = { q: searchTerm(def) };
  for (const [key, kind] of Object.entries(def.filters)) {
    const message = `Filter ${key} has an invalid value`;
    const one = scalarOf(kind);
    shape[key] = z
      .union([one, z.null(), z.array(one)], { error: message })
      .refine((value) => !Array.isArray(value) || value.length <= MAX_PAGE, `Filter ${key} lists too many values`)
      .optional();
    if (kind === 'number' || kind === 'date' || kind === 'id') {
      for (const suffix of ['gte', 'lte']) shape[`${key}_${suffix}`] ??= z.union([one, z.literal('')], { error: `Filter ${key}_${suffix} has an invalid value` }).optional();
    }
  }
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Cannot filter ${def.name} by "${issue.keys[0]}"`;
      if (issue.code === 'invalid_type') return 'filter must be a JSON object';
      return undefined;
    },
  }) as never;
}

/** A list's parsed query, as the route edge hands it to a service. */
export interface ListQueryInput {
  sort?: readonly [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, FilterValue | '' | undefined>;
}

/**
 * DESIGN.md §5 "Lists": the query string of a collection's list. Only the declared sort fields
 * and filter keys pass (400 otherwise, never a silent full scan).
 */
export function listQuery(def: ListDef) {
  const filters = Object.entries(def.filters).map(([k, kind]) => `${k} (${kind})`);
  return z.object({
    sort: jsonParameter('sort', sortTuple(def), `JSON ["field", "ASC" | "DESC"]; field one of ${sortableFields(def).join(', ')} (default ${JSON.stringify(def.defaultSort)})`),
    range: rangeParameter,
    filter: jsonParameter(
      'filter',
      filterObject(def),
      `JSON object: ${def.searchFields.length ? `q (searches ${def.searchFields.join(', ')})` : 'no q (nothing to search: 400)'}${filters.length ? `, ${filters.join(', ')}` : ''}. A list means "one of", null "has none"; number, date and id keys also take _gte and _lte. {"id": [...]} without a range answers every id asked for.`,
    ),
  });
}

/**
 * A record's history: a page of it, newest first, or oldest first by `sort=["id","ASC"]`. Like any
 * list it refuses what it cannot do (a search, a filter) with 400 rather than ignore it.
 */
export const historyQuery = listQuery({ name: 'history', searchFields: [], filters: {}, sortable: ['id'], defaultSort: ['id', 'DESC'] });

/** A list answer: the rows; the total is in the Content-Range header. */
export const listOf = <T extends z.ZodType>(row: T) => z.array(row).meta({ 'x-list': true });
