import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../contract/imports';
import { ADMIN, buildTestApp, signIn, type Client, type TestApp } from '../helpers/app';

// Issue 32: the rejected rows of a check come back as the file came in — its delimiter, its
// encoding, its headers — with an Error column in the person's language, and they are exactly the
// rows the check counted.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const rejectedRows = (file: string | Buffer, type = 'text/csv', headers: Record<string, string> = {}) =>
  admin.request('POST', '/api/imports/products?dry_run=1&rejected=1', { rawBody: file, headers: { 'content-type': type, ...headers } });
const check = (file: string | Buffer, headers: Record<string, string> = {}) =>
  admin.request('POST', '/api/imports/products?dry_run=1', { rawBody: file, headers: { 'content-type': 'text/csv', ...headers } });

describe('the rejected rows of a file', () => {
  it('of a ; Windows-1252 file from Excel are a ; Windows-1252 file, headers as the file has them, errors in French', async () => {
    const text = [
      'Référence;Désignation;Catégorie;Prix revendeur;Coût',
      'FR-R1;Plaquette été;Brakes;1 234,50;12,5',
      'FR-R2;Disque à €;Brakes;douze;4',
      'FR-R3;Tambour;Nulle part;9,90;4',
    ].join('\r\n');
    const file = Buffer.from(text.replace('€', '\x80'), 'latin1');
    const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
    expect((await check(file, french)).json()).toMatchObject({ rejected_rows: 2 });

    const res = await rejectedRows(file, 'text/csv', french);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-rejected.csv"');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(bytes.includes(Buffer.from('Référence', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from([0x80]))).toBe(true); // € as Windows-1252 writes it
    expect(bytes.includes(Buffer.from('Référence', 'utf8'))).toBe(false);
    const lines = new TextDecoder('windows-1252').decode(bytes).replace('\u0080', '€').trim().split('\r\n');
    expect(lines).toEqual([
      'Référence;Désignation;Catégorie;Prix revendeur;Coût;Erreur',
      'FR-R2;Disque à €;Brakes;douze;4;Prix revendeur: Doit être un nombre',
      'FR-R3;Tambour;Nulle part;9,90;4;Catégorie: Aucune catégorie ne s\'appelle « Nulle part »',
    ]);
  });

  it('of a UTF-8 comma file are UTF-8 with a BOM, a tab file keeps its tabs, and a sep= line is kept', async () => {
    const utf8 = await rejectedRows('sku,name,category,dealer_price,cost\r\nU-1,Crème,Brakes,abc,1\r\nU-2,Fine,Brakes,1,1\r\n');
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(utf8.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(utf8.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['sku,name,category,dealer_price,cost,Error', 'U-1,Crème,Brakes,abc,1,dealer_price: Must be a number']);

    const tabs = await rejectedRows('SKU\tName\tCategory\tPrice\tCost\r\nT-1\tA, B\tBrakes\tabc\t1\r\n');
    expect(tabs.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['SKU\tName\tCategory\tPrice\tCost\tError', 'T-1\tA, B\tBrakes\tabc\t1\tPrice: Must be a number']);

    const sep = await rejectedRows('sep=;\r\nSKU;Name;Category;Price;Cost\r\nS-1;A;Brakes;abc;1\r\n');
    expect(sep.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['sep=;', 'SKU;Name;Category;Price;Cost;Error', 'S-1;A;Brakes;abc;1;Price: Must be a number']);
  });

  it('are exactly the rows the check counts, the first row of a duplicated key included, in the order of the file', async () => {
    const rows = ['SKU,Name,Category,Price,Cost'];
    for (let i = 1; i <= 1200; i++) rows.push(`D-${i},Part ${i},Brakes,${i % 300 === 0 ? 'abc' : '1'},1`);
    rows.push('D-7,Again,Brakes,1,1', 'D-1100,Again,Brakes,1,1');
    const file = rows.join('\r\n');
    const report = (await check(file)).json();
    expect(report.rejected_rows).toBe(4 + 4);
    const lines = (await rejectedRows(file)).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(1 + report.rejected_rows);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['D-7', 'D-300', 'D-600', 'D-900', 'D-1100', 'D-1200', 'D-7', 'D-1100']);
    expect(lines[1]).toBe('D-7,Part 7,Brakes,1,1,SKU: Also on row 1202');
    expect(lines[5]).toBe('D-1100,Part 1100,Brakes,1,1,SKU: Also on row 1203');
  });

  it('of a workbook are a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['SKU', 'Name', 'Category', 'Price', 'Cost']);
    sheet.addRow(['X-1', 'Fine', 'Brakes', 1, 1]);
    sheet.addRow(['X-2', 'Bad', 'Brakes', 'abc', 1]);
    const res = await rejectedRows(Buffer.from(await workbook.xlsx.writeBuffer()), XLSX_TYPE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-rejected.xlsx"');
    const answer = new ExcelJS.Workbook();
    await answer.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    answer.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['SKU', 'Name', 'Category', 'Price', 'Cost', 'Error'],
      ['X-2', 'Bad', 'Brakes', 'abc', '1', 'Price: Must be a number'],
    ]);
  });
});
