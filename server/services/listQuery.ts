import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollectionDef, FilterKind } from '../../contract/collection';
import { searchDocument } from '../db/schema/columns';
import { badRequest } from '../errors';

// DESIGN.md §5 "Lists": ra-data-simple-rest's sort/range/filter, declared fields only.
export const MAX_PAGE = 1000;
const DEFAULT_RANGE: [number, number] = [0, 24];

export interface ListQuery {
  where: SQL | undefined;
  /** The filter holds a non-empty search (`q`). */
  searched: boolean;
  orderBy: SQL[];
  /** The same order as `orderBy`, as expressions and directions (for a query over a subquery). */
  sortKeys: SortKey[];
  offset: number;
  limit: number;
}

export interface SortKey {
  expr: AnyPgColumn | SQL;
  ascending: boolean;
}

/** A sortable/filterable expression: a table column or a computed one. */
export type Expressions = Record<string, AnyPgColumn | SQL>;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
}

export function parseRange(raw: unknown, fallback: [number, number] = DEFAULT_RANGE): [number, number] {
  const range = parseJson('range', raw) ?? fallback;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw badRequest('range must be [start, end] with 0 ≤ start ≤ end');
  }
  if (range[1] - range[0] + 1 > MAX_PAGE) throw badRequest(`range may span at most ${MAX_PAGE} records`);
  return range as [number, number];
}

function parseSort(def: CollectionDef, raw: unknown, exprs: Expressions): SortKey[] {
  const sort = parseJson('sort', raw) ?? def.defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw badRequest('sort must be ["field", "ASC" | "DESC"]');
  }
  const [field, order] = sort as [string, string];
  if (!def.sortable.includes(field) || !exprs[field]) throw badRequest(`Cannot sort ${def.name} by "${field}"`);
  const ascending = order.toUpperCase() === 'ASC';
  // The id breaks ties, so pages never repeat or skip a record.
  return (field === 'id' ? [exprs.id] : [exprs[field], exprs.id]).map((expr) => ({ expr, ascending }));
}

function scalar(kind: FilterKind, key: string, value: unknown): number | string | boolean {
  const fail = () => badRequest(`Filter ${key} has an invalid value`);
  switch (kind) {
    case 'id':
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e13) throw fail();
      if (kind === 'id' && (!Number.isInteger(n) || n < 1 || n > 2147483647)) throw fail();
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fail();
    case 'date':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw fail();
      return value;
    case 'string':
      if (typeof value !== 'string' && typeof value !== 'number') throw fail();
      return String(value);
  }
}

/**
 * A date filter compares in SQL (a timestamp column would want a Date object from Drizzle). A
 * calendar day (what a date input gives) means that whole day: "to 2026-11-22" includes it.
 */
function dateCondition(expr: SQL, suffix: string | undefined, value: string): SQL {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!day) return suffix === 'gte' ? sql`${expr} >= ${value}::timestamptz` : suffix === 'lte' ? sql`${expr} <= ${value}::timestamptz` : sql`${expr} = ${value}::timestamptz`;
  if (suffix === 'gte') return sql`${expr} >= ${value}::date`;
  if (suffix === 'lte') return sql`${expr} < ${value}::date + 1`;
  return sql`(${expr} >= ${value}::date and ${expr} < ${value}::date + 1)`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(columns: AnyPgColumn[], q: unknown): SQL | undefined {
  if (typeof q !== 'string') throw badRequest('Filter q must be text');
  const term = q.trim().slice(0, 200);
  if (!term) return undefined;
  return sql`${searchDocument(columns)} ilike ${`%${escapeLike(term)}%`}`;
}

export interface FilterOptions {
  exprs: Expressions;
  searchColumns: AnyPgColumn[];
  /** Filters that are not a plain comparison, e.g. `low_stock`. */
  custom?: Record<string, (value: never) => SQL>;
}

function parseFilter(def: CollectionDef, raw: unknown, opts: FilterOptions): { where: SQL | undefined; searched: boolean } {
  let searched = false;
  const filter = parseJson('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('filter must be a JSON object');
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === '' || value === undefined) continue;
    if (key === 'q') {
      const search = searchCondition(opts.searchColumns, value);
      searched ||= search !== undefined;
      conditions.push(search);
      continue;
    }
    const [, base, suffix] = /^(.*?)(?:_(gte|lte))?$/.exec(key)!;
    const field = def.filters[key] ? key : base;
    const kind = def.filters[field];
    const rangeKey = field !== key;
    if (!kind || (rangeKey && !['number', 'date', 'id'].includes(kind))) throw badRequest(`Cannot filter ${def.name} by "${key}"`);
    const custom = opts.custom?.[field];
    if (custom) {
      conditions.push(custom(scalar(kind, key, value) as never));
      continue;
    }
    const expr = opts.exprs[field] as SQL;
    if (!expr) throw badRequest(`Cannot filter ${def.name} by "${key}"`);
    if (kind === 'date' && value !== null && !Array.isArray(value)) conditions.push(dateCondition(expr, suffix, scalar(kind, key, value) as string));
    else if (value === null && !rangeKey) conditions.push(isNull(expr));
    else if (Array.isArray(value) && !rangeKey) {
      if (value.length > MAX_PAGE) throw badRequest(`Filter ${key} lists too many values`);
      conditions.push(value.length ? inArray(expr, value.map((v) => scalar(kind, key, v))) : sql`false`);
    } else if (suffix === 'gte' && rangeKey) conditions.push(gte(expr, scalar(kind, key, value)));
    else if (suffix === 'lte' && rangeKey) conditions.push(lte(expr, scalar(kind, key, value)));
    else conditions.push(eq(expr, scalar(kind, key, value)));
  }
  return { where: and(...conditions), searched };
}

export function parseListQuery(def: CollectionDef, query: Record<string, unknown>, opts: FilterOptions): ListQuery {
  const [start, end] = parseRange(query.range);
  const sortKeys = parseSort(def, query.sort, opts.exprs);
  const orderBy = sortKeys.map(({ expr, ascending }) => (ascending ? asc(expr) : desc(expr)));
  return { ...parseFilter(def, query.filter, opts), orderBy, sortKeys, offset: start, limit: end - start + 1 };
}

/**
 * How far past a page a bounded count looks. Counting every match of a search over 100k
 * products, or every movement of the ledger, costs more than the page itself; a bounded count
 * stops this far past the page and the list says "of more than …" (docs/decisions.md).
 */
export const COUNT_LOOKAHEAD = 500;

/** A list's total: exact, or (`exact: false`) a lower bound when the bounded count hit its cap. */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/** The cap of a bounded count for a page: one more than the count may report exactly. */
export const countCap = (offset: number, limit: number) => offset + limit + COUNT_LOOKAHEAD + 1;

export const boundedTotal = (counted: number, cap: number | undefined): ListTotal =>
  cap !== undefined && counted >= cap ? { total: counted - 1, exact: false } : { total: counted, exact: true };

