import { IMPORT_MAX_COLUMNS } from '../../../contract/imports';
import { msg } from '../../../contract/messages';
import { AppError } from '../../errors';

// Issue 19 / DESIGN.md §5 "Imports": what every reader of an uploaded file (csvSheet.ts,
// xlsxSheet.ts) answers — a header row and a stream of rows of text — and how it refuses a file.

/** A file the import cannot read: 400 bad file, 413 too large, 415 unsupported type. */
export class ImportFileError extends AppError {}

/** A data row: `row` is its number as a spreadsheet shows it (the header is row 1 in a CSV). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** How a CSV file was written, so that what is sent back (its rejected rows) is written alike. */
export interface CsvLayout {
  delimiter: string;
  /** The file began with Excel's `sep=` line. */
  sepLine: boolean;
}

export interface Sheet {
  headers: string[];
  /**
   * The data rows, read as they are iterated (once). Every row has at least as many cells as
   * there are headers. Stopping early (break, or `rows[Symbol.asyncIterator]().return()` when
   * not iterated at all) closes the file.
   */
  rows: AsyncIterable<SheetRow>;
  encoding: 'utf-8' | 'windows-1252' | 'xlsx';
  /** A CSV file's delimiter and sep= line; none for a workbook. */
  csv?: CsvLayout;
}

export const unsupportedType = () => new ImportFileError(415, msg('import_file_type'));
const noHeader = () => new ImportFileError(400, msg('import_no_header'));
const tooManyColumns = () =>
  new ImportFileError(400, msg('import_too_many_columns', { max: IMPORT_MAX_COLUMNS }));

/** A size in MB, or in KB below a megabyte (only ever in tests and small limits) rather than "0 MB". */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const tooLarge = (maxBytes: number) => new ImportFileError(413, msg('import_too_large_mb', { size: sizeText(maxBytes) }));

export const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The header (first non-blank row) now, the other rows as they are asked for. */
export async function sheetFrom(source: AsyncGenerator<SheetRow, void, undefined>, format: Pick<Sheet, 'encoding' | 'csv'>): Promise<Sheet> {
  const first = await source.next();
  if (first.done) throw noHeader();
  const headers = first.value.cells.map((header) => header.trim());
  // A trailing delimiter or a formatted empty cell leaves empty headers at the end: they name nothing.
  while (headers.length > 1 && headers[headers.length - 1] === '') headers.pop();
  // Each column is echoed in every report: their number bounds the answer's size.
  if (headers.length > IMPORT_MAX_COLUMNS) {
    await source.return(undefined);
    throw tooManyColumns();
  }
  return { headers, ...format, rows: paddedRows(source, headers.length) };
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
