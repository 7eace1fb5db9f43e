import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_SHARED_STRINGS_BYTES, IMPORT_MAX_WORKBOOK_BYTES } from '../../../contract/imports';
import { msg } from '../../../contract/messages';
import { ImportFileError, sizeText } from './sheet';

// Issue 32: a workbook is a zip, and a few hundred kilobytes of it may unpack to gigabytes (one
// shared string of 200 MB took 1.7 GB and 40 s to read). Its sizes are checked twice: as the
// zip's directory declares them, before anything is unpacked, and as each part is inflated, byte
// by byte, since a directory may lie. exceljs holds the shared strings and each cell's text in
// memory, so the text of one cell is bounded while its XML streams in, before any parser holds it.

export const workbookTooLarge = () =>
  new ImportFileError(413, msg('import_workbook_too_large', { size: sizeText(IMPORT_MAX_WORKBOOK_BYTES) }));
export const sharedStringsTooLarge = () =>
  new ImportFileError(413, msg('import_texts_too_large', { size: sizeText(IMPORT_MAX_SHARED_STRINGS_BYTES) }));
export const cellTooLong = () =>
  new ImportFileError(400, msg('import_cell_too_long', { max: IMPORT_MAX_CELL_CHARS }));

export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/**
 * The XML bytes one cell may take: its text (an entity such as `&#x1F600;` is 10 bytes for one
 * character) and the markup of rich text runs. Past it the cell is over IMPORT_MAX_CELL_CHARS,
 * or a file no spreadsheet writes.
 */
const CELL_XML_BYTES = Math.max(1024 * 1024, IMPORT_MAX_CELL_CHARS * 10);

/** Where a cell (`<c>` in a worksheet, `<si>` in the shared strings) opens, and the tags that end it. */
const CELL_TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?(si|c|row|sheetData|sst)(?=[\s/>])/g;

/** A tag name straddling two chunks is found again in the next one (the longest is `</sheetData`, with a prefix). */
const CARRIED_CHARS = 32;

/** The inflated bytes of one workbook, counted as exceljs reads them; each part through a PartInflation. */
export class WorkbookInflation {
  private total = 0;

  /** The declared sizes of the zip's directory, before anything is inflated. */
  static checkDeclared(parts: readonly { name: string; size: number }[]): void {
    if (parts.reduce((sum, part) => sum + part.size, 0) > IMPORT_MAX_WORKBOOK_BYTES) throw workbookTooLarge();
    if (parts.some((part) => part.name === SHARED_STRINGS_PART && part.size > IMPORT_MAX_SHARED_STRINGS_BYTES)) throw sharedStringsTooLarge();
  }

  part(name: string): PartInflation {
    return new PartInflation(name, (bytes) => {
      this.total += bytes;
      return this.total > IMPORT_MAX_WORKBOOK_BYTES ? workbookTooLarge() : null;
    });
  }
}

/** One part as it inflates: its size, and for XML the size of each text run and cell. */
export class PartInflation {
  private size = 0;
  private readonly xml: boolean;
  private readonly maxSize: number;
  /** Bytes since the last '<': a text node, or an attribute, that a parser would hold whole. */
  private run = 0;
  /** Where the cell being read began, as an offset in the part. */
  private cellAt: number | null = null;
  private carried = '';

  constructor(
    name: string,
    private readonly countInWorkbook: (bytes: number) => ImportFileError | null,
  ) {
    this.xml = /\.(xml|rels)$/i.test(name);
    this.maxSize = name === SHARED_STRINGS_PART ? IMPORT_MAX_SHARED_STRINGS_BYTES : Infinity;
  }

  /** Counts the next inflated chunk; answers why the workbook is refused, or null. */
  take(chunk: Buffer): ImportFileError | null {
    const start = this.size;
    this.size += chunk.length;
    const overall = this.countInWorkbook(chunk.length);
    if (overall) return overall;
    if (this.size > this.maxSize) return sharedStringsTooLarge();
    if (!this.xml) return null;
    return this.longestRunPasses(chunk) && this.cellsPass(chunk, start) ? null : cellTooLong();
  }

  private longestRunPasses(chunk: Buffer): boolean {
    const first = chunk.indexOf(0x3c);
    if (first === -1) {
      this.run += chunk.length;
      return this.run <= CELL_XML_BYTES;
    }
    if (this.run + first > CELL_XML_BYTES) return false;
    // Inflated chunks are far smaller than a run may be: only one larger can hold a long run whole.
    if (chunk.length > CELL_XML_BYTES) {
      for (let lt = first, next = chunk.indexOf(0x3c, lt + 1); next !== -1; lt = next, next = chunk.indexOf(0x3c, lt + 1)) {
        if (next - lt - 1 > CELL_XML_BYTES) return false;
      }
    }
    this.run = chunk.length - chunk.lastIndexOf(0x3c) - 1;
    return this.run <= CELL_XML_BYTES;
  }

  private cellsPass(chunk: Buffer, start: number): boolean {
    const text = this.carried + chunk.toString('latin1');
    const base = start - this.carried.length;
    let scanned = 0;
    CELL_TAG.lastIndex = 0;
    for (let tag = CELL_TAG.exec(text); tag; tag = CELL_TAG.exec(text)) {
      const at = base + tag.index;
      if (this.cellAt !== null && at - this.cellAt > CELL_XML_BYTES) return false;
      const opensCell = !tag[1] && (tag[2] === 'si' || tag[2] === 'c');
      this.cellAt = opensCell ? at : null;
      scanned = CELL_TAG.lastIndex;
    }
    this.carried = text.slice(Math.max(scanned, text.length - CARRIED_CHARS));
    return this.cellAt === null || this.size - this.cellAt <= CELL_XML_BYTES;
  }
}
