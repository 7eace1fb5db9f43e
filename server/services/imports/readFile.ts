import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { CsvError, parse as csvParser, type Parser } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, XLSX_TYPE } from '../../../contract/imports';
import { AppError } from '../../errors';

// Issue 19 / DESIGN.md §5 "Imports": an uploaded spreadsheet (CSV or XLSX) read as a header row and
// a stream of rows of text. Nothing here holds the whole file: CSV goes chunk by chunk through a
// decoder and csv-parse; XLSX is spooled to a temp file and read by exceljs's streaming reader.
// Reading what the cells mean (numbers, dates, yes/no) is left to the parse* helpers at the end.

/** A file the import cannot read: 400 bad file, 413 too large, 415 unsupported type. */
export class ImportFileError extends AppError {}

/** A data row: `row` is its number as a spreadsheet shows it (the header is row 1 in a CSV). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  /**
   * The data rows, read as they are iterated (once). Every row has at least as many cells as
   * there are headers. Stopping early (break, or `rows[Symbol.asyncIterator]().return()` when
   * not iterated at all) lets the rest of the upload drain and removes an XLSX's temp file.
   */
  rows: AsyncIterable<SheetRow>;
  encoding: 'utf-8' | 'windows-1252' | 'xlsx';
}

// Not text/plain: like a form post, a text/plain body can be sent cross-site without a preflight,
// and every write of the API refuses the three "simple" body types (tests/api/securityInput.test.ts).
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel']);

/** The bytes the CSV encoding is judged on. */
const SAMPLE_BYTES = 64 * 1024;

/** The longest CSV record read: a quote left open would otherwise swallow the rest of the file. */
const MAX_RECORD_CHARS = 1_000_000;

/** How a zip (an .xlsx) starts, and its end record. */
const ZIP_FILE_HEADER = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END_RECORD = Buffer.from('PK\x05\x06', 'latin1');

const unsupportedType = () => new ImportFileError(415, 'Send the file as CSV (text/csv) or Excel (.xlsx).');
const noHeader = () => new ImportFileError(400, 'The file has no header row.');
const unknownEncoding = () => new ImportFileError(400, 'The file\'s text encoding is not recognised. Save it as "CSV UTF-8" and import it again.');
const notUtf8 = (row: number) =>
  new ImportFileError(400, `The file is not valid UTF-8 (near row ${row}). Save it as "CSV UTF-8" and import it again.`);

function tooLarge(maxBytes: number): ImportFileError {
  // Below a megabyte (only ever in tests and small limits) the size reads in KB rather than "0 MB".
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new ImportFileError(413, `The file is larger than ${size}, the most an import reads.`);
}

