import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type ImportKind, type ImportReport } from '../../../contract/imports';
import { msg, render, toMessageLocale } from '../../../contract/messages';
import { csvLine } from '../csvExport';
import { encodeCsvText } from './csvSheet';
import { reportedMessage, type RowError } from './engine';
import type { Sheet } from './sheet';

// Issue 32: the rejected rows of a check, written back as the file came in — a `;` Windows-1252
// CSV as a `;` Windows-1252 CSV, UTF-8 as UTF-8, a workbook as a workbook — with the file's own
// headers and an Error column in the person's language, and exactly the rows the check counted.
// The first row of a duplicated key is known to be rejected only when the duplicate is read, long
// after it was read itself: so the check runs first, then the file is read again for the rows.

/**
 * The rejected rows' errors as the check reports them. They mostly come in row order, and are
 * kept in a temp file so that a file of rejected rows costs no memory; the few that come late
 * (the first row of a duplicated key) are kept in memory, as the check keeps the keys themselves.
 */
export class RejectedRowErrors {
  private readonly path = join(tmpdir(), `import-rejected-${randomUUID()}.jsonl`);
  private readonly file: WriteStream = createWriteStream(this.path, { flags: 'wx', mode: 0o600 });
  private lastRow = 0;
  private readonly late = new Map<number, RowError[]>();

  readonly add = (row: number, errors: RowError[]): void => {
    if (row > this.lastRow) {
      this.lastRow = row;
      this.file.write(`${JSON.stringify([row, errors])}\n`);
    } else this.late.set(row, [...(this.late.get(row) ?? []), ...errors]);
  };

  /** Each rejected row's errors, in row order. */
  async *inRowOrder(): AsyncGenerator<[number, RowError[]], void, undefined> {
    this.file.end();
    await finished(this.file);
    const lines = createInterface({ input: createReadStream(this.path), crlfDelay: Infinity })[Symbol.asyncIterator]();
    const late = [...this.late.keys()].sort((a, b) => a - b);
    let next = await lines.next();
    try {
      for (;;) {
        const inFile = next.done ? undefined : (JSON.parse(next.value as string) as [number, RowError[]]);
        const row = Math.min(inFile?.[0] ?? Infinity, late[0] ?? Infinity);
        if (row === Infinity) return;
        const errors: RowError[] = [];
        if (inFile?.[0] === row) {
          errors.push(...inFile[1]);
          next = await lines.next();
        }
        if (late[0] === row) errors.push(...this.late.get(late.shift()!)!);
        yield [row, errors];
      }
    } finally {
      await lines.return?.();
    }
  }

  async remove(): Promise<void> {
    this.file.destroy();
    await rm(this.path, { force: true });
  }
}

export interface RejectedRowsFile {
  type: string;
  fileName: string;
  body: Readable;
}

/**
 * The rows of `sheet` (the file read again) that `errors` names, as a file of the sheet's own
 * format, each with its errors in an Error column: "Header: message", the header being the column
 * the field was read from (the field's name when no column is). Ends and removes `errors` when done.
 */
export function rejectedRowsFile(kind: ImportKind, sheet: Sheet, report: ImportReport, errors: RejectedRowErrors, locale: string): RejectedRowsFile {
  const headerOf = new Map<string, string>();
  report.columns.forEach((column, i) => column.field && !headerOf.has(column.field) && headerOf.set(column.field, sheet.headers[i]));
  const describe = (rowErrors: RowError[]) =>
    rowErrors
      .map(({ field, message }) => {
        const text = reportedMessage(message, locale);
        return field && field !== '_' ? `${headerOf.get(field) ?? field}: ${text}` : text;
      })
      .join('; ');
  const header = [...sheet.headers, render(msg('import_error_column'), toMessageLocale(locale))];
  const out = new PassThrough();
  const writer = sheet.encoding === 'xlsx' ? workbookWriter(out) : csvWriter(out, sheet);

  void (async () => {
    const rows = sheet.rows[Symbol.asyncIterator]();
    try {
      await writer.row(header);
      let next = await rows.next();
      for await (const [row, rowErrors] of errors.inRowOrder()) {
        while (!next.done && next.value.row < row) next = await rows.next();
        if (next.done) break;
        if (next.value.row === row) await writer.row([...sheet.headers.map((_, i) => next.value.cells[i] ?? ''), describe(rowErrors)]);
        if (out.destroyed) break; // the client went away
      }
      if (!out.destroyed) await writer.end();
    } catch (err) {
      out.destroy(err as Error);
    } finally {
      await rows.return?.();
      await errors.remove();
    }
  })();

  return sheet.encoding === 'xlsx'
    ? { type: XLSX_TYPE, fileName: `${kind}-rejected.xlsx`, body: out }
    : { type: `text/csv; charset=${sheet.encoding}`, fileName: `${kind}-rejected.csv`, body: out };
}

interface RowWriter {
  row(cells: string[]): Promise<void>;
  end(): Promise<void>;
}

/** Waits while the client has not read what was written. */
async function written(out: PassThrough, ok: boolean): Promise<void> {
  if (ok || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });
}

function csvWriter(out: PassThrough, sheet: Sheet): RowWriter {
  const encoding = sheet.encoding === 'windows-1252' ? 'windows-1252' : 'utf-8';
  const delimiter = sheet.csv?.delimiter ?? ',';
  // A UTF-8 file starts with a BOM: Excel reads it as Windows-1252 otherwise. A sep= line is kept.
  let start = `${encoding === 'utf-8' ? '\uFEFF' : ''}${sheet.csv?.sepLine ? `sep=${delimiter}\r\n` : ''}`;
  return {
    async row(cells) {
      const line = start + csvLine(cells, delimiter);
      start = '';
      await written(out, out.write(encodeCsvText(line, encoding)));
    },
    async end() {
      out.end();
    },
  };
}

function workbookWriter(out: PassThrough): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Rejected');
  return {
    async row(cells) {
      worksheet.addRow(cells).commit();
    },
    async end() {
      worksheet.commit();
      await workbook.commit();
    },
  };
}
