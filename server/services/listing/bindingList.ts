import { count, getTableName, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQueryInput } from '../../../contract/api';
import type { Db } from '../../db/client';
import { columnsOf, idColumn, selection, type CollectionBinding, type Row } from '../records';
import type { SearchCache } from '../searchCache';
import { boundedTotal, countCap, listConditions, listShape, parseList, type Expressions, type ListShape, type ParsedList, type SortKey } from './query';

// DESIGN.md §5 "Lists": the list of a collection binding (server/collections), its page and
// total, searched on its search table when it has one; its export streams the same select.

function expressions(binding: CollectionBinding): Expressions {
  const computed = Object.fromEntries(Object.entries(binding.computed ?? {}).map(([k, v]) => [k, v.getSQL()]));
  return { ...columnsOf(binding.table), ...computed };
}

/** The list query of DESIGN.md §5, without running it: lists page it, exports stream it. */
export const listSelect = (db: Db, binding: CollectionBinding, query: ListQueryInput) => parsedSelect(db, binding, parseList(binding.def, query));

function parsedSelect(db: Db, binding: CollectionBinding, parsed: ParsedList) {
  const exprs = expressions(binding);
  // A computed field (a rack's path) can be searched too; stored ones use the trigram index.
  const searchColumns = binding.def.searchFields.map((f) => exprs[f] as AnyPgColumn);
  const built = listConditions(parsed, { exprs, searchColumns, custom: binding.customFilters });
  const rows = db
    .select(selection(binding))
    .from(binding.table)
    .where(built.where)
    .orderBy(...built.orderBy);
  return { ...built, rows };
}

/** Where a search finds its page's ids and its count: the collection's table, or its search table. */
interface SearchSource {
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  orderBy: SQL[];
  sortKeys: SortKey[];
}

/**
 * The search parsed against the binding's search table, when that table carries every field the
 * filter and the sort name; a custom filter (low stock) or a sort by stock stays on the table itself.
 */
function searchTableSource(binding: CollectionBinding, parsed: ParsedList): SearchSource | undefined {
  const search = binding.searchTable;
  if (!search) return undefined;
  const [sortField] = parsed.sort;
  const filterFields = parsed.terms.filter(({ key }) => key !== 'q').map(({ field }) => field);
  const carried = (field: string) => Object.hasOwn(search.fields, field) && !binding.customFilters?.[field];
  if (![sortField, ...filterFields].every(carried)) return undefined;
  const built = listConditions(parsed, { exprs: search.fields, searchColumns: [], storedDocument: search.document });
  return { table: search.table, id: search.fields.id, where: built.where, orderBy: built.orderBy, sortKeys: built.sortKeys };
}

/**
 * Below this many matches a search's page is found fastest by reading every match through the
 * trigram index and sorting them; above it, by walking the sort index until the page is full.
 * PostgreSQL prices `ilike` far too low to choose between the two itself (docs/performance.md).
 */
export const SEARCH_SORT_LIMIT = 4000;

/**
 * A plain list's page and its exact total in one statement: the count is an uncorrelated
 * subquery, run once (an InitPlan) and carried on every row. Issue 21: the orders list sent the
 * page and the count as two statements, and each statement's pool checkout, socket write and
 * protocol round cost the process more than PostgreSQL took to run it. The page's size and
 * offset are numbers, or a prepared statement's parameters (preparedPage).
 */
