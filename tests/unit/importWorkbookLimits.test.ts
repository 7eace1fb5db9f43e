import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_COLUMNS, XLSX_TYPE } from '../../contract/imports';
import { readSheet, receiveUpload, type SpooledUpload } from '../../server/services/imports/readFile';
import { ImportFileError, type Sheet, type SheetRow } from '../../server/services/imports/sheet';
import { WorkbookInflation } from '../../server/services/imports/xlsxLimits';
import { handMadeWorkbook } from '../helpers/workbookZip';

// Issue 32: a workbook's unpacked size, and each cell's, bounded while it is read. A 206 KB
// workbook with one 200 MB shared string took 40 s and 1.7 GB to be read, then was echoed whole.

const uploads: SpooledUpload[] = [];
afterEach(async () => {
  await Promise.all(uploads.splice(0).map((upload) => upload.remove()));
});

async function rowsOf(bytes: Buffer, type = XLSX_TYPE): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const upload = await receiveUpload(Readable.from([bytes]), type);
  uploads.push(upload);
  const sheet: Sheet = await readSheet(upload);
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { headers: sheet.headers, rows };
}

async function refusal(bytes: Buffer, type = XLSX_TYPE): Promise<ImportFileError> {
  const err = await rowsOf(bytes, type).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportFileError);
  return err as ImportFileError;
}

const MB = 1024 * 1024;
const CELL_MESSAGE = 'A cell of the workbook holds more than 32767 characters, the most an import reads in one cell.';
const header = { text: '<si><t>name</t></si>' };

/** One shared string (index 1) of `size` letters, under a header. */
const bomb = (size: number, declaredSharedStringsSize?: number) =>
  handMadeWorkbook({ sharedStrings: [header, { text: '<si><t>' }, { text: 'A', times: size }, { text: '</t></si>' }], rows: [[0], [1]], declaredSharedStringsSize });

describe('a hand-made workbook', () => {
  it('reads as any workbook when its texts are ordinary', async () => {
    const bytes = handMadeWorkbook({ sharedStrings: [header, { text: '<si><t>Brake pads</t></si>' }], rows: [[0], [1]] });
    expect(await rowsOf(bytes)).toEqual({ headers: ['name'], rows: [{ row: 2, cells: ['Brake pads'] }] });
  });
});

describe('a shared-string bomb', () => {
  it('is refused from the sizes its directory declares, before anything is unpacked: 413 naming the limit', async () => {
    const bytes = bomb(200 * MB);
    expect(bytes.length).toBeLessThan(400 * 1024);
    const err = await refusal(bytes);
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe("The workbook's texts unpack to more than 64 MB, the most an import reads. Split it into smaller files.");
  });

  it('is refused while it unpacks when its directory lies about its size: 400 naming the cell limit', async () => {
    const err = await refusal(bomb(200 * MB, 1000));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(CELL_MESSAGE);
  });

  it('is refused when one cell is made of many small runs of rich text', async () => {
    const runs = { text: '<r><rPr><b/></rPr><t>0123456789</t></r>', times: 60_000 }; // 600,000 characters, 2.4 MB of XML
    const bytes = handMadeWorkbook({ sharedStrings: [header, { text: '<si>' }, runs, { text: '</si>' }], rows: [[0], [1]] });
    expect((await refusal(bytes)).message).toBe(CELL_MESSAGE);
  });

  it('is refused when a long text sits outside any cell', async () => {
    const bytes = handMadeWorkbook({ sharedStrings: [header, { text: ' ', times: 2 * MB }, { text: '<si><t>x</t></si>' }], rows: [[0], [1]] });
    expect((await refusal(bytes)).message).toBe(CELL_MESSAGE);
  });
});

describe('the limits', () => {
  it("refuses a cell longer than Excel's own limit, naming its row", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['sku', 'description']);
    sheet.addRow(['A-1', 'short']);
    sheet.addRow(['A-2', 'x'.repeat(40_000)]);
    const err = await refusal(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe('Row 3: a cell holds more than 32767 characters, the most an import reads in one cell.');
  });

  it('refuses a workbook whose parts are declared to unpack to more than 256 MB, at once', async () => {
    const bytes = handMadeWorkbook({ sharedStrings: [header], rows: [[0]] });
    const sheet2 = handMadeWorkbook({ sharedStrings: [header], rows: [[0]] }); // any bytes: only the declared size matters
    const err = await refusal(withDeclaredPart(bytes, 'xl/worksheets/sheet2.xml', 300 * MB, sheet2.length));
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('The workbook unpacks to more than 256 MB, the most an import reads. Split it into smaller files.');
  });

  it('counts what the parts really unpack to, whatever the directory says', () => {
    const chunk = Buffer.from('<a/>'.repeat(MB / 4));
    const workbook = new WorkbookInflation();
    const worksheet = workbook.part('xl/worksheets/sheet1.xml');
    let refused: ImportFileError | null = null;
    let chunks = 0;
    while (!refused && chunks < 300) {
      refused = worksheet.take(chunk);
      chunks++;
    }
    expect(chunks).toBe(257);
    expect(refused?.statusCode).toBe(413);

    const texts = new WorkbookInflation().part('xl/sharedStrings.xml');
    let textChunks = 0;
    for (refused = null; !refused; textChunks++) refused = texts.take(chunk);
    expect(textChunks).toBe(65);
    expect(refused.message).toMatch(/64 MB/);
  });

  it(`refuses a file of more than ${IMPORT_MAX_COLUMNS} columns`, async () => {
    const headers = Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => `c${i}`).join(',');
    const err = await refusal(Buffer.from(`${headers}\n1\n`), 'text/csv');
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe('The file has more than 1000 columns, the most an import reads. Leave out the columns that are not imported.');
    expect((await rowsOf(Buffer.from(`${headers.split(',').slice(0, IMPORT_MAX_COLUMNS).join(',')}\n1\n`), 'text/csv')).rows).toHaveLength(1);
  });
});

/** The workbook with one more entry in its directory, declaring `size` bytes unpacked (its data is `length` bytes of the file). */
function withDeclaredPart(workbook: Buffer, name: string, size: number, length: number): Buffer {
  const endAt = workbook.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  const directoryStart = workbook.readUInt32LE(endAt + 16);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(length, 20);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE(0, 42);
  const end = Buffer.from(workbook.subarray(endAt));
  end.writeUInt16LE(end.readUInt16LE(8) + 1, 8);
  end.writeUInt16LE(end.readUInt16LE(10) + 1, 10);
  end.writeUInt32LE(end.readUInt32LE(12) + 46 + name.length, 12);
  return Buffer.concat([workbook.subarray(0, directoryStart), workbook.subarray(directoryStart, endAt), entry, Buffer.from(name), end]);
}
