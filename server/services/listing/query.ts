import { and, asc, desc, eq, gte, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_RANGE, type ListQueryInput } from '../../../contract/api';
import type { CollectionDef, FilterKind } from '../../../contract/collection';
import { searchDocument } from '../../db/schema/columns';
import { badRequest } from '../../errors';

// DESIGN.md §5 "Lists": ra-data-simple-rest's sort/range/filter, already parsed and checked at
// the route edge against the collection's declared fields (contract/api.ts `listQuery`). A list
// query is read once (parseList) into its filter terms, search, sort and page; its SQL is then
// built from those (listConditions) for each source a list reads: the table, its search table,
// a prepared statement's shape.

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

/** One filter of a list query, as parseList read it: the field it names and how it compares. */
export interface FilterTerm {
  /** The filter's key as sent (`total_gte`). */
  key: string;
  /** The field it filters (`total`). */
  field: string;
  /** `gte` or `lte` when the key ends so; a range bound only when the key names another field (`range`). */
  suffix: 'gte' | 'lte' | undefined;
  range: boolean;
  kind: FilterKind | undefined;
  value: unknown;
}

/** A list query read once: its filter terms, its search, its sort and its page. */
export interface ParsedList {
  def: CollectionDef;
  /** The query as sent (a kept search is found by it). */
  query: ListQueryInput;
  /** The filters with a value, in the order sent; the search is the term keyed `q`. */
  terms: FilterTerm[];
  /** The search text as sent, when the filter has one (blank once trimmed, it adds no condition but is still a search). */
  q: string | undefined;
  sort: readonly [string, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** Reads a list query once: what every source's SQL (listConditions) and the prepared shape (listShape) are built from. */
export function parseList(def: CollectionDef, query: ListQueryInput): ParsedList {
  const [start, end] = pageRange(query);
  const terms: FilterTerm[] = [];
  let q: string | undefined;
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    if (value === '' || value === undefined) continue;
    if (key === 'q') {
      q = String(value);
      terms.push({ key, field: key, suffix: undefined, range: false, kind: undefined, value: q });
      continue;
    }
    const [, base, suffix] = /^(.*?)(?:_(gte|lte))?$/.exec(key)!;
    const field = def.filters[key] ? key : base;
    terms.push({ key, field, suffix: suffix as FilterTerm['suffix'], range: field !== key, kind: def.filters[field], value });
  }
  return { def, query, terms, q, sort: query.sort ?? def.defaultSort, offset: start, limit: end - start + 1 };
}

function sortKeysOf(def: CollectionDef, sort: readonly [string, 'ASC' | 'DESC'], exprs: Expressions): SortKey[] {
  const [field, order] = sort;
  if (!exprs[field]) throw badRequest('cannot_sort', { resource: def.name, field });
  const ascending = order === 'ASC';
  // The id breaks ties, so pages never repeat or skip a record.
  return (field === 'id' ? [exprs.id] : [exprs[field], exprs.id]).map((expr) => ({ expr, ascending }));
}

type Scalar = string | number | boolean;

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

/** The LIKE pattern of a search term: its text anywhere, wildcards in it taken literally. */
const searchPattern = (q: string) => {
  const term = q.trim().slice(0, 200);
  return term ? `%${escapeLike(term)}%` : undefined;
};

export function searchCondition(columns: (AnyPgColumn | SQL)[], q: string): SQL | undefined {
  const pattern = searchPattern(q);
  return pattern === undefined ? undefined : sql`${searchDocument(columns)} ilike ${pattern}`;
}

/**
 * The same matches as searchCondition over a stored lower-case copy of the search document (a
 * search table's, issue 21): PostgreSQL's ILIKE compares lower(text) with lower(pattern), so LIKE
 * against the stored lower case finds the same rows without lower-casing each row at every search.
 */
export function storedSearchCondition(document: AnyPgColumn, q: string): SQL | undefined {
  const pattern = searchPattern(q);
  return pattern === undefined ? undefined : sql`${document} like lower(${pattern})`;
}

export interface FilterOptions {
  exprs: Expressions;
  searchColumns: AnyPgColumn[];
  /** A stored lower-case search document (storedSearchCondition) searched instead of searchColumns. */
  storedDocument?: AnyPgColumn;
  /** Filters that are not a plain comparison, e.g. `low_stock`. */
  custom?: Record<string, (value: never) => SQL>;
}

/**
 * "One of" a list as one array parameter, `expr = any($1)`, which PostgreSQL plans as it plans
 * `in ($1, …, $n)` (PostgreSQL types the array after `expr`). Issue 21: a filter of 200 dealer ids
 * was 200 parameters, and Drizzle's building of them (twice: the page and its count) cost more
 * of the orders list's time than the database did.
 */
const oneOf = (expr: SQL, values: Scalar[] | Placeholder): SQL => sql`${expr} = any(${Array.isArray(values) ? sql.param(values) : values})`;

/** A filter value left as a prepared statement's parameter (listShape): one value, or a non-empty list. */
class Bound {
  constructor(
    readonly placeholder: Placeholder,
    readonly many: boolean,
  ) {}
}

/** A list query's shape, its filter values as parameters: the key of its prepared statement. */
export interface ListShape {
  key: string;
  /** The query, each filter value a parameter (Bound). */
  parsed: ParsedList;
  /** The parameters' values, `limit` and `offset` among them. */
  values: Record<string, unknown>;
}

/**
 * The shape of a plain list query (no search, no null, no empty list, no date or custom filter),
 * or undefined when its SQL depends on its values. Two queries of one shape are one statement
 * with other parameters, which PostgreSQL can keep planned (listing/bindingList.ts `preparedPage`).
 * Its `parsed` is the same query with each value a parameter, for listConditions.
 */
export function listShape(parsed: ParsedList, custom?: FilterOptions['custom']): ListShape | undefined {
  if (parsed.q !== undefined) return undefined;
  const values: Record<string, unknown> = { limit: parsed.limit, offset: parsed.offset };
  const keys: string[] = [];
  const terms: FilterTerm[] = [];
  for (const term of parsed.terms) {
    const { key, field, value } = term;
    if (value === null || (Array.isArray(value) && !value.length)) return undefined;
    if (term.kind === 'date' || custom?.[field]) return undefined;
    const name = `f${keys.length}`;
    terms.push({ ...term, value: new Bound(sql.placeholder(name), Array.isArray(value)) });
    values[name] = value;
    keys.push(Array.isArray(value) ? `${key}[]` : key);
  }
  return { key: `${keys.join(',')} ${parsed.sort.join(' ')}`, parsed: { ...parsed, terms }, values };
}

function filterConditions(parsed: ParsedList, opts: FilterOptions): { where: SQL | undefined; searched: boolean } {
  let searched = false;
  const conditions: (SQL | undefined)[] = [];
  for (const { key, field, suffix, range: rangeKey, kind, value } of parsed.terms) {
    if (key === 'q') {
      const search = opts.storedDocument ? storedSearchCondition(opts.storedDocument, String(value)) : searchCondition(opts.searchColumns, String(value));
      searched ||= search !== undefined;
      conditions.push(search);
      continue;
    }
    const custom = opts.custom?.[field];
    if (custom) {
      conditions.push(custom(value as never));
      continue;
    }
    const expr = opts.exprs[field] as SQL;
    if (!expr) throw badRequest('cannot_filter', { resource: parsed.def.name, field: key });
    if (value instanceof Bound) {
      const param = value.placeholder;
      conditions.push(value.many ? oneOf(expr, param) : suffix === 'gte' && rangeKey ? gte(expr, param) : suffix === 'lte' && rangeKey ? lte(expr, param) : eq(expr, param));
      continue;
    }
    if (kind === 'date' && value !== null && !Array.isArray(value)) conditions.push(dateCondition(expr, suffix, String(value)));
    else if (value === null) conditions.push(isNull(expr));
    else if (Array.isArray(value)) conditions.push(value.length ? oneOf(expr, value) : sql`false`);
    else if (suffix === 'gte' && rangeKey) conditions.push(gte(expr, value as Scalar));
    else if (suffix === 'lte' && rangeKey) conditions.push(lte(expr, value as Scalar));
    else conditions.push(eq(expr, value as Scalar));
  }
  return { where: and(...conditions), searched };
}

/**
 * The rows asked for, first and last. DESIGN.md §5: getMany (`filter.id` a list, no range)
 * answers every id asked for, whatever the default page size.
 */
function pageRange(query: ListQueryInput): readonly [number, number] {
  const ids = query.filter?.id;
  return query.range ?? (Array.isArray(ids) ? [0, Math.max(ids.length, 1) - 1] : DEFAULT_RANGE);
}

/** The SQL of a parsed list query over one source (its expressions): its condition, its order and its page. */
export function listConditions(parsed: ParsedList, opts: FilterOptions): ListQuery {
  const sortKeys = sortKeysOf(parsed.def, parsed.sort, opts.exprs);
  const orderBy = sortKeys.map(({ expr, ascending }) => (ascending ? asc(expr) : desc(expr)));
  return { ...filterConditions(parsed, opts), orderBy, sortKeys, offset: parsed.offset, limit: parsed.limit };
}

/** A list query over one source, read and built in one step (lists written in SQL, a dealer's catalogue, a count's lines). */
export const parseListQuery = (def: CollectionDef, query: ListQueryInput, opts: FilterOptions): ListQuery => listConditions(parseList(def, query), opts);

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

