import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../contract/imports';
import { ADMIN, buildTestApp, signIn, STORE, within, type Client, type TestApp } from '../helpers/app';
import { handMadeWorkbook } from '../helpers/workbookZip';

// Issue 32: an import cannot exhaust the server. A workbook's unpacked size and cells are
// bounded, an answer echoes no more than a little of any cell, a check stops when its client goes
// away, and a user runs one import at a time.

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  await admin.get('/api/csrf-cookie');
  // Cancelling needs a real connection to close.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const MB = 1024 * 1024;
const check = (file: string | Buffer, type = 'text/csv', query = '') => admin.upload(`/api/imports/products?dry_run=1${query}`, file, type);

/** A POST of a file over the wire, as a browser sends it, with the admin's session. */
function sendOverWire(path: string, file: string | ReadableStream<Uint8Array>, signal?: AbortSignal, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    body: file,
    duplex: 'half',
    signal,
    headers: {
      cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': admin.cookies.get('XSRF-TOKEN')!,
      'content-type': 'text/csv',
      ...headers,
    },
  } as RequestInit);
}

/** A products file of `rows` new products: about 60 bytes a row. */
const productsFile = (tag: string, rows: number) =>
  ['sku,name,category,dealer_price,cost', ...Array.from({ length: rows }, (_, i) => `${tag}-${i},Part ${i},Brakes,${10 + (i % 50)},5`)].join('\r\n');

const progress = async (id: string) => (await admin.get(`/api/imports/progress/${id}`)).json() as { rows: number; elapsed_ms: number; done: boolean };

describe('a shared-string bomb', () => {
  const bomb = (declaredSize?: number) =>
    handMadeWorkbook({
      sharedStrings: [{ text: '<si><t>sku</t></si><si><t>' }, { text: 'A', times: 200 * MB }, { text: '</t></si>' }],
      rows: [[0], [1]],
      declaredSharedStringsSize: declaredSize,
    });

  it('is refused with 413 naming the limit, in a short answer, and the server reads on', async () => {
    const file = bomb();
    expect(file.length).toBeLessThan(400 * 1024);
    const res = await check(file, XLSX_TYPE);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The workbook's texts unpack to more than 64 MB, the most an import reads. Split it into smaller files.");
    expect(res.body.length).toBeLessThan(1024);
    const french = await admin.upload('/api/imports/products?dry_run=1', file, XLSX_TYPE, { 'accept-language': 'fr' });
    expect(french.json().message).toBe('Les textes du classeur dépassent 64 MB une fois décompressés, le maximum qu’un import lit. Découpez-le en plusieurs fichiers.');
    expect((await check('sku,name\r\nOK-1,Fine\r\n')).statusCode).toBe(200);
  });

  it('is refused with 400 naming the cell limit when its zip lies about the size, in a short answer', async () => {
    const res = await check(bomb(1000), XLSX_TYPE);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A cell of the workbook holds more than 32767 characters, the most an import reads in one cell.');
    expect(res.body.length).toBeLessThan(1024);
  });
});

describe('the answer of a check', () => {
  it('echoes no more than 200 characters of a cell, in the preview, the columns or a message', async () => {
    const long = 'x'.repeat(300_000);
    const file = `sku,name,category,description,${long}\r\nLONG-1,Long,${long},${long},1\r\n`;
    const res = await check(file);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(5000);
    const report = res.json();
    expect(report.preview[0].description).toBe(`${'x'.repeat(199)}…`);
    expect(report.columns[4].header).toBe(`${'x'.repeat(199)}…`);
    expect(report.errors[0].message).toBe(`No category is named "${'x'.repeat(199)}…"`);
    // A column is mapped by its header as the report echoed it.
    const map = encodeURIComponent(JSON.stringify({ [report.columns[4].header]: 'cost' }));
    expect((await check(file, 'text/csv', `&map=${map}`)).json().columns[4]).toEqual({ header: `${'x'.repeat(199)}…`, field: 'cost' });
  });
});

describe('a cancelled check', () => {
  it('stops within a second of its client going away, writes nothing, and frees the way for the next', async () => {
    const abort = new AbortController();
    const sent = sendOverWire('/api/imports/products?dry_run=1', productsFile('CANCEL', 150_000), abort.signal, { 'x-import-id': 'cancel-1' }).catch(() => 'aborted');
    await within(30_000, () => progress('cancel-1'), (p) => p.rows > 1000);
    abort.abort();
    expect(await sent).toBe('aborted');
    const cancelledAt = performance.now();
    const stopped = await within(1000, () => progress('cancel-1'), (p) => p.done);
    expect(stopped.done).toBe(true);
    expect(performance.now() - cancelledAt).toBeLessThan(1000);
    expect(stopped.rows).toBeLessThan(150_000);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from products where sku like 'CANCEL-%'`))[0].n).toBe(0);
    expect((await check('sku,name\r\nOK-2,Fine\r\n')).statusCode).toBe(200);
  });
});

describe('one import per user', () => {
  it('refuses a second import while the first runs: 429 with Retry-After and a message; another user may import', async () => {
    // The first import's upload never ends until the test is done with it: it runs meanwhile.
    const abort = new AbortController();
    const slowUpload = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('sku,name\r\n')) });
    const first = sendOverWire('/api/imports/products?dry_run=1', slowUpload, abort.signal, { 'x-import-id': 'busy-1' }).catch(() => 'aborted');
    await within(10_000, () => progress('busy-1'), (p) => p.elapsed_ms > 0);

    const second = await check('sku,name\r\nBUSY-X,Second\r\n');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(second.json().message).toBe('Another import of yours is still running. Wait for it to end, or cancel it, then try again.');
    const french = await admin.upload('/api/imports/products?dry_run=1', 'sku,name\r\nBUSY-X,Second\r\n', 'text/csv', { 'accept-language': 'fr' });
    expect(french.json().message).toBe('Un autre de vos imports est en cours. Attendez qu’il se termine, ou annulez-le, puis réessayez.');

    const store = await signIn(t.app, STORE);
    expect((await store.upload('/api/imports/opening-stock?dry_run=1', 'sku,rack,quantity\r\nBRK-1002,MAIN / A / A-02,7\r\n')).statusCode).toBe(200);

    abort.abort();
    await first;
    expect((await check('sku,name\r\nBUSY-Y,After\r\n')).statusCode).toBe(200);
  });
});
