import { count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDef } from '../../src/schema/collection';
import type { Db, Tx } from '../db/client';
import { AppError, conflict, invalid, notFound } from '../errors';
import { pgErrorOf, zodFieldErrors } from '../plugins/errors';
import { parseListQuery, type Expressions } from './listQuery';

type Row = Record<string, unknown>;

/**
 * What the generic list/CRUD path needs beyond the shared CollectionDef: the table, the
 * computed read-only fields, and the rules of this collection.
 */
export interface CollectionBinding {
  def: CollectionDef;
  table: PgTable;
  /** Read-only fields computed in SQL and returned with every record. */
  computed?: Record<string, SQL.Aliased>;
  customFilters?: Record<string, (value: never) => SQL>;
  /** A field error for a unique or foreign-key constraint, by constraint name. */
  constraints?: Record<string, { field: string; message: string }>;
  /** Cross-record checks on the validated record before it is written; throw an AppError to refuse. */
  validate?: (tx: Tx, data: Row, id?: number) => Promise<void>;
  /** Throws a 409 AppError to refuse a delete, saying why. */
  beforeDelete?: (tx: Tx, record: Row) => Promise<void>;
}

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;

function selection(binding: CollectionBinding) {
  return { ...columnsOf(binding.table), ...binding.computed };
}

function expressions(binding: CollectionBinding): Expressions {
  const computed = Object.fromEntries(Object.entries(binding.computed ?? {}).map(([k, v]) => [k, v.getSQL()]));
  return { ...columnsOf(binding.table), ...computed };
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

export async function listRecords(db: Db, binding: CollectionBinding, query: Record<string, unknown>) {
  const exprs = expressions(binding);
  const columns = columnsOf(binding.table);
  const searchColumns = binding.def.searchFields.map((f) => columns[f]);
  const { where, orderBy, offset, limit } = parseListQuery(binding.def, query, { exprs, searchColumns, custom: binding.customFilters });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(selection(binding))
      .from(binding.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(binding.table).where(where),
  ]);
  return { rows: rows as Row[], total, offset };
}

export async function getRecord(db: Tx, binding: CollectionBinding, id: number, lock = false): Promise<Row> {
  const query = db.select(selection(binding)).from(binding.table).where(eq(idColumn(binding), id));
  const [row] = lock ? await query.for('update', { of: binding.table }) : await query;
  if (!row) throw notFound(`No ${binding.def.resource} with id ${id}`);
  return row as Row;
}

function parseInput(binding: CollectionBinding, body: unknown): Row {
  const result = binding.def.input.safeParse(body ?? {});
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data as Row;
}

export async function createRecord(db: Tx, binding: CollectionBinding, body: unknown): Promise<Row> {
  const data = parseInput(binding, body);
  try {
    await binding.validate?.(db, data);
    const [{ id }] = (await db.insert(binding.table).values(data).returning({ id: idColumn(binding) })) as { id: number }[];
    return await getRecord(db, binding, id);
  } catch (err) {
    translateWriteError(binding, err);
  }
}

export const STALE_VERSION = 'Someone else changed this record after you opened it. Reload it and make your change again.';

/**
 * DESIGN.md §5 "Concurrency": the body carries the version it was read at; a stale one is
 * 409 with the current record and nothing is written. Fields the body leaves out keep their
 * values, and the merged record is validated whole.
 */
export async function updateRecord(db: Db, binding: CollectionBinding, id: number, body: unknown): Promise<Row> {
  const version = (body as Row | null)?.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw invalid({ version: 'The version the record was read at is required' });
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, binding, id, true);
    if (current.version !== version) throw conflict(STALE_VERSION, { current });
    const inputKeys = Object.keys(binding.def.input.shape);
    const merged = Object.fromEntries(inputKeys.map((k) => [k, Object.hasOwn(body as Row, k) ? (body as Row)[k] : current[k]]));
    const data = parseInput(binding, merged);
    try {
      await binding.validate?.(tx, data, id);
      await tx
        .update(binding.table)
        .set({ ...data, version: sql`version + 1`, updated_at: sql`now()` })
        .where(eq(idColumn(binding), id));
    } catch (err) {
      translateWriteError(binding, err);
    }
    return getRecord(tx, binding, id);
  });
}

export async function deleteRecord(db: Db, binding: CollectionBinding, id: number): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, binding, id, true);
    await binding.beforeDelete?.(tx, current);
    try {
      await tx.delete(binding.table).where(eq(idColumn(binding), id));
    } catch (err) {
      if (pgErrorOf(err)?.code === '23503') throw new AppError(409, `This ${binding.def.resource} is still used by other records and cannot be deleted.`);
      throw err;
    }
    return current;
  });
}
