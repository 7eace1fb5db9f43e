import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { msg, type Message } from '../../../contract/messages';
import { zodFieldErrors } from '../../errors';
import { diff, type Changes } from '../audit';
import type { CollectionBinding } from '../records';
import { auditRows, insertRows, updateRows } from './bulk';
import type { ImportRow, ImportSession, KindHandler, Plan } from './engine';

// The kinds that are one table each (products, suppliers, dealers, prices): a row is
// found by its key, made or changed through the collection's own input schema, and written in bulk.

type Row = Record<string, unknown>;

export interface TablePlan extends Plan {
  id?: number;
  before?: Row;
  data?: Row;
}

export interface TableKind {
  binding: CollectionBinding;
  /** The import field holding the key; the stored column it is compared with, case ignored. */
  keyField: string;
  keyColumn: string;
  /** The input fields an import writes (a dealer's portal login is not one). */
  fields: readonly string[];
  /** What a row's values are checked against: the collection's input, or a part of it. */
  schema?: z.ZodObject;
  /** The message for a row whose key no record has (update only), and for a key two records share. */
  missing?: Message;
  several?: Message;
  /** Rows only change existing records (price updates). */
  updateOnly?: boolean;
  /** Import fields reported under another name than their input field (category_id → category). */
  reportedAs?: (inputField: string, s: ImportSession) => string;
  /** Turns references by name into ids on the rows of a batch (adds row errors). */
  resolve?: (s: ImportSession, rows: ImportRow[]) => Promise<void>;
  /** The input a row gives: its values, with references resolved; `undefined` leaves a field as it is. */
  inputOf?: (values: Row, s: ImportSession, creating: boolean) => Row;
}

const normalized = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);

/** Stored rows whose key is one of these (case ignored), grouped by key: two records may share a name. */
async function existing(s: ImportSession, table: PgTable, keyColumn: string, fields: readonly string[], keys: string[]): Promise<Map<string, Row[]>> {
  const found = new Map<string, Row[]>();
  if (!keys.length) return found;
  const cols = sql.raw(['id', 'version', ...fields].map((f) => `"${f}"`).join(', '));
  const { rows } = await s.tx.execute<Row>(sql`select ${cols}, lower(${sql.identifier(keyColumn)}) as _key from ${table} where lower(${sql.identifier(keyColumn)}) = any(${sql.param(keys)}::text[])`);
  for (const row of rows) {
    const key = row._key as string;
    delete row._key;
    found.set(key, [...(found.get(key) ?? []), row]);
  }
  return found;
}

/** The input a row gives by default: each given field as read; an empty cell clears a field that may be empty. */
export function givenInput(values: Row, s: ImportSession, fields: readonly string[], schema: z.ZodObject): Row {
  const input: Row = {};
  for (const field of fields) {
    if (!s.given.has(field)) continue;
    const value = values[field];
    input[field] = value === null && !schema.shape[field]?.safeParse(null).success ? undefined : value;
  }
  return input;
}

const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-9);

export function tableHandler(kind: TableKind): KindHandler<TablePlan> {
  const { binding, keyField, keyColumn, fields } = kind;
  const schema = kind.schema ?? binding.def.input;
  const reported = (field: string, s: ImportSession) => kind.reportedAs?.(field, s) ?? field;

  return {
    keyColumns: [keyField],
    keyField,
    batchSize: 500,
    keyOf: (values) => normalized(values[keyField]),

    async plan(s, rows) {
      // A row whose other cells did not read is still checked whole, so its report is complete;
      // only a row without a usable key is not looked up.
      const failed = (row: ImportRow, field: string) => row.errors.some((e) => e.field === field);
      for (const r of rows) if (!failed(r, keyField) && normalized(r.values[keyField]) === null) r.errors.push({ field: keyField, message: msg('required') });
      const keyed = rows.filter((r) => !failed(r, keyField));
      const keys = [...new Set(keyed.map((r) => normalized(r.values[keyField])!))];
      const stored = await existing(s, binding.table, keyColumn, fields, keys);
      await kind.resolve?.(s, keyed);
      return rows.map((row): TablePlan => {
        if (failed(row, keyField)) return { row, action: null };
        const matches = stored.get(normalized(row.values[keyField])!) ?? [];
        if (matches.length > 1) {
          row.errors.push({ field: keyField, message: kind.several ?? msg('import_several_records') });
          return { row, action: null };
        }
        const [before] = matches;
        if (!before && (s.mode === 'update' || kind.updateOnly)) {
          row.errors.push({ field: keyField, message: kind.missing ?? msg('import_no_record') });
          return { row, action: null };
        }
        if (before && s.mode === 'create') return row.errors.length ? { row, action: null } : { row, action: 'unchanged' };
        const input = kind.inputOf?.(row.values, s, !before) ?? givenInput(row.values, s, fields, schema);
        const candidate = before ? { ...pick(before, fields), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } : input;
        const parsed = schema.safeParse(candidate);
        if (!parsed.success) {
          for (const [field, message] of Object.entries(zodFieldErrors(parsed.error))) {
            const reportedField = reported(field, s);
            if (!failed(row, reportedField)) row.errors.push({ field: reportedField, message });
          }
        }
        if (row.errors.length || !parsed.success) return { row, action: null };
        const data = pick(parsed.data as Row, fields);
        if (!before) return { row, action: 'create', data };
        const changed = fields.some((f) => !same(data[f], before[f]));
        return { row, action: changed ? 'update' : 'unchanged', id: before.id as number, before, data };
      });
    },

    async write(s, plans) {
      const creates = plans.filter((p) => p.action === 'create');
      const updates = plans.filter((p) => p.action === 'update');
      const ids = await insertRows(s.tx, binding.table, [...fields], creates.map((p) => p.data!));
      await updateRows(s.tx, binding.table, [...fields], updates.map((p) => ({ ...p.data!, id: p.id! })));
      const stamp: Changes = { import: [null, s.source] };
      await auditRows(s.tx, binding.def.name, 'import', s.actor, [
        ...creates.map((p, i) => ({ id: ids[i], changes: { ...diff(null, p.data!), ...stamp } })),
        ...updates.map((p) => ({ id: p.id!, changes: { ...diff(pick(p.before!, fields), p.data!), ...stamp } })),
      ]);
    },
  };
}

/** Ids of the rows of `table` whose `lower(column)` is one of `names`, memoised for the whole import. */
export async function idsByName(s: ImportSession, memoKey: string, names: string[], query: (names: string[]) => SQL): Promise<Map<string, number[]>> {
  let memo = s.memo.get(memoKey) as Map<string, number[]> | undefined;
  if (!memo) s.memo.set(memoKey, (memo = new Map()));
  const missing = [...new Set(names)].filter((n) => !memo.has(n));
  if (missing.length) {
    const { rows } = await s.tx.execute<{ id: number; name: string }>(query(missing));
    for (const n of missing) memo.set(n, []);
    for (const r of rows) memo.get(r.name)?.push(r.id);
  }
  return memo;
}
