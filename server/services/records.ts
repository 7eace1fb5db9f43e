import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDef } from '../../contract/collection';
import type { Db, Tx } from '../db/client';
import { preparedFor } from '../db/prepared';
import { msg, render, type Message } from '../../contract/messages';
import { checked, conflict, invalid, notFound, pgErrorOf } from '../errors';
import { diff, recordAudit, type Actor } from './audit';
import { recordChanged } from './events';
import type { Mail, Mailer } from './mail';

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

export const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;

/** Everything a client may read of a record: its visible columns and computed fields. */
export function selection(binding: CollectionBinding, detail = false): Record<string, AnyPgColumn | SQL.Aliased> {
  const visible = Object.entries(columnsOf(binding.table)).filter(([k]) => !binding.hidden?.includes(k));
  return { ...Object.fromEntries(visible), ...binding.computed, ...(detail ? binding.detail : {}) };
}

/** The stored fields of a record: what the audit log compares (computed totals are not changes). */
function stored(binding: CollectionBinding, row: Row | null): Row | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !binding.computed?.[k] && !binding.detail?.[k]));
}

export function idColumn(binding: CollectionBinding): AnyPgColumn {
  return columnsOf(binding.table).id;
}

/** Constraint violations become field errors the form shows under the field. */
function translateWriteError(binding: CollectionBinding, err: unknown): never {
  const pg = pgErrorOf(err);
  const known = pg?.constraint && binding.constraints?.[pg.constraint];
  if (known) throw invalid({ [known.field]: known.message });
  throw err;
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
  await recordChanged(tx, binding.def.name, 'created', created, actor);
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
    // Even a save that changed no field moved the version: an open form of it is now stale.
    await recordChanged(tx, binding.def.name, 'updated', updated, actor);
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
    await recordChanged(tx, binding.def.name, 'deleted', current, actor);
    return current;
  });
}
