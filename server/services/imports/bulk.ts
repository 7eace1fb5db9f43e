import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { Actor, Changes } from '../audit';

// Many rows in one statement: an import writes a batch of records as one INSERT or UPDATE that
// reads the rows from a single JSON parameter (jsonb_to_recordset), instead of a round trip for
// each record.

type Row = Record<string, unknown>;

/** `v(col type, …)`: the record type jsonb_to_recordset reads the rows as. */
function recordType(table: PgTable, fields: string[], extra = ''): ReturnType<typeof sql.raw> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const defs = fields.map((f) => `"${columns[f].name}" ${columns[f].getSQLType()}`);
  return sql.raw(`v(${[extra, ...defs].filter(Boolean).join(', ')})`);
}

const ident = (table: PgTable, field: string) => `"${(getTableColumns(table) as Record<string, AnyPgColumn>)[field].name}"`;

/** `count` new ids from the table's sequence. */
export async function drawIds(tx: Tx, table: PgTable, count: number): Promise<number[]> {
  if (!count) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((r) => r.id);
}

/**
 * Inserts the rows (every row gives every field) and answers their ids, in the rows' order. The
 * ids are drawn from the table's sequence first (unless given, drawn by drawIds), so each row
 * knows its own id exactly.
 */
export async function insertRows(tx: Tx, table: PgTable, fields: string[], rows: Row[], given?: number[]): Promise<number[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const ids = given ?? (await drawIds(tx, table, rows.length));
  const data = rows.map((row, i) => ({ id: ids[i], ...Object.fromEntries(fields.map((f) => [columns[f].name, row[f] ?? null])) }));
  const cols = sql.raw(['id', ...fields.map((f) => ident(table, f))].join(', '));
  await tx.execute(sql`
    insert into ${table} (${cols})
    select ${cols} from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as ${recordType(table, fields, 'id int')}`);
  return ids;
}

/** Sets the fields of each row (by `id`), bumping version and updated_at. */
export async function updateRows(tx: Tx, table: PgTable, fields: string[], rows: (Row & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const data = rows.map((row) => ({ id: row.id, ...Object.fromEntries(fields.map((f) => [columns[f].name, row[f] ?? null])) }));
  const sets = sql.raw(fields.map((f) => `${ident(table, f)} = v.${ident(table, f)}`).join(', '));
  await tx.execute(sql`
    update ${table} t set ${sets}, version = t.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as ${recordType(table, fields, 'id int')}
    where t.id = v.id`);
}

/** One audit entry per record, all in one statement (DESIGN.md §6 "Audit"). */
export async function auditRows(tx: Tx, table: PgTable | string, action: string, actor: Actor, entries: { id: number; changes: Changes }[]): Promise<void> {
  if (!entries.length) return;
  const collection = typeof table === 'string' ? table : getTableName(table).replace(/_/g, '-');
  const data = entries.map((e) => ({ record_id: e.id, changes: e.changes }));
  await tx.execute(sql`
    insert into audit_log (collection, record_id, action, actor_kind, actor_id, actor_name, changes)
    select ${collection}, v.record_id, ${action}, ${actor.kind}, ${actor.id}, ${actor.name}, v.changes
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(record_id int, changes jsonb)`);
}
