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
// as it arrives, then read from there (csvSheet.ts, xlsxSheet.ts) as often as needed. What the
// cells mean (numbers, dates, yes/no) is read in cells.ts.
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
