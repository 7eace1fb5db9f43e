import { createReadStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { CsvError, parse as csvParser, type Parser } from 'csv-parse';
import { msg, type Message } from '../../../contract/messages';
import { ImportFileError, isBlank, sheetFrom, unsupportedType, type CsvLayout, type Sheet, type SheetRow } from './sheet';

// Issue 19 / DESIGN.md §5 "Imports": a CSV upload (spooled to a file) read chunk by chunk through
// a decoder and csv-parse; and the same encoding and delimiter written back (the rejected rows).

/** The bytes the CSV encoding is judged on. */
const SAMPLE_BYTES = 64 * 1024;

/** The longest CSV record read: a quote left open would otherwise swallow the rest of the file. */
const MAX_RECORD_CHARS = 1_000_000;

/** How a zip (an .xlsx) and an old .xls (OLE) start: a workbook sent as CSV is not text at all. */
const BINARY_STARTS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0])];

const unknownEncoding = () => new ImportFileError(400, msg('import_encoding'));
const notUtf8 = (row: number) =>
  new ImportFileError(400, msg('import_not_utf8', { row }));

/** The CSV file at `path` as a sheet; its rows are read as they are iterated. */
export async function openCsvSheet(path: string): Promise<Sheet> {
  const chunks = createReadStream(path, { highWaterMark: SAMPLE_BYTES })[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const first = await chunks.next();
    const sample: Buffer = first.done ? Buffer.alloc(0) : first.value;
    if (BINARY_STARTS.some((start) => sample.subarray(0, 4).equals(start))) throw unsupportedType();
    const decoder = new CsvDecoder(sample);
    const { delimiter, text, sepLine } = csvLayout(decoder.decode(sample));
    if (sepLine) decoder.linesSkipped = 1;
    const layout: CsvLayout = { delimiter, sepLine };
    return await sheetFrom(csvRows(textOf(text, chunks, decoder), delimiter), { encoding: decoder.encoding, csv: layout });
  } catch (err) {
    await chunks.return?.();
    throw err;
  }
}

async function* textOf(head: string, chunks: AsyncIterator<Buffer>, decoder: CsvDecoder): AsyncGenerator<string, void, undefined> {
  try {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield decoder.decode(next.value);
    yield decoder.end();
  } finally {
    await chunks.return?.(); // stopped early: the file is closed
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
    throw new ImportFileError(400, csvProblem(err, numbering.headerAt ? at - numbering.headerAt + 1 : 1));
  }
}

/**
 * What is wrong with a record, in words (csv-parse's codes mean nothing to the user). With
 * relax_quotes and relax_column_count, an open quote and an endless record are what is left.
 */
function csvProblem(err: CsvError, row: number): Message {
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return msg('import_quote_not_closed', { row });
    case 'CSV_MAX_RECORD_SIZE':
      return msg('import_row_too_long', { row, n: MAX_RECORD_CHARS.toLocaleString('en') });
    default:
      return msg('import_row_unreadable', { row });
  }
}


/** Windows-1252's byte of each character it has above 0x7F; the others have none. */
const CP1252_BYTES = new Map<string, number>([
  ...[...CP1252_HIGH].map((char, i): [string, number] => [char, 0x80 + i]).filter(([, byte]) => !NOT_CP1252.includes(byte)),
  ...Array.from({ length: 0x60 }, (_, i): [string, number] => [String.fromCharCode(0xa0 + i), 0xa0 + i]),
]);

/**
 * Text as the bytes of `encoding`: UTF-8, or Windows-1252 for a file that came in that way
 * (what Excel's plain "CSV" reads back). A character Windows-1252 lacks becomes "?", as Excel
 * itself writes it.
 */
export function encodeCsvText(text: string, encoding: 'utf-8' | 'windows-1252'): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  const bytes = Buffer.alloc(text.length);
  let at = 0;
  for (const char of text) bytes[at++] = char < '\x80' ? char.charCodeAt(0) : (CP1252_BYTES.get(char) ?? 0x3f);
  return bytes.subarray(0, at);
}
