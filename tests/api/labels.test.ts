import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import { formatPrice } from '../../server/services/labels';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';

// Issue 20 item 1: label sheets as a printer and a scanner see them. Each PDF is rendered to
// pixels (mupdf) and its symbols decoded back (zxing): what a label encodes is what is asserted.

let t: TestApp;
let admin: Client;

/** zxing's reader, its wasm read from node_modules: a test never fetches it from a CDN. */
async function prepareReader() {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const fetching = vi.spyOn(globalThis, 'fetch');
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  expect(fetching).not.toHaveBeenCalled();
  fetching.mockRestore();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  await prepareReader();
});
afterAll(() => t.close());

/** A PDF answer, opened; its headers checked on the way. */
function openPdf(res: LightMyRequestResponse, filename: string): mupdf.Document {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
  expect(res.headers['cache-control']).toBe('no-store');
  return mupdf.Document.openDocument(res.rawPayload, 'application/pdf');
}

/** A page as RGBA pixels, rendered at 216 dpi as an office printer would print it. */
function renderPage(pdf: mupdf.Document, index: number) {
  const pixmap = pdf.loadPage(index).toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height, stride, n] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride(), pixmap.getNumberOfComponents()];
  const source = pixmap.getPixels();
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) data[(y * width + x) * 4 + c] = source[y * stride + x * n + c];
  }
  return { data, width, height };
}

/** The sheets' grids: each label is cut out of the page and read alone, so a text is tied to its place. */
const GRIDS = { 'a4-3x8': [3, 8], 'roll-62x29': [1, 1] } as const;

/** The text of the symbol on each label of a page, in label order; a blank label reads as nothing. */
async function decodePage(pdf: mupdf.Document, index: number, format: ReadInputBarcodeFormat, layout: keyof typeof GRIDS = 'a4-3x8'): Promise<string[]> {
  const page = renderPage(pdf, index);
  const [columns, rows] = GRIDS[layout];
  const [width, height] = [Math.floor(page.width / columns), Math.floor(page.height / rows)];
  const texts: string[] = [];
  for (let slot = 0; slot < columns * rows; slot++) {
    const [left, top] = [(slot % columns) * width, Math.floor(slot / columns) * height];
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) data.set(page.data.subarray(((top + y) * page.width + left) * 4, ((top + y) * page.width + left + width) * 4), y * width * 4);
    const [found, ...more] = await readBarcodes({ data, width, height, colorSpace: 'srgb' } as ImageData, { formats: [format] });
    expect(more, `label ${slot + 1} of page ${index + 1} holds one symbol`).toEqual([]);
    if (found) texts.push(found.text);
  }
  return texts;
}

async function decodeAll(pdf: mupdf.Document, format: ReadInputBarcodeFormat, layout: keyof typeof GRIDS = 'a4-3x8'): Promise<string[][]> {
  const pages: string[][] = [];
  for (let i = 0; i < pdf.countPages(); i++) pages.push(await decodePage(pdf, i, format, layout));
  return pages;
}

const pageText = (pdf: mupdf.Document, index: number) => pdf.loadPage(index).toStructuredText('preserve-whitespace').asText();
const pageSize = (pdf: mupdf.Document, index: number) => {
  const [x0, y0, x1, y1] = pdf.loadPage(index).getBounds();
  return [x1 - x0, y1 - y0];
};

interface Product {
  id: number;
  sku: string;
  code: string;
  dealer_price: number;
}

/** Two demo products: the first keeps its barcode, the second has none, so its label encodes its SKU. */
async function twoProducts(): Promise<[Product, Product]> {
  const [a, b] = await t.sql<{ id: number }>(`select id from products where barcode is not null order by id limit 2`);
  await t.sql(`update products set barcode = null where id = $1`, [b.id]);
  const rows = await t.sql<Product>(`select id, sku, coalesce(barcode, sku) as code, dealer_price::float8 as dealer_price from products where id in ($1, $2) order by id`, [a.id, b.id]);
  expect(rows[0].code).not.toBe(rows[0].sku);
  expect(rows[1].code).toBe(rows[1].sku);
  return rows as [Product, Product];
}

