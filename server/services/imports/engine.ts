import { fieldOfHeader, IMPORT_ECHO_CHARS, IMPORT_ERRORS_LISTED, IMPORT_FIELDS, IMPORT_TARGETS, type ImportField, type ImportKind, type ImportMode, type ImportReport } from '../../../contract/imports';
import { msg, say, toMessageLocale, type Message, type Said } from '../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, conflict, pgErrorOf } from '../../errors';
import type { Actor } from '../audit';
import { appendEvent } from '../events';
import { cleanCell, parseBoolean, parseDecimal, parseInteger } from './cells';
import type { Sheet, SheetRow } from './sheet';

// Issue 19: one import, streamed. Rows are read, typed, checked against the file's other rows
// (duplicate keys) and against the database a batch at a time, and written a batch at a time in
// ONE transaction: any error stops the writing, the rest of the file is still checked so the
// report is whole, and the transaction rolls back (a check always rolls back).

export interface RowError {
  field: string;
  message: Said;
}

/** A data row of the file, typed: `values` holds each mapped field (null for an empty cell). */
export interface ImportRow {
  row: number;
  cells: string[];
  values: Record<string, unknown>;
  errors: RowError[];
}

export type RowAction = 'create' | 'update' | 'unchanged';

export interface Plan {
  row: ImportRow;
  /** null when the row has errors. */
  action: RowAction | null;
}

export interface ImportSession {
  tx: Tx;
  kind: ImportKind;
  mode: ImportMode;
  actor: Actor;
  /** Names the import in every record's history entry. */
  source: string;
  /** The fields the file's columns are read as. */
  given: ReadonlySet<string>;
  /** false once a row failed, and for a check of a kind whose rows do not depend on earlier rows. */
  writing: boolean;
  /** Per-import memo of a kind (lookups already made). */
  memo: Map<string, unknown>;
}

export interface KindHandler<P extends Plan = Plan> {
  /** The fields of which at least one must be read from the file (the key). */
  keyColumns: readonly string[];
  /** Fields every file must give a column for. */
  requiredColumns?: readonly string[];
  /** The row's key, unique in a file (case ignored), or null when the row gives none. */
  keyOf(values: Record<string, unknown>): string | null;
  /** The field a duplicate key is reported under. */
  keyField: string;
  batchSize: number;
  /** Rows may refer to records made by earlier rows (a category's parent): a check writes too, then rolls back. */
  dependent?: boolean;
  /** Looks the batch up and decides each row; adds row errors. */
  plan(s: ImportSession, rows: ImportRow[]): Promise<P[]>;
  write(s: ImportSession, plans: P[]): Promise<void>;
  /** After the last batch, when every row passed (opening stock posts its adjustment). */
  finish?(s: ImportSession): Promise<void>;
}

export interface ImportOptions {
  kind: ImportKind;
  mode: ImportMode;
  dryRun: boolean;
  actor: Actor;
  /** The file name, for the history entries. */
  name?: string;
  /** header → field ('' leaves the column out); headers not named are matched by name. */
  map?: Record<string, string>;
  locale: string;
  progress?: (rows: number) => void;
  /**
   * Each rejected row's errors, as they are found (the rejected-rows download): a row's own once
   * its batch is checked; the first row of a duplicated key later again, when the duplicate is read.
   */
  onRejected?: (row: number, errors: RowError[]) => void;
  signal?: AbortSignal;
}

const PREVIEW_ROWS = 10;

/** The longest message a report lists: one value of the file echoed in it, and the words around it. */
const MESSAGE_CHARS = 3 * IMPORT_ECHO_CHARS;

/**
 * Text of the file as a report shows it: a long header, value or message is cut, with "…" (issue
 * 32: a 200 MB cell made a 200 MB answer). The report's size is then bounded whatever the file.
 */
export const echoed = (text: string, max = IMPORT_ECHO_CHARS) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A row error's message as a report gives it: in the person's language, cut when a long value is echoed in it. */
export const reportedMessage = (message: Said, locale: string) => echoed(say(message, toMessageLocale(locale)), MESSAGE_CHARS);

