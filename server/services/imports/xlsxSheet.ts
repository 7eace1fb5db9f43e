import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, type Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_CELL_CHARS } from '../../../contract/imports';
import { msg } from '../../../contract/messages';
import { ImportFileError, isBlank, sheetFrom, type Sheet, type SheetRow } from './sheet';
import { SHARED_STRINGS_PART, WorkbookInflation } from './xlsxLimits';

// Issue 19 / DESIGN.md §5 "Imports": an Excel workbook (spooled to a file) read by exceljs's
// streaming reader, row by row, first worksheet only; issue 32: within the limits of xlsxLimits.ts.

/** Styles are read for their number formats: without them a date cell is a bare serial number. */
const WORKBOOK_OPTIONS = { sharedStrings: 'cache', worksheets: 'emit', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;

/** How a zip starts, and its end record. */
const ZIP_FILE_HEADER = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END_RECORD = Buffer.from('PK\x05\x06', 'latin1');

function unreadableWorkbook(cause?: unknown): ImportFileError {
  const error = new ImportFileError(400, msg('import_not_xlsx'));
  if (cause !== undefined) error.cause = cause;
  return error;
}

const cellTooLongOnRow = (row: number) =>
  new ImportFileError(400, msg('import_cell_too_long_row', { row, max: IMPORT_MAX_CELL_CHARS }));

/**
 * The workbook at `path` as a sheet. The file has a known end, so an upload cut off (too large,
 * aborted) never reaches exceljs, and the zip's parts can be handed to exceljs in the order it
 * needs them.
 */
export async function openXlsxSheet(path: string): Promise<Sheet> {
  const layout = await zipLayout(path);
  return sheetFrom(workbookRows(path, layout), { encoding: 'xlsx' });
}

interface ByteRange {
  start: number;
  end: number;
}

interface ZipLayout {
  parts: (ByteRange & { name: string })[];
  /** The central directory and its end record. */
  directory: ByteRange;
}

/**
 * Where each part of the zip lies, from its central directory. Not a zip, or cut off: 400; parts
 * declared larger than an import reads: 413 at once. A zip64 directory gives null, and the file is
 * read in its own order (its sizes are then checked only as it inflates).
 */
async function zipLayout(path: string): Promise<ZipLayout | null> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const readAt = async (position: number, length: number) => (await file.read(Buffer.alloc(length), 0, length, position)).buffer;
    const tailStart = Math.max(0, size - (22 + 0xffff)); // the end record, after at most a 64 KB comment
    const tail = await readAt(tailStart, size - tailStart);
    const endRecord = tail.lastIndexOf(ZIP_END_RECORD);
    if (endRecord < 0 || endRecord + 22 > tail.length || !(await readAt(0, 4)).equals(ZIP_FILE_HEADER)) throw unreadableWorkbook();
    const directorySize = tail.readUInt32LE(endRecord + 12);
    const directoryStart = tail.readUInt32LE(endRecord + 16);
    if (directoryStart === 0xffffffff) return null;
    if (directoryStart + directorySize > tailStart + endRecord) throw unreadableWorkbook();
    const parts = directoryEntries(await readAt(directoryStart, directorySize)).sort((a, b) => a.start - b.start);
    WorkbookInflation.checkDeclared(parts);
    return {
      parts: parts.map((part, i) => ({ ...part, end: parts[i + 1]?.start ?? directoryStart })),
      directory: { start: directoryStart, end: size },
    };
  } finally {
    await file.close();
  }
}

