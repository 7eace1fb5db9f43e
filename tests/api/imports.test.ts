import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, XLSX_TYPE, type ImportKind } from '../../contract/imports';
import { findStockMismatches } from '../../server/ops/reconcile';
import { ADMIN, buildTestApp, signIn, STORE, VIEWER, type Client, type TestApp } from '../helpers/app';

// Issue 19: imports as a client sees them, on a real PostgreSQL.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const count = async (table: string, where = 'true') => (await t.sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0].n;
const check = (kind: ImportKind, file: string | Buffer, query = '', type = 'text/csv') => admin.upload(`/api/imports/${kind}?dry_run=1${query}`, file, type);
const commit = (kind: ImportKind, file: string | Buffer, query = '', type = 'text/csv') => admin.upload(`/api/imports/${kind}?name=test.csv${query}`, file, type);

/** Everything an import could have written, counted. */
const footprint = async () => ({
  products: await count('products'),
  categories: await count('categories'),
  audit: await count('audit_log'),
  movements: await count('stock_movements'),
  adjustments: await count('stock_adjustments'),
});

describe('templates', () => {
  it('gives each kind a header row and a sample row, and a new user can import them all in turn', async () => {
    // Suppliers and categories first: products name them; locations before the stock on them.
    for (const kind of ['suppliers', 'categories', 'locations', 'dealers', 'products', 'opening-stock', 'prices'] as const) {
      const template = await admin.get(`/api/imports/${kind}/template.csv`);
      expect(template.statusCode, kind).toBe(200);
      expect(template.headers['content-type']).toMatch(/^text\/csv/);
      const lines = template.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines, kind).toHaveLength(2);
      const res = await commit(kind, template.body);
      expect(res.json().errors, kind).toEqual([]);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json()).toMatchObject({ rows: 1, committed: true });
      expect(res.json().create + res.json().update + res.json().unchanged, kind).toBe(1);
    }
    const [product] = await t.sql<{ category: string; supplier: string }>(
      `select c.name as category, s.company_name as supplier from products p join categories c on c.id = p.category_id join suppliers s on s.id = p.preferred_supplier_id where p.sku = 'BRK-1001'`,
    );
    expect(product).toEqual({ category: 'Pads', supplier: 'Acme Parts' });
    const [level] = await t.sql<{ on_hand: number }>(
      `select l.on_hand from stock_levels l join products p on p.id = l.product_id join racks k on k.id = l.rack_id where p.sku = 'BRK-1001' and k.code = 'A-01' and k.room_id = (select r.id from rooms r join warehouses w on w.id = r.warehouse_id where w.code = 'MAIN' and r.code = 'A')`,
    );
    expect(level.on_hand).toBe(40);
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });
});

describe('round trip', () => {
  const exports: Record<ImportKind, string> = {
    products: '/api/products/export.csv',
    prices: '/api/products/export.csv',
    categories: '/api/categories/export.csv',
    suppliers: '/api/suppliers/export.csv',
    dealers: '/api/dealers/export.csv',
    locations: '/api/racks/export.csv',
    'opening-stock': '/api/stock-levels/export.csv',
  };

  it.each(IMPORT_KINDS)('imports the %s export back unchanged, and a second import changes nothing either', async (kind) => {
    const exported = await admin.get(exports[kind]);
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(2);
    const before = await footprint();
    const checked = await check(kind, exported.body);
    expect(checked.json().errors).toEqual([]);
    expect(checked.json()).toMatchObject({ rows, create: 0, update: 0, unchanged: rows, committed: false });
    for (let round = 0; round < 2; round++) {
      const res = await commit(kind, exported.body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ rows, create: 0, update: 0, unchanged: rows, committed: true });
    }
    expect(await footprint()).toEqual(before);
  });

  it('exports a formula-looking text escaped, and imports it back as it was', async () => {
    const created = (await admin.post('/api/suppliers', { company_name: '=HYPERLINK("http://evil.example","x")', phone: '+44 1' })).json();
    const exported = (await admin.get('/api/suppliers/export.csv')).body;
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(exported).toContain(`'+44 1`);
    const res = await check('suppliers', exported);
    expect(res.json()).toMatchObject({ create: 0, update: 0, errors: [] });
    await admin.delete(`/api/suppliers/${created.id}`);
  });
});