describe('product labels', () => {
  let a: Product;
  let b: Product;
  beforeAll(async () => {
    [a, b] = await twoProducts();
  });

  it('puts copies of each label on one A4 sheet, each Code 128 encoding the barcode, else the SKU, its text printed under it', async () => {
    const pdf = openPdf(await admin.get(`/api/labels/products.pdf?ids=${a.id},${b.id}&copies=2`), 'product-labels.pdf');
    expect(pdf.countPages()).toBe(1);
    expect(pageSize(pdf, 0)[0]).toBeCloseTo(595.28, 1);
    expect(pageSize(pdf, 0)[1]).toBeCloseTo(841.89, 1);
    expect(await decodePage(pdf, 0, 'Code128')).toEqual([a.code, a.code, b.code, b.code]);
    const text = pageText(pdf, 0);
    for (const value of [a.sku, a.code, b.sku]) expect(text).toContain(value);
  });

  it('prints one 62 × 29 mm label per page on a roll, in the order asked', async () => {
    const pdf = openPdf(await admin.get(`/api/labels/products.pdf?ids=${b.id},${a.id}&copies=2&layout=roll-62x29`), 'product-labels.pdf');
    expect(pdf.countPages()).toBe(4);
    for (let i = 0; i < 4; i++) {
      const [width, height] = pageSize(pdf, i);
      expect(width).toBeCloseTo(175.75, 1);
      expect(height).toBeCloseTo(82.2, 1);
    }
    expect(await decodeAll(pdf, 'Code128', 'roll-62x29')).toEqual([[b.code], [b.code], [a.code], [a.code]]);
  });

  it('prints each product its own quantity, running on to a second sheet after 24 labels', async () => {
    const pdf = openPdf(await admin.get(`/api/labels/products.pdf?ids=${a.id},${b.id}&quantities=20,6&copies=1`), 'product-labels.pdf');
    const [first, second] = await decodeAll(pdf, 'Code128');
    expect(first).toEqual([...Array<string>(20).fill(a.code), ...Array<string>(4).fill(b.code)]);
    expect(second).toEqual([b.code, b.code]);
  });

  it('prints the dealer price in the business currency only when asked', async () => {
    const settings = (await admin.get('/api/settings')).json();
    expect((await admin.put('/api/settings', { currency: 'EUR', version: settings.version })).statusCode).toBe(200);
    const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(a.dealer_price);
    expect(price).toMatch(/^€/);
    const withPrice = openPdf(await admin.get(`/api/labels/products.pdf?ids=${a.id}&price=1`), 'product-labels.pdf');
    expect(pageText(withPrice, 0)).toContain(price);
    const without = openPdf(await admin.get(`/api/labels/products.pdf?ids=${a.id}`), 'product-labels.pdf');
    expect(pageText(without, 0)).not.toContain(price);
  });

  it('writes a currency whose symbol Helvetica lacks by its code', () => {
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(12.5, 'INR')).toMatch(/^INR\s12\.50$/);
  });
});

describe('rack labels', () => {
  const racksOf = (where: string, params: unknown[]) =>
    t.sql<{ id: number; path: string; name: string | null }>(
      `select k.id, w.code || ' / ' || r.code || ' / ' || k.code as path, k.name from racks k join rooms r on r.id = k.room_id
       join warehouses w on w.id = r.warehouse_id where ${where} order by w.code, r.code, k.code`,
      params,
    );

  it('gives every rack of a room a QR code of its path exactly as printed', async () => {
    const [room] = await t.sql<{ id: number }>(`select r.id from rooms r join warehouses w on w.id = r.warehouse_id where w.code = 'MAIN' and r.code = 'A'`);
    const racks = await racksOf('k.room_id = $1', [room.id]);
    expect(racks.length).toBeGreaterThan(1);
    const pdf = openPdf(await admin.get(`/api/labels/racks.pdf?room_id=${room.id}`), 'rack-labels.pdf');
    expect(pdf.countPages()).toBe(1);
    expect(await decodePage(pdf, 0, 'QRCode')).toEqual(racks.map((r) => r.path));
    const text = pageText(pdf, 0).replace(/\s+/g, ' ');
    for (const rack of racks) expect(text).toContain(rack.path);
    for (const rack of racks) expect(text).toContain(rack.name);
  });

  it('labels every rack of a warehouse, and racks by id in the order given, one per roll label', async () => {
    const [warehouse] = await t.sql<{ id: number }>(`select id from warehouses where code = 'EAST'`);
    const racks = await racksOf('r.warehouse_id = $1', [warehouse.id]);
    const sheet = openPdf(await admin.get(`/api/labels/racks.pdf?warehouse_id=${warehouse.id}`), 'rack-labels.pdf');
    expect(await decodePage(sheet, 0, 'QRCode')).toEqual(racks.map((r) => r.path));

    const [first, second] = [racks[2], racks[0]];
    const roll = openPdf(await admin.get(`/api/labels/racks.pdf?ids=${first.id},${second.id}&layout=roll-62x29`), 'rack-labels.pdf');
    expect(await decodeAll(roll, 'QRCode', 'roll-62x29')).toEqual([[first.path], [second.path]]);
  });
});