/** The name, local header offset and uncompressed size of each central directory entry (a zip64 size reads as endless). */
function directoryEntries(directory: Buffer): { name: string; start: number; size: number }[] {
  const entries: { name: string; start: number; size: number }[] = [];
  for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50; ) {
    const nameLength = directory.readUInt16LE(at + 28);
    const size = directory.readUInt32LE(at + 24);
    entries.push({ name: directory.toString('utf8', at + 46, at + 46 + nameLength), start: directory.readUInt32LE(at + 42), size: size === 0xffffffff ? Infinity : size });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

/** What exceljs must have read before a worksheet, lest it spool the worksheet to a temp file to read later. */
const LEADING_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', SHARED_STRINGS_PART];

/**
 * The workbook as exceljs reads it: the parts it needs first, then the first worksheet (the first
 * in the file, which is the first tab for Excel and LibreOffice), then the central directory.
 * Excel writes the shared strings after the worksheets: read in file order, exceljs would write
 * every worksheet out to a temp file (which it leaves behind when the workbook turns out broken).
 */
function workbookStream(path: string, layout: ZipLayout | null): Readable {
  if (!layout) return createReadStream(path);
  const part = (test: (name: string) => boolean) => layout.parts.find((p) => test(p.name));
  const ranges = [...LEADING_PARTS.map((name) => part((n) => n === name)), part((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)), layout.directory];
  return Readable.from(fileRanges(path, ranges.filter((range) => range !== undefined)));
}

async function* fileRanges(path: string, ranges: ByteRange[]): AsyncGenerator<Buffer, void, undefined> {
  for (const { start, end } of ranges) if (end > start) yield* createReadStream(path, { start, end: end - 1 });
}

/** The rows of the first worksheet, numbered as in the worksheet. */
async function* workbookRows(path: string, layout: ZipLayout | null): AsyncGenerator<SheetRow, void, undefined> {
  const source = workbookStream(path, layout);
  const guard = zipGuard(source);
  const worksheets: Worksheets = new ExcelJS.stream.xlsx.WorkbookReader(source, WORKBOOK_OPTIONS)[Symbol.asyncIterator]();
  let rows: AsyncIterator<ExcelJS.Row> | undefined;
  let done = false;
  try {
    const first = await guard(worksheets.next());
    if (first.done) throw unreadableWorkbook(); // a zip, but no worksheet in it
    rows = first.value[Symbol.asyncIterator]();
    for (let next = await guard(rows.next()); !next.done; next = await guard(rows.next())) {
      const cells = Array.from((next.value.values as ExcelJS.CellValue[]).slice(1), cellText);
      // Rich text runs, each within bounds as they streamed in, may add up to a longer cell.
      if (cells.some((cell) => cell.length > IMPORT_MAX_CELL_CHARS)) throw cellTooLongOnRow(next.value.number);
      if (!isBlank(cells)) yield { row: next.value.number, cells };
    }
    await skipWorksheets(worksheets, guard);
    done = true;
  } catch (err) {
    throw err instanceof ImportFileError ? err : unreadableWorkbook(err);
  } finally {
    // Stopped early (an error, or the caller's break): exceljs is let finish in the background.
    (done ? Promise.resolve() : abandon(rows, worksheets, guard)).then(() => source.destroy(), () => undefined);
  }
}

type Worksheets = AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>;

/** An exceljs step (a promise) made to fail as soon as the workbook's stream or unzipper fails. */
type Guard = <T>(step: Promise<T>) => Promise<T>;

/**
 * exceljs does not always pass a failure of its unzipper on: with a corrupt part it waits forever
 * for the part's end. exceljs pipes the workbook's stream into its unzipper, which is how the
 * unzipper is reached. (Only the step in progress holds a handler, so nothing piles up row after row.)
 * The unzipper is also where each part comes out inflated: each is counted there (inflatedParts).
 */
function zipGuard(source: Readable): Guard {
  let failure: { error: unknown } | undefined;
  let rejectStep: ((error: unknown) => void) | undefined;
  const fail = (error: unknown) => {
    failure ??= { error };
    rejectStep?.(error);
  };
  source.once('error', fail);
  const pipe = source.pipe.bind(source);
  source.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on('error', fail);
    inflatedParts(destination as unknown as Readable, fail);
    return pipe(destination, options);
  };
  return <T>(step: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      rejectStep = reject;
      step.then(resolve, reject);
      if (failure) reject(failure.error);
    });
}

/**
 * Counts what each part of the workbook inflates to, chunk by chunk as it leaves the unzipper and
 * before exceljs parses it. unzipper (0.10, exceljs's) hands each part on by pushing a PassThrough
 * stream, into which it then pipes the inflated bytes: its transform is where they pass.
 */
function inflatedParts(unzipper: Readable, fail: (error: unknown) => void): void {
  const workbook = new WorkbookInflation();
  const push = unzipper.push.bind(unzipper);
  unzipper.push = (chunk: unknown, encoding?: BufferEncoding) => {
    const path = (chunk as { path?: unknown } | null)?.path;
    if (chunk instanceof Readable && typeof path === 'string') {
      const entry = chunk as Transform;
      const part = workbook.part(path);
      const transform = entry._transform.bind(entry);
      entry._transform = (bytes: Buffer, bytesEncoding, done) => {
        const refusal = part.take(bytes);
        if (!refusal) return transform(bytes, bytesEncoding, done);
        fail(refusal);
        done(refusal);
      };
    }
    return push(chunk, encoding);
  };
}

/**
 * Other worksheets are not parsed (there are none but in a zip64 workbook, read in file order).
 * exceljs hands one it spooled to a temp file over as an open stream of it: close it, or its
 * descriptor stays open. One still inside the zip is drained by exceljs itself.
 */
async function skipWorksheets(worksheets: Worksheets, guard: Guard): Promise<void> {
  for (let next = await guard(worksheets.next()); !next.done; next = await guard(worksheets.next())) {
    const stream = (next.value as { iterator?: unknown }).iterator;
    if (stream instanceof Readable) stream.on('error', () => undefined).destroy();
  }
}

/** Lets exceljs read to the end of the workbook (unless it failed), so that it removes any temp file of its own. */
async function abandon(rows: AsyncIterator<unknown> | undefined, worksheets: Worksheets, guard: Guard): Promise<void> {
  try {
    await guard<unknown>(rows?.return?.() ?? Promise.resolve());
    await skipWorksheets(worksheets, guard);
  } catch {
    // Broken: exceljs is stuck, and nothing more can be done for it.
  }
}

/** A cell as text: what the user sees in it, without float noise or formatting. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue); // a hyperlink: its text
  if ('error' in value) return String(value.error);
  return '';
}

/** 12.5 rather than 12.500000000000002: binary float noise sits far below 10 decimals. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(10));
  return String(rounded === 0 ? 0 : rounded);
}

/** yyyy-mm-dd, or yyyy-mm-ddThh:mm:ss when it has a time (a wall-clock time, hence no Z). */
function dateText(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const iso = new Date(Math.round(time / 1000) * 1000).toISOString(); // a serial's float noise rounds away
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

