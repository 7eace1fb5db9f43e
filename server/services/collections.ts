import { count, eq, getTableColumns, getTableName, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQueryInput } from '../../contract/api';
import type { CollectionDef } from '../../contract/collection';
import { msg, render, type Message } from '../../contract/messages';
import type { Db, Tx } from '../db/client';
import { preparedFor } from '../db/prepared';
import { checked, conflict, invalid, notFound, pgErrorOf } from '../errors';
import { diff, recordAudit, type Actor } from './audit';
import { boundedTotal, countCap, listShape, parseListQuery, type Expressions, type ListShape, type SortKey } from './listQuery';
import type { Mail, Mailer } from './mail';
import type { SearchCache } from './searchCache';

export type Row = Record<string, unknown>;

export interface WriteContext {
  actor: Actor;
  /** The record's id on update and delete. */
  id?: number;
  /** The record as it was before an update or delete. */
  current?: Row;
}

/** An update's context: it may also send mail, once the change has committed (never for one rolled back). */
export interface UpdateContext extends WriteContext {
  notify(mail: Mail): void;
}

/**
 * What the generic list/CRUD path needs beyond the shared CollectionDef: the table, the
 * computed read-only fields, and the rules of this collection.
 */
export interface CollectionBinding {
  def: CollectionDef;
  table: PgTable;
  /** Columns never sent to a client nor written by the generic path (e.g. password hashes). */
  hidden?: readonly string[];
  /** Read-only fields computed in SQL and returned with every record. */
  computed?: Record<string, SQL.Aliased>;
  /** Computed fields of one record only (a document's lines and history): getOne, never lists. */
  detail?: Record<string, SQL.Aliased>;
  customFilters?: Record<string, (value: never) => SQL>;
  /**
   * A narrow search table (issue 21): one row per record with `document`, the search fields' text
   * in lower case, and copies of some columns (`fields`, by field name; `id` among them). A search
   * whose filters and sort name only those fields counts and pages there; the page's rows are then
   * read whole from the table.
   */
  searchTable?: {
    table: PgTable;
    document: AnyPgColumn;
    fields: Record<string, AnyPgColumn>;
    /** The sequence every change of the table moves (migration 0018), for a process to keep what a search found (searchCache.ts). */
    version?: string;
  };
  /** A field error for a unique or foreign-key constraint, by constraint name. */
  constraints?: Record<string, { field: string; message: Message }>;
  /** Cross-record checks on the validated record before it is written; throw an AppError to refuse. */
  validate?: (tx: Tx, data: Row, ctx: WriteContext) => Promise<void>;
  /** Runs after a create, in its transaction (e.g. a document's first status). */
  afterCreate?: (tx: Tx, created: Row, ctx: WriteContext) => Promise<void>;
  /** Runs after an update, in its transaction (e.g. ending a disabled user's sessions). */
  afterUpdate?: (tx: Tx, before: Row, after: Row, ctx: UpdateContext) => Promise<void>;
  /** Throws a 409 AppError to refuse a delete, saying why. */
  beforeDelete?: (tx: Tx, record: Row, ctx: WriteContext) => Promise<void>;
}

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;

/** Everything a client may read of a record: its visible columns and computed fields. */
export function selection(binding: CollectionBinding, detail = false): Record<string, AnyPgColumn | SQL.Aliased> {
  const visible = Object.entries(columnsOf(binding.table)).filter(([k]) => !binding.hidden?.includes(k));
  return { ...Object.fromEntries(visible), ...binding.computed, ...(detail ? binding.detail : {}) };
}

function expressions(binding: CollectionBinding): Expressions {
  const computed = Object.fromEntries(Object.entries(binding.computed ?? {}).map(([k, v]) => [k, v.getSQL()]));
  return { ...columnsOf(binding.table), ...computed };
}

/** The stored fields of a record: what the audit log compares (computed totals are not changes). */
function stored(binding: CollectionBinding, row: Row | null): Row | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !binding.computed?.[k] && !binding.detail?.[k]));
}

function idColumn(binding: CollectionBinding): AnyPgColumn {
  return columnsOf(binding.table).id;
}