describe('a products file', () => {
  const header = 'SKU,Name,Category,Dealer price,Cost,Reorder level,Unit,Active\r\n';

  it('creates, updates and leaves alone as the check said, and names the import in each history', async () => {
    const file = `${header}IMP-0001,Import widget,Brakes,10.50,4,3,pcs,yes\r\nIMP-0002,Import gadget,Brakes,20,8,0,box,no\r\n`;
    const checked = (await check('products', file)).json();
    expect(checked).toMatchObject({ rows: 2, create: 2, update: 0, unchanged: 0, errors: [], committed: false });
    expect(checked.columns.map((c: { field: string }) => c.field)).toEqual(['sku', 'name', 'category', 'dealer_price', 'cost', 'reorder_level', 'unit', 'active']);
    expect(checked.preview[0]).toMatchObject({ sku: 'IMP-0001', dealer_price: 10.5, active: true });
    expect(await count('products', `sku like 'IMP-%'`)).toBe(0);

    expect((await commit('products', file)).json()).toMatchObject({ create: 2, committed: true });
    const [made] = await t.sql<{ id: number; dealer_price: number; active: boolean; unit: string }>(`select id, dealer_price, active, unit from products where sku = 'IMP-0002'`);
    expect(made).toMatchObject({ dealer_price: 20, active: false, unit: 'box' });
    const history = (await admin.get(`/api/products/${made.id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'import', actor_name: expect.any(String) });
    expect(history[0].changes.import).toEqual([null, 'test.csv']);

    const changed = `${header}imp-0001,Import widget,Brakes,11,4,3,pcs,yes\r\nIMP-0002,Import gadget,Brakes,20,8,0,box,no\r\nIMP-0003,Third,Brakes,1,1,0,pcs,yes\r\n`;
    expect((await check('products', changed, '&mode=update')).json()).toMatchObject({ update: 1, unchanged: 1, errors: [{ row: 4, field: 'sku', message: 'No product has this SKU' }] });
    expect((await check('products', changed, '&mode=create')).json()).toMatchObject({ create: 1, update: 0, unchanged: 2, errors: [] });
    expect((await commit('products', changed)).json()).toMatchObject({ create: 1, update: 1, unchanged: 1, committed: true });
  });

  it('refuses a broken file whole: 422 with each bad row and field, and nothing written', async () => {
    const before = await footprint();
    const file = [
      header.trim(),
      'BAD-0001,Fine,Brakes,1,1,0,pcs,yes',
      'BAD-0002,,Brakes,abc,1,1.5,pcs,maybe',
      'BAD-0003,No such category,Nowhere,1,1,0,pcs,yes',
      'BAD-0001,Twice,Brakes,1,1,0,pcs,yes',
      'bad sku!,Bad,Brakes,1,1,0,litre,yes',
    ].join('\r\n');
    const res = await commit('products', file);
    expect(res.statusCode).toBe(422);
    const report = res.json();
    expect(report.committed).toBe(false);
    const errors = report.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`);
    expect([...errors].sort()).toEqual(['2:sku', '3:active', '3:dealer_price', '3:name', '3:reorder_level', '4:category', '5:sku', '6:sku', '6:unit']);
    expect(report.errors.find((e: { row: number; field: string }) => e.row === 4).message).toBe('No category is named "Nowhere"');
    expect(report.errors.find((e: { row: number; field: string }) => e.row === 5).message).toBe('Also on row 2');
    expect(report.rejected_rows).toBe(5);
    expect(await footprint()).toEqual(before);

    const french = await admin.upload('/api/imports/products?dry_run=1', file, 'text/csv', { 'accept-language': 'fr-FR' });
    expect(french.json().errors.find((e: { row: number }) => e.row === 4).message).toBe('Aucune catégorie ne s\'appelle « Nowhere »');

    // Issue 32: every rejected row, the first of a duplicated SKU too, each error under the file's own header.
    const rejected = await admin.upload('/api/imports/products?dry_run=1&rejected=1', file);
    expect(rejected.headers['content-type']).toMatch(/^text\/csv/);
    const lines = rejected.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(`${header.trim()},Error`);
    expect(lines).toHaveLength(1 + report.rejected_rows);
    expect(lines.map((l) => l.split(',')[0])).toEqual(['SKU', 'BAD-0001', 'BAD-0002', 'BAD-0003', 'BAD-0001', 'bad sku!']);
    expect(lines[1]).toBe('BAD-0001,Fine,Brakes,1,1,0,pcs,yes,SKU: Also on row 5');
    expect(lines[3]).toBe('BAD-0003,No such category,Nowhere,1,1,0,pcs,yes,"Category: No category is named ""Nowhere"""');
  });

  it('reads a semicolon file in Windows-1252 with decimal commas and a quoted newline', async () => {
    const text = 'Référence;Désignation;Catégorie;Prix revendeur;Coût;Description\r\nFR-0001;Plaquette été;Brakes;1 234,50;12,5;"deux\r\nlignes"\r\n';
    const latin1 = Buffer.from(text, 'latin1');
    const res = await commit('products', latin1);
    expect(res.json().errors).toEqual([]);
    const [made] = await t.sql<{ name: string; dealer_price: number; cost: number; description: string }>(`select name, dealer_price, cost, description from products where sku = 'FR-0001'`);
    expect(made).toEqual({ name: 'Plaquette été', dealer_price: 1234.5, cost: 12.5, description: 'deux\r\nlignes' });
  });

  it('reads an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['sku', 'name', 'category', 'dealer_price', 'cost']);
    sheet.addRow(['XL-0001', 'From Excel', 'Brakes', 12.5, 3]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await commit('products', file, '', XLSX_TYPE);
    expect(res.json()).toMatchObject({ create: 1, errors: [], committed: true });
    expect(await count('products', `sku = 'XL-0001' and dealer_price = 12.5`)).toBe(1);
  });

  it('maps a column by hand, and says when the key has no column', async () => {
    const file = 'Code produit interne,Libellé,Famille,PV,PA\r\nMAP-0001,Mapped,Brakes,5,2\r\n';
    const unmapped = (await check('products', file)).json();
    expect(unmapped.errors).toEqual([{ row: 1, field: 'sku', message: 'No column is read as sku' }]);
    const map = encodeURIComponent(JSON.stringify({ 'Code produit interne': 'sku', PV: 'dealer_price', PA: 'cost' }));
    expect((await check('products', file, `&map=${map}`)).json()).toMatchObject({ create: 1, errors: [] });
    const twice = await check('products', file, `&map=${encodeURIComponent(JSON.stringify({ PV: 'sku', 'Code produit interne': 'sku' }))}`);
    expect(twice.statusCode).toBe(400);
  });
});

describe('a categories file', () => {
  const categoryRow = async (name: string) =>
    (await t.sql<{ id: number; parent: string | null; description: string | null }>(`select c.id, p.name as parent, c.description from categories c left join categories p on p.id = c.parent_id where c.name = $1`, [name]))[0];

  it('places each category under a parent named by an earlier row, a path, or the database; the check writes nothing', async () => {
    const file = ['name,parent,path,description', 'Tree A,,,top', 'Tree B,Tree A,,', ',,Tree A › Tree B › Tree C,by path', 'Tree D,Brakes,,under a stored one'].join('\r\n');
    const before = await footprint();
    const checked = (await check('categories', file)).json();
    expect(checked).toMatchObject({ rows: 4, create: 4, errors: [] });
    expect(await footprint()).toEqual(before);

    expect((await commit('categories', file)).json()).toMatchObject({ create: 4, committed: true });
    expect(await categoryRow('Tree B')).toMatchObject({ parent: 'Tree A' });
    expect(await categoryRow('Tree C')).toMatchObject({ parent: 'Tree B', description: 'by path' });
    expect(await categoryRow('Tree D')).toMatchObject({ parent: 'Brakes' });
    const history = (await admin.get(`/api/categories/${(await categoryRow('Tree C')).id}/history`)).json();
    expect(history[0].changes.import).toEqual([null, 'test.csv']);

    // Moved and described again: an update; the same file again: unchanged.
    const moved = 'name,parent,description\r\nTree C,Tree A,moved\r\n';
    expect((await check('categories', moved)).json()).toMatchObject({ update: 1, errors: [] });
    expect((await commit('categories', moved)).json()).toMatchObject({ update: 1, committed: true });
    expect(await categoryRow('Tree C')).toMatchObject({ parent: 'Tree A', description: 'moved' });
    expect((await check('categories', moved)).json()).toMatchObject({ unchanged: 1 });
  });

  it('refuses a parent that is neither stored nor earlier in the file, but not the rows under a refused row', async () => {
    const file = ['name,parent', 'Orphan,Nowhere', 'Child of orphan,Orphan', 'Late child,Later', 'Later,', 'Self,Self'].join('\r\n');
    const report = (await check('categories', file)).json();
    expect(report.errors).toEqual([
      { row: 2, field: 'parent', message: 'The parent category "Nowhere" is not found: it must exist or come earlier in the file' },
      { row: 4, field: 'parent', message: 'The parent category "Later" is not found: it must exist or come earlier in the file' },
      { row: 6, field: 'parent', message: 'A category cannot be its own parent' },
    ]);
  });

  it('finds a cycle made by two rows of the file in the check as in the commit, and writes nothing', async () => {
    await commit('categories', 'name,parent\r\nLoop A,\r\nLoop B,\r\n');
    const file = 'name,parent\r\nLoop A,Loop B\r\nLoop B,Loop A\r\n';
    const cycle = [{ row: 3, field: 'parent', message: 'A category cannot be placed under one of its own subcategories' }];
    expect((await check('categories', file)).json().errors).toEqual(cycle);
    const before = await footprint();
    const res = await commit('categories', file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(cycle);
    expect(await footprint()).toEqual(before);
    expect(await categoryRow('Loop A')).toMatchObject({ parent: null });
  });

  it('reads a parent by id, and says when no category has it', async () => {
    const brakes = await categoryRow('Brakes');
    const report = (await check('categories', `name,parent_id\r\nBy id,${brakes.id}\r\nBad id,999999\r\n`)).json();
    expect(report).toMatchObject({ create: 1, errors: [{ row: 3, field: 'parent_id', message: 'This parent category does not exist' }] });
  });
});

describe('refusals', () => {
  it('refuses a file over the limit with 413 naming it, another type with 415, bad UTF-8 with 400', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    const tooBig = await check('products', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/50 MB/);
    const json = await admin.upload('/api/imports/products?dry_run=1', '{}', 'application/json');
    expect(json.statusCode).toBe(415);
    const undefinedByte = Buffer.concat([Buffer.from('sku,name\r\nA,'), Buffer.from([0x81]), Buffer.from('\r\n')]);
    const bad = await check('products', undefinedByte);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/CSV UTF-8/);
  });

  it('needs the write permission of the list: 403 for a viewer, nothing written; the template is for whoever reads the list', async () => {
    const viewer = await signIn(t.app, VIEWER);
    const before = await footprint();
    const res = await viewer.upload('/api/imports/products', 'sku,name,category,dealer_price,cost\r\nV-1,V,Brakes,1,1\r\n');
    expect(res.statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
    expect((await viewer.get('/api/imports/products/template.csv')).statusCode).toBe(200);
  });

  it('lets a storekeeper set opening stock, through one posted adjustment; the ledger still reconciles', async () => {
    const store = await signIn(t.app, STORE);
    const before = await count('stock_adjustments', `reason = 'opening_stock'`);
    const file = 'sku,rack,quantity\r\nBRK-1002,MAIN / A / A-02,7\r\nBRK-1003,MAIN/A/A-02,0\r\n';
    const res = await store.upload('/api/imports/opening-stock?name=shelves.csv', file);
    expect(res.json().errors).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(await count('stock_adjustments', `reason = 'opening_stock' and status = 'posted'`)).toBe(before + 1);
    const [level] = await t.sql<{ on_hand: number }>(
      `select l.on_hand from stock_levels l join products p on p.id = l.product_id join racks k on k.id = l.rack_id join rooms r on r.id = k.room_id where p.sku = 'BRK-1002' and k.code = 'A-02' and r.code = 'A'`,
    );
    expect(level.on_hand).toBe(7);
    expect((await store.upload('/api/imports/opening-stock', file)).json()).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(await findStockMismatches(t.database.db)).toEqual([]);
  });
});

describe('progress', () => {
  it('answers how far an import is for the id it was sent with, to its own user only', async () => {
    const res = await admin.upload('/api/imports/suppliers?dry_run=1', 'company_name\r\nA\r\nB\r\n', 'text/csv', { 'x-import-id': 'p-1' });
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/imports/progress/p-1')).json()).toMatchObject({ rows: 2, done: true });
    const store = await signIn(t.app, STORE);
    expect((await store.get('/api/imports/progress/p-1')).json()).toEqual({ rows: 0, elapsed_ms: 0, done: false });
  });
});