class Rollback extends Error {}

const cancelled = () => new AppError(499, msg('import_cancelled'));

/**
 * The field each column is read as; a file-level problem is a 400 naming it. `map` names a column
 * by its header, or by its header as the report echoed it (cut when long).
 */
export function mapColumns(kind: ImportKind, headers: string[], map: Record<string, string> = {}): (ImportField | null)[] {
  const fields = IMPORT_FIELDS[kind];
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const [header, field] of Object.entries(map)) {
    if (field && !byName.has(field)) throw badRequest('import_unknown_field', { field: echoed(field), header: echoed(header) });
  }
  const mapped = headers.map((header) => {
    const name = Object.hasOwn(map, header) ? map[header] : Object.hasOwn(map, echoed(header)) ? map[echoed(header)] : fieldOfHeader(kind, header);
    return name ? byName.get(name)! : null;
  });
  const seen = new Map<string, string>();
  mapped.forEach((field, i) => {
    if (!field) return;
    const other = seen.get(field.name);
    if (other !== undefined) throw badRequest('import_two_columns', { field: field.name, a: echoed(other), b: echoed(headers[i]) });
    seen.set(field.name, headers[i]);
  });
  return mapped;
}

/** A cell as its field's type; a cell that does not read is a row error. */
function typed(field: ImportField, cell: string): { value: unknown; error?: Message } {
  const text = cleanCell(cell);
  if (text === '') return { value: null };
  switch (field.type) {
    case 'text':
      return { value: text };
    case 'decimal': {
      const n = parseDecimal(text);
      return n === null ? { value: text, error: msg('must_be_number') } : { value: n };
    }
    case 'integer':
    case 'id': {
      const n = parseInteger(text);
      if (n !== null) return field.type === 'id' && n <= 0 ? { value: n, error: msg('more_than_zero') } : { value: n };
      return { value: text, error: parseDecimal(text) === null ? msg('must_be_number') : msg('whole_numbers') };
    }
    case 'boolean': {
      const b = parseBoolean(text);
      return b === null ? { value: text, error: msg('must_be_yes_no') } : { value: b };
    }
  }
}

function readRow(sheetRow: SheetRow, columns: (ImportField | null)[]): ImportRow {
  const row: ImportRow = { row: sheetRow.row, cells: sheetRow.cells, values: {}, errors: [] };
  columns.forEach((field, i) => {
    if (!field) return;
    const { value, error } = typed(field, sheetRow.cells[i] ?? '');
    row.values[field.name] = value;
    if (error) row.errors.push({ field: field.name, message: error });
  });
  return row;
}

/** A write refused by a rule or a constraint, as row errors; anything else is thrown on. */
export function writeErrors(err: unknown): RowError[] | null {
  if (err instanceof AppError && err.statusCode < 500) {
    return err.errors ? Object.entries(err.errors).map(([field, message]) => ({ field, message })) : [{ field: '_', message: err.reason }];
  }
  return null;
}

/**
 * Runs one import of a file: a check (`dryRun`) or a commit, all rows or none. Answers the
 * report; `committed` says whether anything was written.
 */