function pageWithTotal(db: Db, binding: CollectionBinding, where: SQL | undefined, orderBy: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  const id = idColumn(binding);
  const walked = db.select({ id }).from(binding.table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  const counted = sql<number>`(select count(*) from ${binding.table} where ${where ?? sql`true`})`.mapWith(Number);
  return db
    .select({ ...selection(binding), [PAGE_TOTAL]: counted })
    .from(binding.table)
    .where(inArray(id, walked))
    .orderBy(...orderBy);
}

/** The key the total rides under on each row of a page (no collection has such a field). */
const PAGE_TOTAL = '__page_total';

/** The rows of pageWithTotal and the total they carry; undefined past the last page, where no row carries it. */
function withTotal(rows: Row[]): { rows: Row[]; total: number } | undefined {
  if (!rows.length) return undefined;
  return { rows: rows.map(({ [PAGE_TOTAL]: _total, ...row }) => row), total: rows[0][PAGE_TOTAL] as number };
}

/** A plain list's page and its exact total; a page past the end is counted on its own. */
async function pageAndTotal(db: Db, binding: CollectionBinding, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  const page = withTotal((await pageWithTotal(db, binding, where, orderBy, limit, offset)) as Row[]);
  return page ?? { rows: [], total: (await db.select({ total: count() }).from(binding.table).where(where))[0].total };
}

/** Prepared list pages per database handle, by collection and shape; at most MAX_PAGE_SHAPES each. */
const pageStatements = new WeakMap<Db, Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>>();
const MAX_PAGE_SHAPES = 200;
let pageStatementCount = 0;

/**
 * Issue 21: a plain list page as a prepared statement, one per shape (listShape: the filter's
 * fields, the sort). Drizzle builds its SQL once, and each pooled connection parses it once;
 * PostgreSQL then plans it once for all values unless a plan for the values at hand is cheaper
 * (its plan_cache_mode `auto`). The orders list's statement took 2.4 ms, 0.8 ms of it planning.
 * Undefined when too many shapes already are prepared (the plain path answers).
 */
function preparedPage(db: Db, binding: CollectionBinding, shape: ListShape) {
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  const key = `${getTableName(binding.table)} ${binding.def.name} ${shape.key}`;
  let statement = statements.get(key);
  if (statement || statements.size >= MAX_PAGE_SHAPES) return statement;
  const { where, orderBy } = parsedSelect(db, binding, shape.parsed);
  statement = pageWithTotal(db, binding, where, orderBy, sql.placeholder('limit'), sql.placeholder('offset')).prepare(`list_page_${++pageStatementCount}`);
  statements.set(key, statement);
  return statement;
}

/**
 * A page of a collection and its total. With `bounded`, a search (`filter.q`) is counted only up
 * to COUNT_LOOKAHEAD rows past the page (and at least SEARCH_SORT_LIMIT): the total is then a
 * lower bound (`exact: false`).
 */
export async function listRecords(db: Db, binding: CollectionBinding, query: ListQueryInput, opts: { bounded?: boolean; cache?: SearchCache } = {}) {
  const parsed = parseList(binding.def, query);
  const shape = listShape(parsed, binding.customFilters);
  const statement = shape && preparedPage(db, binding, shape);
  // Past the last page, no row carries the total: the plain path counts it.
  const page = statement && withTotal((await statement.execute(shape.values)) as Row[]);
  if (page) return { ...page, offset: shape.values.offset as number, exact: true };
  const { where, searched, orderBy, sortKeys, limit, offset } = parsedSelect(db, binding, parsed);
  const id = idColumn(binding);
  const rowsOf = (ids: SQLWrapper | number[]) => db.select(selection(binding)).from(binding.table).where(inArray(id, ids)).orderBy(...orderBy);
  // A deferred join: the page's ids come from the narrowest plan (for a search sorted by name,
  // an index-only walk of the sort index), and only the page's rows are then read whole.
  const walk = (source: SearchSource) => db.select({ id: source.id }).from(source.table).where(source.where).orderBy(...source.orderBy).limit(limit).offset(offset);
  const own: SearchSource = { table: binding.table, id, where, orderBy, sortKeys };
  if (!opts.bounded || !searched) return { ...(await pageAndTotal(db, binding, where, orderBy, limit, offset)), offset, exact: true };
  const searchTable = searchTableSource(binding, parsed);
  const source = searchTable ?? own;
  const cap = Math.max(countCap(offset, limit), SEARCH_SORT_LIMIT + 1);
  // What the search table's searches found is kept (searchCache.ts): the next page of the same
  // search reads only its rows, with the version they were found at.
  const version = binding.searchTable?.version;
  const cache = searchTable && version ? opts.cache : undefined;
  const key = JSON.stringify([binding.def.name, query.filter ?? null, query.sort ?? null, cap]);
  const found = cache?.get(key);
  if (found) {
    const pageIds = found.ids?.slice(offset, offset + limit);
    const page = pageIds?.length === 0 ? [] : await versionedRowsOf(db, binding, version!, orderBy, pageIds ?? walk(source));
    if (page.length && page[0][SEARCH_VERSION] === found.version) {
      return { rows: page.map(({ [SEARCH_VERSION]: _version, ...row }) => row), offset, ...boundedTotal(found.total, cap) };
    }
  }
  const generation = cache?.generation ?? 0;
  // One scan of the trigram index counts the matches (up to the cap) and, when they are few,
  // sorts them; only a common word walks the sort index afterwards (and skips the sort).
  const keys = source.sortKeys.map(({ expr }, i) => sql`${expr} as ${sql.raw(`k${i}`)}`);
  const order = source.sortKeys.map(({ ascending }, i) => sql.raw(`k${i} ${ascending ? 'asc' : 'desc'}`));
  const { rows: [scan] } = await db.execute<{ total: number; ids: number[] | null; version: string }>(sql`
    with matches as materialized (select ${source.id} as id, ${sql.join(keys, sql`, `)} from ${source.table} where ${source.where ?? sql`true`} limit ${cap})
    , counted as (select count(*)::int as total from matches)
    select total, case when total <= ${SEARCH_SORT_LIMIT} then array(select id from matches order by ${sql.join(order, sql`, `)}${cache ? sql`` : sql` limit ${limit} offset ${offset}`}) end as ids,
      ${cache ? sql`(select last_value from ${sql.identifier(version!)})` : sql`0`}::text as version
    from counted`);
  const { total } = scan;
  const ids = cache ? scan.ids?.slice(offset, offset + limit) : scan.ids;
  if (cache) cache.keep(key, { version: Number(scan.version), total, ids: scan.ids }, generation);
  const rows = total > SEARCH_SORT_LIMIT ? await rowsOf(walk(source)) : ids?.length ? await rowsOf(ids) : [];
  return { rows: rows as Row[], offset, ...boundedTotal(total, cap) };
}

/** The key the search table's version rides under on each row of a page read from a kept search. */
const SEARCH_VERSION = '__search_version';

/** A page's rows, each carrying the search table's version as this statement read it. */
async function versionedRowsOf(db: Db, binding: CollectionBinding, sequence: string, orderBy: SQL[], ids: SQLWrapper | number[]) {
  const version = sql<number>`(select last_value from ${sql.identifier(sequence)})`.mapWith(Number);
  return (await db
    .select({ ...selection(binding), [SEARCH_VERSION]: version })
    .from(binding.table)
    .where(inArray(idColumn(binding), ids))
    .orderBy(...orderBy)) as Row[];
}

