import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, type TestApp } from '../helpers/app';

// API answers are compressed as the client accepts, and a list keeps its Content-Range: a page
// (compressed in one call, issue 21) and a streamed answer.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const list = (range: [number, number], encoding: string) =>
  admin.request('GET', listUrl('products', { sort: ['id', 'ASC'], range }), { headers: { 'accept-encoding': encoding } });

describe('compressed API answers', () => {
  it('a page of a list: brotli or gzip as accepted, the same records as plain, its Content-Range kept', async () => {
    const plain = await list([0, 24], 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const records = plain.json();
    expect(records).toHaveLength(25);
    expect(plain.headers['content-range']).toMatch(/^products 0-24\/\d+$/);
    const br = await list([0, 24], 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(records);
    const gzip = await list([0, 24], 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(records);
  });

  it('a streamed answer (the CSV export) is compressed as a stream, whole', async () => {
    const get = (encoding: string) => admin.request('GET', '/api/products/export.csv', { headers: { 'accept-encoding': encoding } });
    const plain = await get('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.split('\n').length).toBeGreaterThan(100);
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});
