import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../contract/imports';
import { cleanCell, parseBoolean, parseDate, parseDecimal, parseInteger } from '../../server/services/imports/cells';
import { readSheet, receiveUpload, type SpooledUpload } from '../../server/services/imports/readFile';
import { ImportFileError, type Sheet, type SheetRow } from '../../server/services/imports/sheet';

/** An upload as the server gets it: a non-seekable stream of chunks. */
function upload(data: Buffer | string, chunkSize = 16 * 1024): Readable {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
    })(),
  );
}

const uploads: SpooledUpload[] = [];
afterEach(async () => {
  await Promise.all(uploads.splice(0).map((upload) => upload.remove()));
});

/** An upload received, then read as a sheet, as the import route does. */
async function openSheet(input: Readable, contentType: string | undefined, opts?: { maxBytes?: number; signal?: AbortSignal }): Promise<Sheet> {
  const upload = await receiveUpload(input, contentType, opts);
  uploads.push(upload);
  return readSheet(upload);
}

async function rowsOf(sheet: Sheet): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return rows;
}

async function readCsv(data: Buffer | string) {
  const sheet = await openSheet(upload(data), 'text/csv');
  return { headers: sheet.headers, encoding: sheet.encoding, rows: await rowsOf(sheet) };
}

/** The error a promise rejects with (failing the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<ImportFileError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportFileError);
  return err as ImportFileError;
}

const NOT_UTF8 = (row: number) => `The file is not valid UTF-8 (near row ${row}). Save it as "CSV UTF-8" and import it again.`;
const UNKNOWN_ENCODING = 'The file\'s text encoding is not recognised. Save it as "CSV UTF-8" and import it again.';

describe('openSheet: CSV encodings', () => {
  it('reads UTF-8 with and without a BOM, the BOM dropped', async () => {
    const text = 'name,ville\nÉric,Besançon\n';
    for (const data of [Buffer.from(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])]) {
      const { headers, encoding, rows } = await readCsv(data);
      expect(encoding).toBe('utf-8');
      expect(headers).toEqual(['name', 'ville']);
      expect(rows).toEqual([{ row: 2, cells: ['Éric', 'Besançon'] }]);
    }
  });

  it('keeps a character cut between two chunks whole', async () => {
    const sheet = await openSheet(upload('name\nCafé\n', 8), 'text/csv'); // "é" is bytes 8 and 9
    expect(await rowsOf(sheet)).toEqual([{ row: 2, cells: ['Café'] }]);
  });

  it('decodes Windows-1252 when the start of the file is not UTF-8, € and smart quotes included', async () => {
    const bytes = Buffer.concat([
      Buffer.from('nom;prix;note\nCaf', 'latin1'),
      Buffer.from([0xe9]), // é
      Buffer.from(';5', 'latin1'),
      Buffer.from([0x80]), // €
      Buffer.from(';', 'latin1'),
      Buffer.from([0x93, 0x4f, 0x4b, 0x94, 0x9f]), // “OK”Ÿ
      Buffer.from('\n', 'latin1'),
    ]);
    const { encoding, rows } = await readCsv(bytes);
    expect(encoding).toBe('windows-1252');
    expect(rows).toEqual([{ row: 2, cells: ['Café', '5€', '“OK”Ÿ'] }]);
  });

  it('refuses a UTF-8 file with an invalid byte after the first 64 KB, near its row', async () => {
    const head = 'name,qty\n' + 'item,1\n'.repeat(10_000); // 70 009 bytes of ASCII: judged UTF-8
    const data = Buffer.concat([Buffer.from(head), Buffer.from([0x43, 0x61, 0x66, 0xe9]), Buffer.from(',2\nlast,3\n')]);
    const sheet = await openSheet(upload(data), 'text/csv');
    expect(sheet.encoding).toBe('utf-8');
    let read = 0;
    const err = await failure(
      (async () => {
        for await (const _row of sheet.rows) read++;
      })(),
    );
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(NOT_UTF8(10_002)); // header row 1, 10 000 item rows, then the bad one
    expect(read).toBeGreaterThan(0); // the rows before it were read
  });

  it('refuses bytes that Windows-1252 does not define, and NUL bytes', async () => {
    const undefinedByte = Buffer.concat([Buffer.from('nom\n'), Buffer.from([0xe9, 0x0a, 0x81, 0x0a])]);
    const nul = Buffer.from([0xff, 0xfe, 0x6e, 0x00, 0x6f, 0x00, 0x6d, 0x00]); // UTF-16 "nom"
    for (const data of [undefinedByte, nul]) {
      const err = await failure(openSheet(upload(data), 'text/csv'));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe(UNKNOWN_ENCODING);
    }
  });
});

describe('openSheet: CSV layout', () => {
  it('detects semicolons and keeps decimal commas as text for parseDecimal', async () => {
    const { headers, rows } = await readCsv('sku;price;qty\nA1;12,5;3\nB2;"1 234,50";4\n');
    expect(headers).toEqual(['sku', 'price', 'qty']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['A1', '12,5', '3'],
      ['B2', '1 234,50', '4'],
    ]);
    expect(parseDecimal(rows[1].cells[1])).toBe(1234.5);
  });

  it('detects tabs, and ignores delimiters inside quotes when counting', async () => {
    expect((await readCsv('sku\tname\tprice\nA\tx\t1\n')).rows[0].cells).toEqual(['A', 'x', '1']);
    expect((await readCsv('"a;b;c",d,e\n1,2,3\n')).headers).toEqual(['a;b;c', 'd', 'e']);
  });

  it("honours and drops Excel's sep= line", async () => {
    const { headers, rows } = await readCsv('sep=;\r\nsku,name;price\r\nA,1;2,5\r\n');
    expect(headers).toEqual(['sku,name', 'price']);
    expect(rows).toEqual([{ row: 2, cells: ['A,1', '2,5'] }]);
  });

  it('reads a quoted value with a newline and doubled quotes as one row, numbering records', async () => {
    const { rows } = await readCsv('name,note\nA,"line one\nline two ""quoted"""\nB,plain\n"C","x"\n');
    expect(rows).toEqual([
      { row: 2, cells: ['A', 'line one\nline two "quoted"'] },
      { row: 3, cells: ['B', 'plain'] }, // line 4 of the file, record 3
      { row: 4, cells: ['C', 'x'] },
    ]);
  });

  it('skips blank lines and rows of empty cells, counting them as a spreadsheet does', async () => {
    const { headers, rows } = await readCsv('\n\nname,qty\n\nA,1\n,\n  ,  \nB,2\n');
    expect(headers).toEqual(['name', 'qty']);
    expect(rows).toEqual([
      { row: 3, cells: ['A', '1'] },
      { row: 6, cells: ['B', '2'] },
    ]);
  });

  it('trims headers, drops trailing empty ones, and pads short rows', async () => {
    const { headers, rows } = await readCsv(' sku , name ,\nA\nB,b,extra\n');
    expect(headers).toEqual(['sku', 'name']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['A', ''],
      ['B', 'b', 'extra'],
    ]);
  });

  it('reads a file with a header and no rows; refuses one without a header', async () => {
    expect(await readCsv('sku,name\n')).toMatchObject({ headers: ['sku', 'name'], rows: [] });
    for (const data of ['', '\n\n', ',,\n', '\ufeff']) {
      const err = await failure(openSheet(upload(data), 'text/csv'));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe('The file has no header row.');
    }
  });

  it('refuses malformed CSV with the row and plain words, after the rows before it', async () => {
    const sheet = await openSheet(upload('a,b\n1,2\n3,"open\n4,5\n'), 'text/csv');
    const read: SheetRow[] = [];
    const err = await failure(
      (async () => {
        for await (const row of sheet.rows) read.push(row);
      })(),
    );
    expect(read).toEqual([{ row: 2, cells: ['1', '2'] }]);
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe('Row 3: a quoted value is never closed (a " is missing).');
    expect(err.message).not.toMatch(/CSV_/);

    const endless = await failure(readCsv('a,b\n1,2\n\n3,"' + 'x'.repeat(1_100_000)));
    expect(endless.message).toBe('Row 4: the row is longer than 1,000,000 characters; a quote is probably not closed.');
  });

  it('keeps stray quotes as text rather than failing', async () => {
    expect((await readCsv('name,b\n12" pipe,"x"y\n')).rows[0].cells).toEqual(['12" pipe', '"x"y']);
  });
});

describe('openSheet: limits', () => {
  it('answers 415 for other content types and for a binary file sent as CSV', async () => {
    for (const [type, data] of [
      ['application/json', '{"a":1}'],
      [undefined, 'a,b\n'],
      ['text/csv', 'PK\x03\x04rest of a zip'],
    ] as const) {
      const input = upload(data);
      const err = await failure(openSheet(input, type));
      expect(err.statusCode).toBe(415);
      expect(err.message).toBe('Send the file as CSV (text/csv) or Excel (.xlsx).');
      await finished(input); // drained: the request can end
    }
    // Parameters after the type are fine.
    expect((await openSheet(upload('a\n1\n'), 'Text/CSV; charset=utf-8')).headers).toEqual(['a']);
  });

  it('answers 413 from openSheet when the start of the file is over the limit, and drains it', async () => {
    const input = upload('name\n' + 'x\n'.repeat(3000), 500);
    const err = await failure(openSheet(input, 'text/csv', { maxBytes: 1000 }));
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('The file is larger than 1 KB, the most an import reads.');
    await finished(input);
  });

  it('answers 413 before any row when the limit is crossed late in the file, in MB', async () => {
    const input = upload('name,qty\n' + 'item,1\n'.repeat(450_000)); // about 3 MB
    const err = await failure(openSheet(input, 'text/csv', { maxBytes: 2 * 1024 * 1024 }));
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('The file is larger than 2 MB, the most an import reads.');
    await finished(input);
  });

  // Issue 32: a check that read the upload as it went left the client's socket unread, and so
  // never saw a cancelled client go.
  it('reads the whole upload before the first row, and the file again as often as asked', async () => {
    const input = upload('name\n' + 'x\n'.repeat(100_000), 1024);
    const received = await receiveUpload(input, 'text/csv');
    uploads.push(received);
    expect(input.readableEnded).toBe(true);
    const first = await readSheet(received);
    for await (const row of first.rows) if (row.row === 10) break;
    expect((await rowsOf(await readSheet(received))).length).toBe(100_000);
  });

  it('stops reading and destroys the input when the signal aborts', async () => {
    const input = new PassThrough();
    input.write('name,qty\nA,1\n'); // and the client never sends the rest
    const controller = new AbortController();
    const opening = openSheet(input, 'text/csv', { signal: controller.signal });
    controller.abort();
    await expect(opening).rejects.toThrow();
    expect(input.destroyed).toBe(true);
  });
});

describe('openSheet: XLSX', () => {
  async function workbookBytes(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['Name ', 'Price', 'Since', 'Active', 'Note', 'Total']);
    sheet.addRow([
      'Crème brûlée',
      12.5,
      new Date(Date.UTC(2026, 0, 15)),
      true,
      { richText: [{ text: 'Bo' }, { text: 'ld', font: { bold: true } }] },
      { formula: 'B2*2', result: 25 },
    ]);
    sheet.addRow([]);
    sheet.addRow(['Thé', 0.1 + 0.2, new Date(Date.UTC(2026, 0, 15, 12, 30)), false, { text: 'site', hyperlink: 'https://example.com' }, null]);
    sheet.addRow(['x']);
    workbook.addWorksheet('Other').addRow(['not', 'read']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('reads the first worksheet as text, numbered as in the worksheet', async () => {
    const sheet = await openSheet(upload(await workbookBytes(), 1000), `${XLSX_TYPE}; name=x`);
    expect(sheet.encoding).toBe('xlsx');
    expect(sheet.headers).toEqual(['Name', 'Price', 'Since', 'Active', 'Note', 'Total']);
    expect(await rowsOf(sheet)).toEqual([
      { row: 2, cells: ['Crème brûlée', '12.5', '2026-01-15', 'true', 'Bold', '25'] },
      { row: 4, cells: ['Thé', '0.3', '2026-01-15T12:30:00', 'false', 'site', ''] },
      { row: 5, cells: ['x', '', '', '', '', ''] },
    ]);
  });

  it('reads a workbook whose directory it cannot use (zip64) in file order, the first worksheet only', async () => {
    const bytes = await workbookBytes();
    const endRecord = bytes.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
    bytes.writeUInt32LE(0xffffffff, endRecord + 16); // the directory's offset, as a zip64 file has it
    const sheet = await openSheet(upload(bytes, 1000), XLSX_TYPE);
    expect(sheet.headers).toEqual(['Name', 'Price', 'Since', 'Active', 'Note', 'Total']);
    expect((await rowsOf(sheet)).map((r) => r.row)).toEqual([2, 4, 5]);
  });

  it('answers 400 for bytes that are not a workbook, or a cut-off one', async () => {
    const whole = await workbookBytes();
    for (const data of [Buffer.from('this is not a zip file at all'), whole.subarray(0, whole.length / 2), Buffer.alloc(0)]) {
      const err = await failure(openSheet(upload(data), XLSX_TYPE).then(rowsOf));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe('The file is not a readable Excel workbook (.xlsx).');
    }
  });

  it('answers 413 for a workbook over the limit', async () => {
    const input = upload(await workbookBytes(), 1000);
    const err = await failure(openSheet(input, XLSX_TYPE, { maxBytes: 3000 }).then(rowsOf));
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('The file is larger than 3 KB, the most an import reads.');
    await finished(input);
  });
});

describe('cell helpers', () => {
  it('cleanCell trims and undoes the formula escape of our exports', () => {
    expect(cleanCell('  Widget  ')).toBe('Widget');
    expect(cleanCell("'=SUM(A1:A3)")).toBe('=SUM(A1:A3)');
    expect(cleanCell("'+33 6 12")).toBe('+33 6 12');
    expect(cleanCell(" '-5 ")).toBe('-5');
    expect(cleanCell("'@home")).toBe('@home');
    expect(cleanCell("'\tindented")).toBe('indented');
    expect(cleanCell("'quoted")).toBe("'quoted");
    expect(cleanCell("it's")).toBe("it's");
  });

  it.each([
    // English
    ['1234.5', 1234.5],
    ['1,234.56', 1234.56],
    ['1,234', 1234],
    ['12,345,678', 12345678],
    ['-3', -3],
    ['+2.5', 2.5],
    ['12.', 12],
    ['.5', 0.5],
    ['1.234', 1.234],
    ['1.5E+3', 1500],
    [' 42 ', 42],
    // French
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234\u202f567,8', 1234567.8],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['-0,5', -0.5],
    ['1.234.567', 1234567],
    ['1 000', 1000],
    // not numbers
    ['', null],
    ['  ', null],
    ['abc', null],
    ['€12', null],
    ['12 €', null],
    ['12 EUR', null],
    ['USD 5', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['1 23', null],
    ['1.234,567.8', null],
    ['--1', null],
    ['1-2', null],
    ['-', null],
    [',', null],
    ['Infinity', null],
    ['0x10', null],
  ])('parseDecimal(%j) is %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it('parseInteger reads whole numbers only', () => {
    expect(parseInteger('1 000')).toBe(1000);
    expect(parseInteger('1,000')).toBe(1000);
    expect(parseInteger('-7')).toBe(-7);
    expect(parseInteger('12.0')).toBe(12);
    expect(parseInteger('1.5')).toBe(null);
    expect(parseInteger('2,5')).toBe(null);
    expect(parseInteger('ten')).toBe(null);
    expect(parseInteger('')).toBe(null);
  });

  it('parseBoolean reads English and French words, case and accents ignored', () => {
    for (const yes of ['true', 'TRUE', 'Yes', 'y', '1', 'Oui', 'VRAI', 'active', 'Actif', 'ACTÏF', ' oui ']) expect(parseBoolean(yes)).toBe(true);
    for (const no of ['false', 'No', 'N', '0', 'non', 'Faux', 'Inactive', 'inactif']) expect(parseBoolean(no)).toBe(false);
    for (const neither of ['', 'maybe', '2', 'si', 'yes!']) expect(parseBoolean(neither)).toBe(null);
  });

  it.each([
    ['2026-01-15', '2026-01-15'],
    ['2026-1-5', '2026-01-05'],
    ['2026-01-15T10:30:00Z', '2026-01-15'],
    ['2026-01-15 10:30', '2026-01-15'],
    ['2026-01-15T12:30:00', '2026-01-15'],
    ['15/01/2026', '2026-01-15'],
    ['15.01.2026', '2026-01-15'],
    ['15-01-2026', '2026-01-15'],
    ['5/1/2026', '2026-01-05'],
    ['15/01/2026 08:00', '2026-01-15'],
    ['03/04/2026', '2026-04-03'], // day first, even when it could be a US date
    ['29/02/2024', '2024-02-29'],
    ['31/02/2026', null],
    ['12/31/2026', null], // a US date: month 31 does not exist
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['15/01/26', null],
    ['15/01-2026', null],
    ['2026-01-15 garbage', null],
    ['tomorrow', null],
    ['', null],
  ])('parseDate(%j) is %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });
});