/** Constraint violations become field errors the form shows under the field. */
function translateWriteError(binding: CollectionBinding, err: unknown): never {
  const pg = pgErrorOf(err);
  const known = pg?.constraint && binding.constraints?.[pg.constraint];
  if (known) throw invalid({ [known.field]: known.message });
  throw err;
}

/** The list query of DESIGN.md §5, without running it: lists page it, exports stream it. */
export function listSelect(db: Db, binding: CollectionBinding, query: ListQueryInput) {
  const exprs = expressions(binding);
  // A computed field (a rack's path) can be searched too; stored ones use the trigram index.
  const searchColumns = binding.def.searchFields.map((f) => exprs[f] as AnyPgColumn);
  const parsed = parseListQuery(binding.def, query, { exprs, searchColumns, custom: binding.customFilters });
  const rows = db
    .select(selection(binding))
    .from(binding.table)
    .where(parsed.where)
    .orderBy(...parsed.orderBy);
  return { ...parsed, rows };
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
function searchTableSource(binding: CollectionBinding, query: ListQueryInput): SearchSource | undefined {
  const search = binding.searchTable;
  if (!search) return undefined;
  const { def } = binding;
  const [sortField] = query.sort ?? def.defaultSort;
  const filterFields = Object.entries(query.filter ?? {})
    .filter(([key, value]) => key !== 'q' && value !== '' && value !== undefined)
    .map(([key]) => (def.filters[key] ? key : key.replace(/_(gte|lte)$/, '')));
  const carried = (field: string) => Object.hasOwn(search.fields, field) && !binding.customFilters?.[field];
  if (![sortField, ...filterFields].every(carried)) return undefined;
  const parsed = parseListQuery(def, query, { exprs: search.fields, searchColumns: [], storedDocument: search.document });
  return { table: search.table, id: search.fields.id, where: parsed.where, orderBy: parsed.orderBy, sortKeys: parsed.sortKeys };
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
  const { where, orderBy } = listSelect(db, binding, { filter: shape.filter as ListQueryInput['filter'], sort: shape.sort });
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
  const shape = listShape(binding.def, query, binding.customFilters);
  const statement = shape && preparedPage(db, binding, shape);
  // Past the last page, no row carries the total: the plain path counts it.
  const page = statement && withTotal((await statement.execute(shape.values)) as Row[]);
  if (page) return { ...page, offset: shape.values.offset as number, exact: true };
  const { where, searched, orderBy, sortKeys, limit, offset } = listSelect(db, binding, query);
  const id = idColumn(binding);
  const rowsOf = (ids: SQLWrapper | number[]) => db.select(selection(binding)).from(binding.table).where(inArray(id, ids)).orderBy(...orderBy);
  // A deferred join: the page's ids come from the narrowest plan (for a search sorted by name,
  // an index-only walk of the sort index), and only the page's rows are then read whole.
  const walk = (source: SearchSource) => db.select({ id: source.id }).from(source.table).where(source.where).orderBy(...source.orderBy).limit(limit).offset(offset);
  const own: SearchSource = { table: binding.table, id, where, orderBy, sortKeys };
  if (!opts.bounded || !searched) return { ...(await pageAndTotal(db, binding, where, orderBy, limit, offset)), offset, exact: true };
  const searchTable = searchTableSource(binding, query);
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

const recordReaders = new Map<CollectionBinding, (db: Db) => { execute(values: { id: number }): Promise<unknown[]> }>();

/** GET /:id: the same read as getRecord, as a prepared statement (parsed and planned once per connection). */
export async function readRecord(db: Db, binding: CollectionBinding, id: number): Promise<Row> {
  let reader = recordReaders.get(binding);
  if (!reader) {
    reader = preparedFor((root) =>
      root.select(selection(binding, true)).from(binding.table).where(eq(idColumn(binding), sql.placeholder('id'))).prepare(`record_${binding.def.name}`),
    );
    recordReaders.set(binding, reader);
  }
  const [row] = await reader(db).execute({ id });
  if (!row) throw notFound('no_resource_with_id', { resource: binding.def.resource, id });
  return row as Row;
}

export async function getRecord(db: Tx, binding: CollectionBinding, id: number, lock = false): Promise<Row> {
  const query = db.select(selection(binding, true)).from(binding.table).where(eq(idColumn(binding), id));
  const [row] = lock ? await query.for('update', { of: binding.table }) : await query;
  if (!row) throw notFound('no_resource_with_id', { resource: binding.def.resource, id });
  return row as Row;
}

/** A new record from its input, already checked against the collection's schema at the route edge. */
export async function createRecord(tx: Tx, binding: CollectionBinding, data: Row, actor: Actor): Promise<Row> {
  let created: Row;
  try {
    await binding.validate?.(tx, data, { actor });
    const [{ id }] = (await tx.insert(binding.table).values(data).returning({ id: idColumn(binding) })) as { id: number }[];
    created = await getRecord(tx, binding, id);
  } catch (err) {
    translateWriteError(binding, err);
  }
  if (binding.afterCreate) {
    await binding.afterCreate(tx, created, { actor, id: created.id as number });
    created = await getRecord(tx, binding, created.id as number);
  }
  await recordAudit(tx, { collection: binding.def.name, recordId: created.id as number, action: 'create', actor, changes: diff(null, stored(binding, created)) });
  return created;
}

/** The English of a stale version's refusal. */
export const STALE_VERSION = render(msg('stale_version'));

/** DESIGN.md §5 "Concurrency": the version the change was made at must still be current. */
export function assertVersion(change: { version: number }, current: Row): void {
  if (current.version !== change.version) throw conflict('stale_version').with({ current });
}

/** Bumps version and updated_at of a record changed by something other than its own fields. */
export const touch = { version: sql`version + 1`, updated_at: sql`now()` };

/**
 * A stale version is 409 with the current record and nothing is written. Fields the change
 * leaves out keep their values, and the merged record is checked whole (a rule may tie fields).
 */
export async function updateRecord(
  db: Db,
  binding: CollectionBinding,
  id: number,
  change: Row & { version: number },
  actor: Actor,
  opts: { mailer?: Mailer } = {},
): Promise<Row> {
  const mails: Mail[] = [];
  const updated = await db.transaction(async (tx) => {
    const current = await getRecord(tx, binding, id, true);
    assertVersion(change, current);
    const inputKeys = Object.keys(binding.def.input.shape);
    const merged = Object.fromEntries(inputKeys.map((k) => [k, Object.hasOwn(change, k) ? change[k] : current[k]]));
    const data = checked(binding.def.input, merged) as Row;
    const ctx: UpdateContext = {
      actor,
      id,
      current,
      notify: (mail) => {
        if (!opts.mailer) throw new Error(`An update of ${binding.def.name} sends mail: give updateRecord a mailer`);
        mails.push(mail);
      },
    };
    try {
      await binding.validate?.(tx, data, ctx);
      await tx
        .update(binding.table)
        .set({ ...data, ...touch })
        .where(eq(idColumn(binding), id));
    } catch (err) {
      translateWriteError(binding, err);
    }
    const updated = await getRecord(tx, binding, id);
    await binding.afterUpdate?.(tx, current, updated, ctx);
    const changes = diff(stored(binding, current), stored(binding, updated));
    if (Object.keys(changes).length) await recordAudit(tx, { collection: binding.def.name, recordId: id, action: 'update', actor, changes });
    return updated;
  });
  for (const mail of mails) await opts.mailer!(mail);
  return updated;
}

export async function deleteRecord(db: Db, binding: CollectionBinding, id: number, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, binding, id, true);
    await binding.beforeDelete?.(tx, current, { actor, id, current });
    try {
      await tx.delete(binding.table).where(eq(idColumn(binding), id));
    } catch (err) {
      // 23503 for a plain foreign key, 23001 for one declared ON DELETE RESTRICT.
      if (['23503', '23001'].includes(pgErrorOf(err)?.code ?? '')) throw conflict('record_in_use');
      throw err;
    }
    await recordAudit(tx, { collection: binding.def.name, recordId: id, action: 'delete', actor, changes: diff(stored(binding, current), null) });
    return current;
  });
}
