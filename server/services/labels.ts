// `bwip-js/node`: the Node build, under a name the compiler's bundler resolution finds typed.
import bwipjs from 'bwip-js/node';
import { inArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { ProductLabelsQuery, RackLabelsQuery } from '../../contract/labelQueries';
import { MAX_LABELS, type LabelLayout } from '../../contract/labels';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { getSettings } from './settings';

// Issue 20 item 1: printable label sheets. The label data is read here; the PDF is made by pure
// functions of that data and a layout: bwip-js draws each symbol as a PNG, pdfkit places it
// with Helvetica text (a built-in PDF font: no font file to ship).

export interface ProductLabel {
  sku: string;
  name: string;
  /** What the Code 128 encodes: the product's barcode, else its SKU. */
  code: string;
  /** The dealer price in the business currency, when asked for. */
  price?: string;
}

export interface RackLabel {
  /** "MAIN / A / A-02": printed, and encoded in the QR code as printed. */
  path: string;
  name: string | null;
}

const MM = 72 / 25.4;

/** A sheet: its page, its grid of labels, and what fits on one label. Lengths in PDF points. */
interface Sheet {
  page: [number, number];
  columns: number;
  rows: number;
  label: [number, number];
  /** Kept blank inside each label: printers do not print to the edge, and a symbol needs a quiet zone. */
  padding: number;
  /** Lines a product's or rack's name may take. */
  nameLines: number;
  qrSide: number;
}

const SHEETS: Record<LabelLayout, Sheet> = {
  // 3 × 70 mm by 8 × 37.125 mm is exactly A4: the labels fill the page, so no page margin. The QR
  // code takes 25 of the 29 mm inside the padding, leaving the path room beside it.
  'a4-3x8': { page: [595.28, 841.89], columns: 3, rows: 8, label: [70 * MM, 37.125 * MM], padding: 4 * MM, nameLines: 2, qrSide: 25 * MM },
  // One die-cut label per page; the QR code takes the label's whole height inside the padding.
  'roll-62x29': { page: [62 * MM, 29 * MM], columns: 1, rows: 1, label: [62 * MM, 29 * MM], padding: 2 * MM, nameLines: 1, qrSide: (29 - 2 * 2) * MM },
};

/** Code 128's narrowest bar: below 0.25 mm common scanners misread; above 0.5 mm the symbol only grows. */
const MIN_MODULE = 0.25 * MM;
const MAX_MODULE = 0.5 * MM;
/** Code 128 needs 10 modules of white on each side to be found. */
const CODE128_QUIET = 10;
/** A QR code needs white around it; 4 modules separate it from the text beside it. */
const QR_QUIET = 4;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** More labels than this in one PDF is refused before anything is drawn. */
function assertLabelCount(count: number): void {
  if (count > MAX_LABELS) throw badRequest('labels_too_many', { max: MAX_LABELS, n: count });
}

/** Helvetica is encoded as WinAnsi: Latin-1 and a few more. Any other character would print as a wrong glyph. */
const WIN_ANSI = /[^\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;
const printable = (text: string) => text.replace(WIN_ANSI, '?');

/** The price as the business writes it ("$12.50", "€12.50"); a symbol Helvetica lacks (₹) gives the code ("INR 12.50"). */
export function formatPrice(amount: number, currency: string): string {
  const withSymbol = new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  if (printable(withSymbol) === withSymbol) return withSymbol;
  return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}

/** The labels of `query.ids`, in that order, each repeated by its quantity or by `copies`. */
export async function productLabels(db: Db, query: ProductLabelsQuery): Promise<ProductLabel[]> {
  const counts = query.quantities ?? query.ids.map(() => query.copies);
  assertLabelCount(counts.reduce((sum, n) => sum + n, 0));
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name, barcode: products.barcode, dealer_price: products.dealer_price })
    .from(products)
    .where(inArray(products.id, [...new Set(query.ids)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = query.ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound('no_resource_with_id', { resource: 'product', id: missing });
  const currency = query.price ? (await getSettings(db)).currency : undefined;
  return query.ids.flatMap((id, i) => {
    const product = byId.get(id)!;
    const label: ProductLabel = { sku: product.sku, name: product.name, code: product.barcode?.trim() || product.sku };
    if (currency) label.price = formatPrice(product.dealer_price, currency);
    return Array<ProductLabel>(counts[i]).fill(label);
  });
}

const RACKS = sql`select k.id, w.code || ' / ' || r.code || ' / ' || k.code as path, k.name
  from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`;

/** The racks named by id (in that order), or every rack of a warehouse or room in path order. */
export async function rackLabels(db: Db, query: RackLabelsQuery): Promise<RackLabel[]> {
  if (query.ids) {
    const { rows } = await db.execute<{ id: number; path: string; name: string | null }>(sql`${RACKS} where k.id in (${sql.join(query.ids.map((id) => sql`${id}`), sql`, `)})`);
    const byId = new Map(rows.map((row) => [row.id, { path: row.path, name: row.name }]));
    const missing = query.ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound('no_resource_with_id', { resource: 'rack', id: missing });
    assertLabelCount(query.ids.length);
    return query.ids.map((id) => byId.get(id)!);
  }
  const place = await placeOf(db, query);
  const where = query.room_id ? sql`k.room_id = ${query.room_id}` : sql`r.warehouse_id = ${query.warehouse_id}`;
  const { rows } = await db.execute<{ path: string; name: string | null }>(sql`select path, name from (${RACKS} where ${where} order by w.code, r.code, k.code) racks`);
  if (!rows.length) throw badRequest('labels_no_racks', { place });
  assertLabelCount(rows.length);
  return rows;
}

/** The warehouse or room asked for, as its path ("MAIN", "MAIN / A"); 404 when there is none. */
async function placeOf(db: Db, query: RackLabelsQuery): Promise<string> {
  const [kind, id] = query.room_id ? (['room', query.room_id] as const) : (['warehouse', query.warehouse_id!] as const);
  const found =
    kind === 'room'
      ? sql`select w.code || ' / ' || r.code as path from rooms r join warehouses w on w.id = r.warehouse_id where r.id = ${id}`
      : sql`select code as path from warehouses where id = ${id}`;
  const { rows } = await db.execute<{ path: string }>(found);
  if (!rows.length) throw notFound('no_resource_with_id', { resource: kind, id });
  return rows[0].path;
}

/** A symbol drawn once and placed on every label that shows it. */
interface DrawnSymbol {
  /**
   * The PNG as a data URL: pdfkit embeds an image given by the same string once, where a
   * Buffer would be embedded again on every label.
   */
  image: string;
  /** Modules (narrowest bars, or QR cells) across, quiet zone excluded: what the printed size is worked out from. */
  modules: number;
}

/** Pixels per module in the PNG: a few keep the edges sharp when the PDF scales it. BWIPP draws a QR module 2 units wide, a bar module 1. */
const PNG_SCALE = { code128: 3, qrcode: 4 } as const;
const UNITS_PER_MODULE = { code128: 1, qrcode: 2 } as const;

async function drawSymbol(bcid: 'code128' | 'qrcode', text: string): Promise<DrawnSymbol> {
  try {
    // The height of a bar code is stretched to fit the label, so the PNG keeps it short.
    const png = await bwipjs.toBuffer({ bcid, text, scale: PNG_SCALE[bcid], height: 5 });
    const width = png.readUInt32BE(16); // the PNG's IHDR: width then height, after the 8-byte signature and the chunk header
    return { image: `data:image/png;base64,${png.toString('base64')}`, modules: width / (PNG_SCALE[bcid] * UNITS_PER_MODULE[bcid]) };
  } catch {
    throw badRequest(bcid === 'qrcode' ? 'labels_not_qr' : 'labels_not_code128', { text });
  }
}

/**
 * Each distinct text's symbol, drawn once. BWIPP's encoding is synchronous work (a few ms a QR
 * code), so the event loop gets a turn between symbols and other requests are not held up.
 */
async function drawSymbols(bcid: 'code128' | 'qrcode', texts: string[]): Promise<Map<string, DrawnSymbol>> {
  const symbols = new Map<string, DrawnSymbol>();
  for (const text of new Set(texts)) {
    symbols.set(text, await drawSymbol(bcid, text));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return symbols;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The width of a Code 128 module on a label `width` wide: as wide as fits with its quiet zones, refused below the scannable minimum. */
function code128Module(code: string, modules: number, width: number, layout: LabelLayout): number {
  const module = Math.min(MAX_MODULE, width / (modules + 2 * CODE128_QUIET));
  if (module < MIN_MODULE) throw badRequest('labels_code128_too_long', { code, layout });
  return module;
}

const lineHeight = (doc: PDFKit.PDFDocument, font: string, size: number) => doc.font(font).fontSize(size).currentLineHeight(true);

/** Text kept inside `box`, cut with an ellipsis: a label never grows, and pdfkit adds no page for text that would overflow. */
function textIn(doc: PDFKit.PDFDocument, text: string, box: Box, font: string, size: number, align: 'left' | 'center' | 'right' = 'left') {
  doc.font(font).fontSize(size);
  doc.text(printable(text), box.x, box.y, { width: box.w, height: box.h + 0.5, ellipsis: true, align, lineGap: 0 });
}

/** The largest size from `max` down to `min` at which `text` fits `box` (on one line, or wrapped at its width); the document is left at it. */
function fittedSize(doc: PDFKit.PDFDocument, text: string, font: string, box: Omit<Box, 'x' | 'y'>, [max, min]: [number, number], oneLine = false): number {
  const fits = (size: number) => {
    doc.font(font).fontSize(size);
    return oneLine ? doc.widthOfString(text) <= box.w : doc.heightOfString(text, { width: box.w, lineGap: 0 }) <= box.h;
  };
  let size = max;
  while (size > min && !fits(size)) size -= 0.5;
  doc.font(font).fontSize(size);
  return size;
}

/** Font sizes in points: [largest, smallest] for text fitted to its room, one size otherwise. */
const SKU_SIZES: [number, number] = [16, 9];
const PATH_SIZES: [number, number] = [18, 8];
const PRICE_SIZE = 11;
const NAME_SIZE = 8;
const CODE_TEXT_SIZE = 7;
/** Helvetica's ascender (718/1000 em): lines up the price's baseline with the larger SKU's. */
const ASCENT = 0.718;
const GAP = 2;

/** SKU large (the price at its right), the name, then the Code 128 with its text under it. */
function drawProductLabel(doc: PDFKit.PDFDocument, label: ProductLabel, box: Box, sheet: Sheet, symbol: DrawnSymbol, module: number) {
  const headerHeight = lineHeight(doc, BOLD, SKU_SIZES[0]);
  const priceWidth = label.price ? doc.font(BOLD).fontSize(PRICE_SIZE).widthOfString(printable(label.price)) + 3 * GAP : 0;
  const skuSize = fittedSize(doc, printable(label.sku), BOLD, { w: box.w - priceWidth, h: headerHeight }, SKU_SIZES, true);
  textIn(doc, label.sku, { x: box.x, y: box.y, w: box.w - priceWidth, h: headerHeight }, BOLD, skuSize);
  if (label.price) textIn(doc, label.price, { x: box.x, y: box.y + (skuSize - PRICE_SIZE) * ASCENT, w: box.w, h: headerHeight }, BOLD, PRICE_SIZE, 'right');

  const name = { x: box.x, y: box.y + headerHeight, w: box.w, h: sheet.nameLines * lineHeight(doc, REGULAR, NAME_SIZE) };
  textIn(doc, label.name, name, REGULAR, NAME_SIZE);

  const textHeight = lineHeight(doc, REGULAR, CODE_TEXT_SIZE);
  const bars = { y: name.y + name.h + GAP, w: symbol.modules * module };
  const barsHeight = box.y + box.h - textHeight - GAP / 2 - bars.y;
  doc.image(symbol.image, box.x + (box.w - bars.w) / 2, bars.y, { width: bars.w, height: barsHeight });
  textIn(doc, label.code, { x: box.x, y: bars.y + barsHeight + GAP / 2, w: box.w, h: textHeight }, REGULAR, CODE_TEXT_SIZE, 'center');
}

/** The QR code at the left; beside it the path as large as fits and the rack's name, centred as a block. */
function drawRackLabel(doc: PDFKit.PDFDocument, label: RackLabel, box: Box, sheet: Sheet, symbol: DrawnSymbol) {
  const side = Math.min(sheet.qrSide, box.h);
  doc.image(symbol.image, box.x, box.y + (box.h - side) / 2, { width: side, height: side });
  const gap = (QR_QUIET * side) / symbol.modules;
  const text = { x: box.x + side + gap, w: box.w - side - gap };
  const nameHeight = label.name ? sheet.nameLines * lineHeight(doc, REGULAR, NAME_SIZE) : 0;
  const below = label.name ? GAP + nameHeight : 0;
  const room = { w: text.w, h: box.h - below };
  const pathSize = fittedSize(doc, printable(label.path), BOLD, room, PATH_SIZES);
  const pathHeight = Math.min(room.h, doc.heightOfString(printable(label.path), { width: text.w, lineGap: 0 }));
  const top = box.y + (box.h - pathHeight - below) / 2;
  textIn(doc, label.path, { ...text, y: top, h: pathHeight }, BOLD, pathSize);
  if (label.name) textIn(doc, label.name, { ...text, y: top + pathHeight + GAP, h: nameHeight }, REGULAR, NAME_SIZE);
}

/** A document of `count` labels on `layout`'s sheets, `draw` filling each label's box (inside the padding); ended, ready to stream. */
function labelSheet(title: string, layout: LabelLayout, count: number, draw: (doc: PDFKit.PDFDocument, index: number, box: Box) => void): PDFKit.PDFDocument {
  const sheet = SHEETS[layout];
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: 'Stockyard' } });
  const perPage = sheet.columns * sheet.rows;
  const [width, height] = sheet.label;
  for (let i = 0; i < count; i++) {
    const slot = i % perPage;
    if (slot === 0) doc.addPage({ size: sheet.page, margin: 0 });
    const x = (slot % sheet.columns) * width + sheet.padding;
    const y = Math.floor(slot / sheet.columns) * height + sheet.padding;
    draw(doc, i, { x, y, w: width - 2 * sheet.padding, h: height - 2 * sheet.padding });
  }
  doc.end();
  return doc;
}

/** Product labels as a PDF stream. Every symbol is drawn and checked first, so an error is an answer, not a broken PDF. */
export async function productLabelSheet(labels: ProductLabel[], layout: LabelLayout): Promise<PDFKit.PDFDocument> {
  const sheet = SHEETS[layout];
  const symbols = await drawSymbols('code128', labels.map((l) => l.code));
  const width = sheet.label[0] - 2 * sheet.padding;
  const modules = new Map([...symbols].map(([code, symbol]) => [code, code128Module(code, symbol.modules, width, layout)]));
  return labelSheet('Product labels', layout, labels.length, (doc, i, box) => {
    const label = labels[i];
    drawProductLabel(doc, label, box, sheet, symbols.get(label.code)!, modules.get(label.code)!);
  });
}

/** Rack labels as a PDF stream. */
export async function rackLabelSheet(labels: RackLabel[], layout: LabelLayout): Promise<PDFKit.PDFDocument> {
  const sheet = SHEETS[layout];
  const symbols = await drawSymbols('qrcode', labels.map((l) => l.path));
  return labelSheet('Rack labels', layout, labels.length, (doc, i, box) => drawRackLabel(doc, labels[i], box, sheet, symbols.get(labels[i].path)!));
}