export async function runImport(db: Db, handler: KindHandler, sheet: Sheet, opts: ImportOptions): Promise<ImportReport> {
  const columns = mapColumns(opts.kind, sheet.headers, opts.map);
  const given = new Set(columns.filter((c): c is ImportField => !!c).map((c) => c.name));
  const report: ImportReport = {
    rows: 0,
    create: 0,
    update: 0,
    unchanged: 0,
    errors: [],
    error_count: 0,
    rejected_rows: 0,
    columns: sheet.headers.map((header, i) => ({ header: echoed(header), field: columns[i]?.name ?? null })),
    preview: [],
    committed: false,
  };
  const rejected = new Set<number>();
  const fail = (row: number, field: string, message: Said) => {
    report.error_count++;
    rejected.add(row);
    report.rejected_rows = rejected.size;
    if (report.errors.length < IMPORT_ERRORS_LISTED) report.errors.push({ row, field, message: reportedMessage(message, opts.locale) });
  };
  const missing = [...(handler.keyColumns.some((c) => given.has(c)) ? [] : [handler.keyColumns[0]]), ...(handler.requiredColumns ?? []).filter((c) => !given.has(c))];
  if (missing.length) {
    for (const field of missing) fail(1, field, msg('import_no_column', { field }));
    for await (const _ of sheet.rows) {
      if (opts.signal?.aborted) throw cancelled();
      report.rows++;
    }
    return report;
  }

  const firstRowOfKey = new Map<string, number>();
  const flaggedFirst = new Set<number>();
  const source = opts.name ? `${opts.name}` : `${opts.kind} import`;

  const work = async (tx: Tx) => {
    const session: ImportSession = { tx, kind: opts.kind, mode: opts.mode, actor: opts.actor, source, given, writing: !opts.dryRun || !!handler.dependent, memo: new Map() };
    let batch: ImportRow[] = [];

    const settle = async () => {
      const rows = batch;
      batch = [];
      const plans = await handler.plan(session, rows);
      for (const plan of plans) {
        if (plan.row.errors.length || !plan.action) continue;
        report[plan.action]++;
      }
      const failed = rows.filter((r) => r.errors.length);
      if (failed.length) session.writing = false;
      if (session.writing) {
        try {
          await handler.write(session, plans);
        } catch (err) {
          // A rule or constraint met while writing (a category cycle, a record changed meanwhile).
          const errors = writeErrors(err);
          if (!errors) throw err;
          session.writing = false;
          const target = plans.find((p) => p.row.errors.length === 0)?.row ?? rows[0];
          target.errors.push(...errors);
          failed.push(target);
        }
      }
      for (const row of rows) {
        if (!row.errors.length) continue;
        for (const e of row.errors) fail(row.row, e.field, e.message);
        opts.onRejected?.(row.row, row.errors);
      }
    };

    for await (const sheetRow of sheet.rows) {
      if (opts.signal?.aborted) throw cancelled();
      report.rows++;
      opts.progress?.(report.rows);
      const row = readRow(sheetRow, columns);
      const key = handler.keyOf(row.values);
      if (key !== null) {
        const first = firstRowOfKey.get(key);
        if (first === undefined) firstRowOfKey.set(key, row.row);
        else {
          row.errors.push({ field: handler.keyField, message: msg('import_also_on_row', { row: first }) });
          if (!flaggedFirst.has(first)) {
            flaggedFirst.add(first);
            fail(first, handler.keyField, msg('import_also_on_row', { row: row.row }));
            opts.onRejected?.(first, [{ field: handler.keyField, message: msg('import_also_on_row', { row: row.row }) }]);
            session.writing = false;
          }
        }
      }
      if (report.preview.length < PREVIEW_ROWS) report.preview.push(previewOf(row, columns));
      batch.push(row);
      if (batch.length >= handler.batchSize) await settle();
    }
    if (batch.length) await settle();
    if (session.writing && handler.finish) await handler.finish(session);
    report.errors.sort((a, b) => a.row - b.row);
    if (opts.dryRun || report.error_count) throw new Rollback();
    report.committed = true;
    // One event for the whole file, not one per row: its list changed wholesale.
    await appendEvent(tx, { type: 'import.completed', collection: IMPORT_TARGETS[opts.kind].collection, recordId: null, actor: opts.actor, payload: { kind: opts.kind, created: report.create, updated: report.update } });
  };

  try {
    await db.transaction(work);
  } catch (err) {
    if (err instanceof Rollback) return report;
    if (pgErrorOf(err)?.code === '23505') throw conflict('import_changed_meanwhile');
    throw err;
  }
  return report;
}

/** A row as it will be saved: its mapped fields, typed, long texts cut. */
function previewOf(row: ImportRow, columns: (ImportField | null)[]): Record<string, unknown> {
  const preview: Record<string, unknown> = {};
  for (const field of columns) {
    if (!field) continue;
    const value = row.values[field.name];
    preview[field.name] = typeof value === 'string' ? echoed(value) : value;
  }
  return preview;
}