describe('refusals', () => {
  const refusal = async (url: string, status: number, headers: Record<string, string> = {}) => {
    const res = await admin.request('GET', url, { headers });
    expect(res.statusCode, url).toBe(status);
    return res.json().message as string;
  };

  it('answers 400 for a query it cannot print, saying why', async () => {
    expect(await refusal('/api/labels/products.pdf?ids=1&layout=a5', 400)).toBe('layout must be one of a4-3x8, roll-62x29');
    expect(await refusal('/api/labels/products.pdf', 400)).toBe('Required');
    expect(await refusal('/api/labels/products.pdf?ids=1,x', 400)).toBe('ids must be a comma-separated list of whole numbers');
    expect(await refusal('/api/labels/products.pdf?ids=0', 400)).toBe('ids must be a whole number from 1 to 2147483647');
    expect(await refusal('/api/labels/products.pdf?ids=1&copies=101', 400)).toBe('copies must be a whole number from 1 to 100');
    expect(await refusal('/api/labels/products.pdf?ids=1,2&quantities=3', 400)).toBe('quantities must give one number per id');
    expect(await refusal(`/api/labels/products.pdf?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`, 400)).toBe('At most 500 ids at a time');
    expect(await refusal('/api/labels/racks.pdf', 400)).toBe('Give exactly one of ids, warehouse_id or room_id');
    expect(await refusal('/api/labels/racks.pdf?ids=1&room_id=1', 400)).toBe('Give exactly one of ids, warehouse_id or room_id');
  });

  it('refuses more than 2,000 labels in one PDF', async () => {
    const ids = (await t.sql<{ id: number }>(`select id from products order by id limit 21`)).map((p) => p.id);
    expect(await refusal(`/api/labels/products.pdf?ids=${ids}&copies=100`, 400)).toBe('One PDF holds at most 2000 labels; this one would have 2100. Print them in parts.');
  });

  it('refuses a code too long to scan, and a room with no racks', async () => {
    const [product] = await t.sql<{ id: number }>(`update products set barcode = repeat('X', 64) where id = (select max(id) from products) returning id`);
    expect(await refusal(`/api/labels/products.pdf?ids=${product.id}`, 400)).toBe(`${'X'.repeat(64)} is too long to scan as Code 128 on a4-3x8 labels`);
    const [room] = await t.sql<{ id: number }>(`insert into rooms (warehouse_id, code, name) select id, 'EMPTY', 'Empty room' from warehouses where code = 'MAIN' returning id`);
    expect(await refusal(`/api/labels/racks.pdf?room_id=${room.id}`, 400)).toBe('There are no racks in MAIN / EMPTY');
  });

  it('answers 404 naming a record that does not exist', async () => {
    expect(await refusal('/api/labels/products.pdf?ids=1,999999', 404)).toBe('No product with id 999999');
    expect(await refusal('/api/labels/racks.pdf?ids=999999', 404)).toBe('No rack with id 999999');
    expect(await refusal('/api/labels/racks.pdf?room_id=999999', 404)).toBe('No room with id 999999');
    expect(await refusal('/api/labels/racks.pdf?warehouse_id=999999', 404)).toBe('No warehouse with id 999999');
  });

  it('says it in French when asked', async () => {
    expect(await refusal('/api/labels/racks.pdf', 400, { 'accept-language': 'fr' })).toBe('Donnez exactement un seul de ids, warehouse_id ou room_id');
    expect(await refusal('/api/labels/products.pdf?ids=1&copies=0', 400, { 'accept-language': 'fr' })).toBe('copies doit être un nombre entier de 1 à 100');
  });

  it('needs a session, and the read permission of what it prints', async () => {
    expect((await new Client(t.app).get('/api/labels/products.pdf?ids=1')).statusCode).toBe(401);
    const access = (url: string) => t.app.routeTable.find((r) => r.method === 'GET' && r.url === url)?.access;
    expect(access('/api/labels/products.pdf')).toEqual({ collection: 'products', action: 'read' });
    expect(access('/api/labels/racks.pdf')).toEqual({ collection: 'racks', action: 'read' });
    // The demo technician views products but not rooms and racks.
    const [tech] = await t.sql<{ permissions: string[] }>(
      `select array_agg(p.name) as permissions from users u join role_permissions rp on rp.role_id = u.role_id join permissions p on p.id = rp.permission_id where u.email = 'tom.okafor@example.com'`,
    );
    expect(tech.permissions).toContain('view_products');
    expect(tech.permissions).not.toContain('view_rooms');
    const technician = await signIn(t.app, { email: 'tom.okafor@example.com', password: 'Tech#2025' });
    expect((await technician.get('/api/labels/products.pdf?ids=1')).statusCode).toBe(200);
    expect((await technician.get('/api/labels/racks.pdf?room_id=1')).statusCode).toBe(403);
  });
});
