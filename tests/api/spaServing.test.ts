import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from '../../server/plugins/spa';

// The SPA's static serving (issue 9): the build's precompressed variants, and caching that lets
// browsers keep hashed files forever but always revalidate the index. A built dist is faked in a
// scratch directory, laid out as `vite build` and scripts/precompress.ts write it.

const script = 'console.log("stockyard");'.repeat(50);
const inline = "try{document.documentElement.dataset.x='1'}catch(e){}";
const indexHtml = `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;
// The dealer portal's page, built apart (vite.config.ts), with an inline script of its own.
const dealerInline = "try{document.documentElement.dataset.dealer='1'}catch(e){}";
const dealerHtml = `<!doctype html><html><head><script>${dealerInline}</script><script type="module" src="/assets/dealer-DeF456.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
let distDir: string;
let app: FastifyInstance;

function write(file: string, body: string, compressed = true) {
  const full = path.join(distDir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
  if (!compressed) return;
  fs.writeFileSync(`${full}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${full}.gz`, gzipSync(body));
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-spa-'));
  write('index.html', indexHtml);
  write('dealer.html', dealerHtml);
  write('assets/index-AbC123.js', script);
  write('robots.txt', 'User-agent: *\n', false);
  app = Fastify();
  await app.register(spaPlugin, { distDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('are served brotli-compressed to a browser that accepts br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('are served gzip-compressed to one that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('are served as they are to one that accepts no encoding', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('may be cached for a year without revalidation: their name changes with their content', async () => {
    const res = await get('/assets/index-AbC123.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are not reachable under their compressed file names', async () => {
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
  });
});

describe('the index and unhashed files', () => {
  it('answers every client route with its page, compressed, revalidated, behind the CSP', async () => {
    for (const [url, page] of [
      ['/', indexHtml],
      ['/products', indexHtml],
      ['/dealers', indexHtml],
      ['/dealer', dealerHtml],
      ['/dealer/orders', dealerHtml],
      ['/dealer/view-order/7?print=1', dealerHtml],
    ]) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it("allows each page's own inline script by its hash, and no other inline script", async () => {
    const scriptSrc = async (url: string) => String((await get(url)).headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src '));
    expect(await scriptSrc('/products')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256(inline)}`);
    expect(await scriptSrc('/dealer/form')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256(dealerInline)}`);
  });

  it('serves the index gzip-compressed, or plain, as the browser accepts', async () => {
    expect(gunzipSync((await get('/products', 'gzip')).rawPayload).toString()).toBe(indexHtml);
    const plain = await get('/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('must revalidate an unhashed file, which keeps its name across builds', async () => {
    const res = await get('/robots.txt', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API path 404, not the index', async () => {
    expect((await get('/assets/missing-XyZ.js')).statusCode).toBe(404);
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });
});
