import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_BYTES, XLSX_TYPE } from '../../../contract/imports';
import { openCsvSheet } from './csvSheet';
import { tooLarge, unsupportedType, type Sheet } from './sheet';
import { openXlsxSheet } from './xlsxSheet';

// Issue 19 / DESIGN.md §5 "Imports": an uploaded spreadsheet (CSV or XLSX) read as a header row and
// a stream of rows of text. Nothing here holds the whole file: the upload is spooled to a temp file
// as it arrives, then read from there (csvSheet.ts, xlsxSheet.ts) as often as needed. Reading what
// the cells mean (numbers, dates, yes/no) is left to the parse* helpers at the end.
//
// Issue 32: the upload is read to its end before any row is. While a slow check read the upload as
// it went, the client's socket was left unread, and a cancelled check was never seen to close: it
// ran on for minutes. Read whole, the request sees its client go at once.

// Not text/plain: like a form post, a text/plain body can be sent cross-site without a preflight,
// and every write of the API refuses the three "simple" body types (tests/api/securityInput.test.ts).
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel']);

/** An upload kept in a temp file (os.tmpdir()) until `remove()`. */
export interface SpooledUpload {
  path: string;
  type: 'csv' | 'xlsx';
  remove(): Promise<void>;
}

/**
 * Reads an upload to a temp file. `contentType` is the request's Content-Type (text/csv,
 * application/csv, application/vnd.ms-excel — what Windows calls a .csv — or XLSX_TYPE, parameters
 * allowed): another type is 415, more than `maxBytes` 413, counted as the bytes arrive. When it
 * refuses, the rest of the upload is drained rather than the stream destroyed: destroying a request
 * destroys its socket, and the client would get no answer. An abort does destroy it.
 */
export async function receiveUpload(
  body: NodeJS.ReadableStream | Readable,
  contentType: string | undefined,
  opts: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<SpooledUpload> {
  const input = body instanceof Readable ? body : new Readable().wrap(body);
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  if (type !== XLSX_TYPE && !CSV_TYPES.has(type)) {
    input.resume();
    throw unsupportedType();
  }
  const path = join(tmpdir(), `import-${randomUUID()}.${type === XLSX_TYPE ? 'xlsx' : 'csv'}`);
  try {
    await pipeline(Readable.from(uploadChunks(input, opts.maxBytes ?? IMPORT_MAX_BYTES, opts.signal)), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return { path, type: type === XLSX_TYPE ? 'xlsx' : 'csv', remove: () => rm(path, { force: true }) };
}

/** The upload as a sheet: its headers now, its rows as they are iterated. It may be read again. */
export function readSheet(upload: SpooledUpload): Promise<Sheet> {
  return upload.type === 'xlsx' ? openXlsxSheet(upload.path) : openCsvSheet(upload.path);
}

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