function unreadableWorkbook(cause?: unknown): ImportFileError {
  const error = new ImportFileError(400, 'The file is not a readable Excel workbook (.xlsx).');
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Opens an upload as a sheet: its headers now, its rows as they are iterated. `contentType` is the
 * request's Content-Type (text/csv, application/csv, application/vnd.ms-excel — what Windows calls a .csv — or XLSX_TYPE, parameters allowed).
 * Errors (ImportFileError, an AppError) come from here or from iterating the rows, whichever reads
 * the faulty part; the upload is then left to drain, so that the response can still be sent.
 */
export async function openSheet(
  body: NodeJS.ReadableStream | Readable,
  contentType: string | undefined,
  opts: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<Sheet> {
  const input = body instanceof Readable ? body : new Readable().wrap(body);
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  const isXlsx = type === XLSX_TYPE;
  if (!isXlsx && !CSV_TYPES.has(type)) {
    input.resume();
    throw unsupportedType();
  }
  const chunks = uploadChunks(input, opts.maxBytes ?? IMPORT_MAX_BYTES, opts.signal);
  try {
    return await (isXlsx ? openXlsx(chunks) : openCsv(chunks));
  } catch (err) {
    // Not awaited: the chunk reader may be waiting for the client, and it drains the upload when it resumes.
    chunks.return(undefined).catch(() => undefined);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// The upload

/**
 * The upload's bytes, counted against the limit as they arrive. When reading stops early (limit,
 * bad file, caller's break) the rest is drained rather than the stream destroyed: destroying a
 * request destroys its socket, and the client would get no answer. An abort does destroy it.
 */
async function* uploadChunks(input: Readable, maxBytes: number, signal?: AbortSignal): AsyncGenerator<Buffer, void, undefined> {
  const abort = () => input.destroy(signal?.reason instanceof Error ? signal.reason : new Error('The import was aborted.'));
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  let total = 0;
  try {
    for await (const chunk of input.iterator({ destroyOnReturn: false })) {
      const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      total += bytes.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      yield bytes;
    }
  } finally {
    signal?.removeEventListener('abort', abort);
    if (!input.destroyed && !input.readableEnded) input.resume();
  }
}

/** The first chunks, up to SAMPLE_BYTES or the end of the file. */
async function readSample(chunks: AsyncGenerator<Buffer, void, undefined>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  return Buffer.concat(parts);
}

/** The header (first non-blank row) now, the other rows as they are asked for. */
async function sheetFrom(source: AsyncGenerator<SheetRow, void, undefined>, encoding: Sheet['encoding']): Promise<Sheet> {
  const first = await source.next();
  if (first.done) throw noHeader();
  const headers = first.value.cells.map((header) => header.trim());
  // A trailing delimiter or a formatted empty cell leaves empty headers at the end: they name nothing.
  while (headers.length > 1 && headers[headers.length - 1] === '') headers.pop();
  return { headers, encoding, rows: paddedRows(source, headers.length) };
}

/** The rows with missing trailing cells as '' (an explicit iterator, so that return() reaches the source unstarted). */
function paddedRows(source: AsyncGenerator<SheetRow, void, undefined>, width: number): AsyncIterableIterator<SheetRow> {
  return {
    async next() {
      const next = await source.next();
      if (next.done) return next;
      const { row, cells } = next.value;
      return { value: { row, cells: cells.length >= width ? cells : [...cells, ...new Array<string>(width - cells.length).fill('')] } };
    },
    async return() {
      await source.return(undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

// ---------------------------------------------------------------------------------------------
// CSV

async function openCsv(chunks: AsyncGenerator<Buffer, void, undefined>): Promise<Sheet> {
  const sample = await readSample(chunks);
  // An Excel workbook (zip) or an old .xls (OLE) sent as CSV is not text at all.
  if (sample.subarray(0, 4).equals(ZIP_FILE_HEADER) || sample.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw unsupportedType();
  }
  const decoder = new CsvDecoder(sample);
  const { delimiter, text, sepLine } = csvLayout(decoder.decode(sample));
  if (sepLine) decoder.linesSkipped = 1;
  return sheetFrom(csvRows(textOf(text, chunks, decoder), delimiter), decoder.encoding);
}

async function* textOf(head: string, chunks: AsyncGenerator<Buffer, void, undefined>, decoder: CsvDecoder): AsyncGenerator<string, void, undefined> {
  try {
    yield head;
    for await (const chunk of chunks) yield decoder.decode(chunk);
    yield decoder.end();
  } finally {
    await chunks.return(undefined); // stopped while on the head, the loop above never started: drain the upload all the same
  }
}

/** Windows-1252's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder decodes 'windows-1252' as Latin-1, without €. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Bytes no Windows-1252 text has (undefined in it), and NUL, which no text file has. */
const NOT_CP1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x00];

/**
 * Decodes the CSV chunk by chunk. UTF-8 (a BOM is dropped) unless the first 64 KB are not valid
 * UTF-8: then Windows-1252, what Excel's plain "CSV" writes on Windows. The choice is final, so a
 * UTF-8 file that goes bad later is refused rather than read half garbled.
 */
class CsvDecoder {
  readonly encoding: 'utf-8' | 'windows-1252';
  /** The sep= line, which is no row of the sheet. */
  linesSkipped = 0;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private newlines = 0;

  constructor(sample: Buffer) {
    this.encoding = judgeEncoding(sample);
  }

  decode(bytes: Buffer): string {
    if (this.encoding === 'windows-1252') {
      if (NOT_CP1252.some((byte) => bytes.includes(byte))) throw unknownEncoding();
      return bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
    }
    if (bytes.includes(0)) throw unknownEncoding();
    return this.utf8Text(bytes, true);
  }

  /** What a character cut by the last chunk leaves (nothing, or an error). */
  end(): string {
    return this.encoding === 'utf-8' ? this.utf8Text(Buffer.alloc(0), false) : '';
  }

  private utf8Text(bytes: Buffer, stream: boolean): string {
    let text: string;
    try {
      text = this.utf8.decode(bytes, { stream });
    } catch {
      const before = bytes.subarray(0, firstInvalidUtf8(bytes));
      throw notUtf8(this.newlines + countNewlines(before) + 1 - this.linesSkipped);
    }
    this.newlines += countNewlines(text);
    return text;
  }
}

function judgeEncoding(sample: Buffer): 'utf-8' | 'windows-1252' {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8'; // a BOM says so
  try {
    // stream: true keeps a character cut at the end of the sample pending instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, SAMPLE_BYTES), { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

function countNewlines(text: string | Buffer): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** Where the first byte that is not UTF-8 is, near enough for "near row N". */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < 3 && i < bytes.length && (bytes[i] & 0xc0) === 0x80) i++; // the end of a character begun in the previous chunk
  while (i < bytes.length) {
    const lead = bytes[i];
    const follow = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (follow < 0) return i;
    for (let k = 1; k <= follow && i + k < bytes.length; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += follow + 1;
  }
  return bytes.length;
}

/**
 * The delimiter, from the start of the file: Excel's `sep=;` line says it (and is dropped);
 * otherwise the most frequent of , ; and tab outside quotes in the header line (comma on a tie).
 */
function csvLayout(head: string): { delimiter: string; text: string; sepLine: boolean } {
  const sep = /^sep=([^\r\n"])[ \t]*(\r\n|\n|\r|$)/i.exec(head);
  if (sep) return { delimiter: sep[1], text: head.slice(sep[0].length), sepLine: true };
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of head.replace(/^[\r\n]+/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let delimiter = ',';
  for (const [char, count] of counts) if (count > counts.get(delimiter)!) delimiter = char;
  return { delimiter, text: head, sepLine: false };
}

interface CsvItem {
  record: string[];
  info: { records: number; empty_lines: number };
}

/**
 * The records of the CSV text, through csv-parse: quoted values may hold delimiters, newlines and
 * doubled quotes. Rows are numbered as a spreadsheet shows them: the header is row 1, a blank line
 * is a row (skipped, but counted), a quoted value spanning lines is one row. Rows whose cells are
 * all empty are skipped.
 */
async function* csvRows(text: AsyncIterable<string>, delimiter: string): AsyncGenerator<SheetRow, void, undefined> {
  const parser = csvParser({
    delimiter,
    bom: false, // the decoder has dropped it
    relax_column_count: true,
    relax_quotes: true, // 12" pipe: a quote inside an unquoted value is kept, as Excel does
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
  });
  // Errors are read from parser.errored after each chunk, so that the rows before one come first.
  parser.on('error', () => undefined);
  const numbering = { headerAt: 0 };
  for await (const chunk of text) {
    parser.write(chunk);
    yield* parsedRows(parser, numbering);
  }
  parser.end();
  await finished(parser, { readable: false }).catch(() => undefined);
  yield* parsedRows(parser, numbering);
}

/** The records csv-parse has ready (it parses each write synchronously). */
function* parsedRows(parser: Parser, numbering: { headerAt: number }): Generator<SheetRow, void, undefined> {
  for (let item = parser.read() as CsvItem | null; item !== null; item = parser.read() as CsvItem | null) {
    if (isBlank(item.record)) continue;
    const at = item.info.records + item.info.empty_lines;
    numbering.headerAt ||= at;
    yield { row: at - numbering.headerAt + 1, cells: item.record };
  }
  if (parser.errored) {
    const err = parser.errored as CsvError;
    const at = Number(err.records ?? 0) + Number(err.empty_lines ?? 0) + 1;
    throw new ImportFileError(400, `Row ${numbering.headerAt ? at - numbering.headerAt + 1 : 1}: ${csvProblem(err)}`);
  }
}

/**
 * What is wrong with a record, in words (csv-parse's codes mean nothing to the user). With
 * relax_quotes and relax_column_count, an open quote and an endless record are what is left.
 */
function csvProblem(err: CsvError): string {
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed (a " is missing).';
    case 'CSV_MAX_RECORD_SIZE':
      return `the row is longer than ${MAX_RECORD_CHARS.toLocaleString('en')} characters; a quote is probably not closed.`;
    default:
      return 'the row cannot be read as CSV.';
  }
}

// ---------------------------------------------------------------------------------------------
// XLSX

/** Styles are read for their number formats: without them a date cell is a bare serial number. */
const WORKBOOK_OPTIONS = { sharedStrings: 'cache', worksheets: 'emit', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;

/**
 * The upload is spooled to a temp file (os.tmpdir(), removed once read) and exceljs streams it
 * from there. The file then has a known end, so an upload cut off (too large, aborted) never
 * reaches exceljs, and the zip's parts can be handed to exceljs in the order it needs them.
 */
async function openXlsx(chunks: AsyncGenerator<Buffer, void, undefined>): Promise<Sheet> {
  const path = await spool(chunks);
  try {
    const layout = await zipLayout(path);
    return await sheetFrom(workbookRows(path, layout), 'xlsx');
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}

async function spool(chunks: AsyncGenerator<Buffer, void, undefined>): Promise<string> {
  const path = join(tmpdir(), `import-${randomUUID()}.xlsx`);
  try {
    await pipeline(Readable.from(chunks), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return path;
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
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
 * Where each part of the zip lies, from its central directory. Not a zip, or cut off: 400. A
 * zip64 directory gives null, and the file is read in its own order.
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
    return {
      parts: parts.map((part, i) => ({ ...part, end: parts[i + 1]?.start ?? directoryStart })),
      directory: { start: directoryStart, end: size },
    };
  } finally {
    await file.close();
  }
}

/** The name and local header offset of each central directory entry. */
function directoryEntries(directory: Buffer): { name: string; start: number }[] {
  const entries: { name: string; start: number }[] = [];
  for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50; ) {
    const nameLength = directory.readUInt16LE(at + 28);
    entries.push({ name: directory.toString('utf8', at + 46, at + 46 + nameLength), start: directory.readUInt32LE(at + 42) });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

/** What exceljs must have read before a worksheet, lest it spool the worksheet to a temp file to read later. */
const LEADING_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];

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

/** The rows of the first worksheet, numbered as in the worksheet; the spooled upload is removed after. */
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
      if (!isBlank(cells)) yield { row: next.value.number, cells };
    }
    await skipWorksheets(worksheets, guard);
    done = true;
  } catch (err) {
    throw err instanceof ImportFileError ? err : unreadableWorkbook(err);
  } finally {
    // Stopped early (an error, or the caller's break): exceljs is let finish in the background.
    (done ? Promise.resolve() : abandon(rows, worksheets, guard))
      .then(() => {
        source.destroy();
        return rm(path, { force: true });
      })
      .catch(() => undefined);
  }
}

type Worksheets = AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>;

/** An exceljs step (a promise) made to fail as soon as the workbook's stream or unzipper fails. */
type Guard = <T>(step: Promise<T>) => Promise<T>;

/**
 * exceljs does not always pass a failure of its unzipper on: with a corrupt part it waits forever
 * for the part's end. exceljs pipes the workbook's stream into its unzipper, which is how the
 * unzipper is reached. (Only the step in progress holds a handler, so nothing piles up row after row.)
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

// ---------------------------------------------------------------------------------------------
// Cells

/**
 * A cell trimmed, and unescaped from our own exports: they write a text that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR) with a ' before it (see csvExport.ts).
 */
export function cleanCell(text: string): string {
  const trimmed = text.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1).trim() : trimmed;
}

/** The spaces that group thousands: space, no-break space, narrow no-break space (French), thin space. */
const GROUP_SPACE = '[ \\u00a0\\u202f\\u2009]';

/**
 * A number in English or French notation, or null. Digits may be grouped by thousands with spaces
 * (1 234,56), commas (1,234.56) or dots (1.234,56). Which separator is the decimal one:
 * - both . and , present: the last one; the other must group thousands;
 * - only ",": a decimal comma (1234,5), unless the number reads ^-?\d{1,3}(,\d{3})+$ (1,234 → 1234);
 * - only ".": a decimal point (1.234 → 1.234), unless it reads ^-?\d{1,3}(\.\d{3}){2,}$ (1.234.567).
 * A sign may lead; 12. and ,5 are read; 1.5E+3 (as Excel writes large numbers) too. Currency
 * symbols or codes, units, letters: null.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(trimmed)) return Number(trimmed);
  const match = new RegExp(`^([+-]?)([\\d.,]|${GROUP_SPACE})+$`).exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return null;
  const body = trimmed.slice(match[1].length);
  const decimal = decimalSeparator(body);
  const parts = decimal ? body.split(decimal) : [body];
  if (parts.length > 2) return null;
  const [whole, fraction = ''] = parts;
  const digits = groupedDigits(whole);
  if (digits === null || !/^\d*$/.test(fraction) || digits + fraction === '') return null;
  const value = Number(`${match[1]}${digits || '0'}.${fraction || '0'}`);
  return value === 0 ? 0 : value;
}

function decimalSeparator(body: string): '.' | ',' | null {
  const comma = body.lastIndexOf(',');
  const dot = body.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) return comma > dot ? ',' : '.';
  if (comma >= 0) return /^\d{1,3}(,\d{3})+$/.test(body) ? null : ',';
  if (dot >= 0) return /^\d{1,3}(\.\d{3}){2,}$/.test(body) ? null : '.';
  return null;
}

/** The digits of a whole part, which may group thousands with one kind of separator; null if badly grouped. */
function groupedDigits(whole: string): string | null {
  if (/^\d*$/.test(whole)) return whole;
  if (!new RegExp(`^\\d{1,3}(?:(?:${GROUP_SPACE}|[.,])\\d{3})+$`).test(whole)) return null;
  // Spaces of different kinds may mix (a no-break space here, a space there); . and , may not.
  const separators = new Set(whole.replace(/\d/g, '').split('').map((char) => (/[.,]/.test(char) ? char : ' ')));
  return separators.size === 1 ? whole.replace(/\D/g, '') : null;
}

/** A whole number in the notations parseDecimal reads (1 000 → 1000), or null. */
export function parseInteger(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && Number.isSafeInteger(value) ? value : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'oui', 'vrai', 'active', 'actif']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'non', 'faux', 'inactive', 'inactif']);

/** Yes/no in English or French (case and accents ignored), or null. */
export function parseBoolean(text: string): boolean | null {
  const word = fold(text);
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
}

const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const DAY_FIRST_DATE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`);

/**
 * A date as ISO yyyy-mm-dd, or null. Reads yyyy-mm-dd (a time after it is dropped) and the European
 * day-first dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy. A US month-first date is therefore read day first
 * (03/04/2026 is 3 April): only real dates pass, so 12/31/2026 is null rather than a guess.
 * Two-digit years are not read.
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST_DATE.exec(trimmed);
  if (dayFirst) return isoDate(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
