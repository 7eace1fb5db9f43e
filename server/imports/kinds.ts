import { sql } from 'drizzle-orm';
import { PATH_SEPARATOR } from '../../contract/categories';
import type { ImportKind } from '../../contract/imports';
import { rackInput, roomInput, warehouseInput } from '../../contract/locations';
import { msg, type Said } from '../../contract/messages';
import { productInput } from '../../contract/products';
import { racks, rooms, stockAdjustmentLines, stockAdjustments, warehouses } from '../db/schema';
import { dealerBinding } from '../collections/dealers';
import { productBinding } from '../collections/products';
import { adjustmentBinding, postAdjustmentIn } from '../collections/stock-adjustments';
import { supplierBinding } from '../collections/suppliers';
import { zodFieldErrors } from '../errors';
import { diff, recordAudit, type Changes } from '../services/audit';
import { getRecord } from '../services/records';
import { auditRows, insertRows, updateRows } from '../services/imports/bulk';
import { echoed, type ImportRow, type ImportSession, type KindHandler, type Plan, type RowAction } from '../services/imports/engine';
import { lastName, categoryKind } from '../services/imports/categoryKind';
import { givenInput, idsByName, tableHandler } from '../services/imports/tableKinds';

type Row = Record<string, unknown>;
const lower = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null);

// ---- Products: a category by name or path, a preferred supplier by name or email.

const PRODUCT_FIELDS = ['sku', 'name', 'category_id', 'preferred_supplier_id', 'unit', 'dealer_price', 'cost', 'reorder_level', 'barcode', 'description', 'image', 'active'] as const;

async function resolveProductRefs(s: ImportSession, rows: ImportRow[]): Promise<void> {
  const categoryNames = rows.map((r) => lower(lastName(r.values.category))).filter((n): n is string => !!n);
  const categories = await idsByName(s, 'categories', categoryNames, (names) => sql`select id, lower(name) as name from categories where lower(name) = any(${sql.param(names)}::text[])`);
  const categoryIds = rows.map((r) => r.values.category_id).filter((n): n is number => typeof n === 'number');
  const knownIds = await idsByName(s, 'category-ids', categoryIds.map(String), (ids) => sql`select id, id::text as name from categories where id = any(${sql.param(ids.map(Number))}::int[])`);
  const supplierNames = rows.map((r) => lower(r.values.preferred_supplier)).filter((n): n is string => !!n);
  const suppliers = await idsByName(
    s,
    'suppliers',
    supplierNames,
    (names) => sql`select id, lower(company_name) as name from suppliers where lower(company_name) = any(${sql.param(names)}::text[])
      union select id, lower(email) as name from suppliers where lower(email) = any(${sql.param(names)}::text[])`,
  );
  for (const row of rows) {
    const category = lower(lastName(row.values.category));
    if (category) {
      const ids = categories.get(category) ?? [];
      if (ids.length) row.values._category_id = ids[0];
      else row.errors.push({ field: 'category', message: msg('import_no_category', { name: echoed(lastName(row.values.category)!) }) });
    } else if (typeof row.values.category_id === 'number') {
      if (knownIds.get(String(row.values.category_id))?.length) row.values._category_id = row.values.category_id;
      else row.errors.push({ field: 'category_id', message: msg('category_missing') });
    }
    const supplier = lower(row.values.preferred_supplier);
    if (supplier) {
      const ids = [...new Set(suppliers.get(supplier) ?? [])];
      if (ids.length === 1) row.values._supplier_id = ids[0];
      else row.errors.push({ field: 'preferred_supplier', message: ids.length ? msg('import_several_suppliers_email') : msg('import_no_supplier') });
    }
  }
}

const products = tableHandler({
  binding: productBinding,
  keyField: 'sku',
  keyColumn: 'sku',
  fields: PRODUCT_FIELDS,
  resolve: resolveProductRefs,
  missing: msg('import_no_product'),
  reportedAs: (field, s) => (field === 'category_id' && s.given.has('category') ? 'category' : field === 'preferred_supplier_id' && s.given.has('preferred_supplier') ? 'preferred_supplier' : field),
  inputOf(values, s, creating) {
    const input = givenInput(values, s, PRODUCT_FIELDS.filter((f) => f !== 'category_id' && f !== 'preferred_supplier_id'), productInput);
    if (s.given.has('category') || s.given.has('category_id')) input.category_id = values._category_id;
    if (s.given.has('preferred_supplier')) input.preferred_supplier_id = values._supplier_id ?? null;
    else if (s.given.has('preferred_supplier_id')) input.preferred_supplier_id = values.preferred_supplier_id;
    if (creating) input.reorder_level ??= 0;
    return input;
  },
});

// ---- Prices: a product's dealer price and cost, by SKU; never makes a product.

const prices = tableHandler({
  binding: productBinding,
  keyField: 'sku',
  keyColumn: 'sku',
  fields: ['dealer_price', 'cost'],
  schema: productInput.pick({ dealer_price: true, cost: true }),
  updateOnly: true,
  missing: msg('import_no_product'),
});

// ---- Suppliers and dealers: by company name. A dealer's portal login is not imported.

const PARTY_FIELDS = ['company_name', 'contact_person_name', 'email', 'phone', 'address', 'tax_id', 'status'];
const suppliers = tableHandler({ binding: supplierBinding, keyField: 'company_name', keyColumn: 'company_name', fields: PARTY_FIELDS, missing: msg('import_no_supplier_name'), several: msg('import_several_suppliers') });
const dealers = tableHandler({
  binding: dealerBinding,
  keyField: 'company_name',
  keyColumn: 'company_name',
  fields: [...PARTY_FIELDS, 'credit_limit'],
  missing: msg('import_no_dealer_name'),
  several: msg('import_several_dealers'),
});

// ---- Locations: a warehouse, a room and a rack by their codes (or a path "WH1 / R1 / A-01").

interface LocationPlan extends Plan {
  /** What the row makes or changes, top down; a new record under a record made by this row takes its parent from the step before. */
  steps: { level: 'warehouse' | 'room' | 'rack'; id?: number; before?: Row; data: Row; underNew?: boolean }[];
}

const pathCodes = (path: unknown) => (typeof path === 'string' ? path.split('/').map((p) => p.trim()) : []);

function codesOf(values: Row) {
  const path = pathCodes(values.path);
  const code = (v: unknown, i: number) => {
    const text = typeof v === 'string' && v.trim() ? v : path[i];
    return text ? text.trim().toUpperCase() : null;
  };
  return { warehouse: code(values.warehouse_code, 0), room: code(values.room_code, 1), rack: code(values.code, 2) };
}

async function planLocation(s: ImportSession, row: ImportRow): Promise<LocationPlan> {
  const plan: LocationPlan = { row, action: null, steps: [] };
  const codes = codesOf(row.values);
  const fail = (field: string, message: Said) => {
    row.errors.push({ field, message });
    return plan;
  };
  if (!codes.warehouse) return fail(s.given.has('warehouse_code') ? 'warehouse_code' : 'path', msg('required'));
  const levels = [
    { level: 'warehouse' as const, code: codes.warehouse, field: 'warehouse_code', name: row.values.warehouse_name, nameField: 'warehouse_name', schema: warehouseInput },
    ...(codes.room ? [{ level: 'room' as const, code: codes.room, field: 'room_code', name: row.values.room_name, nameField: 'room_name', schema: roomInput }] : []),
    ...(codes.rack ? [{ level: 'rack' as const, code: codes.rack, field: 'code', name: row.values.name, nameField: 'name', schema: rackInput }] : []),
  ];
  if (codes.rack && !codes.room) return fail('room_code', msg('required'));
  let parentId: number | undefined;
  let parentNew = false;
  for (const level of levels) {
    const parentKey = level.level === 'room' ? { warehouse_id: parentId ?? 1 } : level.level === 'rack' ? { room_id: parentId ?? 1 } : {};
    const codeCheck = level.schema.shape.code.safeParse(level.code);
    if (!codeCheck.success) return fail(s.given.has(level.field) ? level.field : 'path', zodFieldErrors(codeCheck.error)._);
    const before = parentNew ? undefined : await findLocation(s, level.level, level.code, parentId);
    const nameGiven = s.given.has(level.nameField);
    if (!before) {
      if (s.mode === 'update') return fail(level.field, msg(level.level === 'rack' ? 'import_no_rack_code' : `import_no_${level.level}`, { code: level.code }));
      const data: Row = { ...parentKey, code: level.code, name: nameGiven && level.name !== null ? level.name : level.level === 'rack' ? null : level.code };
      const parsed = level.schema.safeParse(data);
      if (!parsed.success) return fail(level.nameField, Object.values(zodFieldErrors(parsed.error))[0]);
      plan.steps.push({ level: level.level, data: parsed.data as Row, underNew: parentNew });
      parentNew = true;
    } else {
      parentId = before.id as number;
      if (s.mode !== 'create' && nameGiven && (level.name ?? null) !== before.name && !(level.level !== 'rack' && level.name === null)) {
        const parsed = level.schema.shape.name.safeParse(level.name);
        if (!parsed.success) return fail(level.nameField, zodFieldErrors(parsed.error)._);
        plan.steps.push({ level: level.level, id: parentId, before, data: { name: parsed.data } });
      }
    }
  }
  plan.action = plan.steps.some((st) => !st.id) ? 'create' : plan.steps.length ? 'update' : 'unchanged';
  return plan;
}

const LOCATION_TABLES = { warehouse: warehouses, room: rooms, rack: racks } as const;
const LOCATION_COLLECTIONS = { warehouse: 'warehouses', room: 'rooms', rack: 'racks' } as const;

async function findLocation(s: ImportSession, level: 'warehouse' | 'room' | 'rack', code: string, parentId: number | undefined): Promise<Row | undefined> {
  const parent = level === 'room' ? sql`and warehouse_id = ${parentId!}` : level === 'rack' ? sql`and room_id = ${parentId!}` : sql``;
  const { rows } = await s.tx.execute<Row>(sql`select id, code, name from ${LOCATION_TABLES[level]} where code = ${code} ${parent}`);
  return rows[0];
}

const locations: KindHandler<LocationPlan> = {
  keyColumns: ['warehouse_code', 'path'],
  keyField: 'code',
  batchSize: 1,
  dependent: true,
  keyOf(values) {
    const codes = codesOf(values);
    return codes.warehouse ? [codes.warehouse, codes.room ?? '', codes.rack ?? ''].join('/') : null;
  },
  async plan(s, rows) {
    return Promise.all(rows.map((row) => (row.errors.length ? { row, action: null, steps: [] } : planLocation(s, row))));
  },
  async write(s, plans) {
    const stamp: Changes = { import: [null, s.source] };
    for (const plan of plans) {
      let madeId: number | undefined;
      for (const step of plan.steps) {
        const table = LOCATION_TABLES[step.level];
        const collection = LOCATION_COLLECTIONS[step.level];
        if (step.id) {
          await updateRows(s.tx, table, ['name'], [{ id: step.id, name: step.data.name }]);
          await auditRows(s.tx, collection, 'import', s.actor, [{ id: step.id, changes: { ...diff({ name: step.before!.name }, step.data), ...stamp } }]);
          continue;
        }
        const parent = step.level === 'room' ? 'warehouse_id' : step.level === 'rack' ? 'room_id' : null;
        const data = parent && step.underNew ? { ...step.data, [parent]: madeId } : step.data;
        [madeId] = await insertRows(s.tx, table, Object.keys(data), [data]);
        await auditRows(s.tx, collection, 'import', s.actor, [{ id: madeId, changes: { ...diff(null, data), ...stamp } }]);
      }
    }
  },
};

// ---- Opening stock: the on-hand quantity of a product on a rack, set through one posted
// adjustment (reason opening stock) whose lines are the differences.

interface StockPlan extends Plan {
  productId?: number;
  rackId?: number;
  warehouseId?: number;
  delta?: number;
}

async function racksByPath(s: ImportSession, texts: string[]): Promise<Map<string, { id: number; warehouse_id: number }[]>> {
  const found = new Map<string, { id: number; warehouse_id: number }[]>();
  const paths = texts.map((t) => t.split('/').map((p) => p.trim().toUpperCase()));
  const full = paths.filter((p) => p.length === 3);
  const codes = paths.filter((p) => p.length === 1).map((p) => p[0]);
  const add = (key: string, rack: { id: number; warehouse_id: number }) => found.set(key, [...(found.get(key) ?? []), rack]);
  if (full.length) {
    const { rows } = await s.tx.execute<{ id: number; warehouse_id: number; key: string }>(sql`
      select k.id, r.warehouse_id, w.code || '/' || r.code || '/' || k.code as key
      from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
      where w.code || '/' || r.code || '/' || k.code = any(${sql.param(full.map((p) => p.join('/')))}::text[])`);
    for (const r of rows) add(r.key, r);
  }
  if (codes.length) {
    const { rows } = await s.tx.execute<{ id: number; warehouse_id: number; key: string }>(sql`
      select k.id, r.warehouse_id, k.code as key from racks k join rooms r on r.id = k.room_id where k.code = any(${sql.param(codes)}::text[])`);
    for (const r of rows) add(r.key, r);
  }
  return found;
}

const rackKey = (text: string) =>
  text
    .split('/')
    .map((p) => p.trim().toUpperCase())
    .join('/');

const openingStock: KindHandler<StockPlan> = {
  keyColumns: ['sku'],
  requiredColumns: ['rack', 'quantity'],
  keyField: 'rack',
  batchSize: 500,
  keyOf: (values) => (lower(values.sku) && typeof values.rack === 'string' ? `${lower(values.sku)}@${rackKey(values.rack)}` : null),

  async plan(s, rows) {
    const ok = rows.filter((r) => !r.errors.length);
    for (const r of ok) {
      if (!lower(r.values.sku)) r.errors.push({ field: 'sku', message: msg('required') });
      if (typeof r.values.rack !== 'string') r.errors.push({ field: 'rack', message: msg('required') });
      const q = r.values.quantity;
      if (q === null) r.errors.push({ field: 'quantity', message: msg('required') });
      else if ((q as number) < 0) r.errors.push({ field: 'quantity', message: msg('zero_or_more') });
      else if ((q as number) > 1_000_000) r.errors.push({ field: 'quantity', message: msg('too_large') });
    }
    const live = rows.filter((r) => !r.errors.length);
    const skus = [...new Set(live.map((r) => lower(r.values.sku)!))];
    const { rows: productRows } = skus.length ? await s.tx.execute<{ id: number; key: string }>(sql`select id, lower(sku) as key from products where lower(sku) = any(${sql.param(skus)}::text[])`) : { rows: [] };
    const productOf = new Map(productRows.map((p) => [p.key, p.id]));
    const rackOf = await racksByPath(s, [...new Set(live.map((r) => r.values.rack as string))]);
    const plans = rows.map((row): StockPlan => {
      if (row.errors.length) return { row, action: null };
      const productId = productOf.get(lower(row.values.sku)!);
      if (!productId) row.errors.push({ field: 'sku', message: msg('import_no_product') });
      const matches = rackOf.get(rackKey(row.values.rack as string)) ?? [];
      if (matches.length !== 1) row.errors.push({ field: 'rack', message: matches.length ? msg('import_several_racks') : msg('import_no_rack') });
      if (row.errors.length) return { row, action: null };
      return { row, action: null, productId, rackId: matches[0].id, warehouseId: matches[0].warehouse_id };
    });
    const pairs = plans.filter((p) => p.productId);
    const levels = new Map<string, number>();
    if (pairs.length) {
      const { rows: found } = await s.tx.execute<{ key: string; on_hand: number }>(sql`
        select product_id || '-' || rack_id as key, on_hand from stock_levels
        where (product_id, rack_id) in (select * from unnest(${sql.param(pairs.map((p) => p.productId!))}::int[], ${sql.param(pairs.map((p) => p.rackId!))}::int[]))`);
      for (const l of found) levels.set(l.key, l.on_hand);
    }
    for (const plan of pairs) {
      const onHand = levels.get(`${plan.productId}-${plan.rackId}`) ?? 0;
      const wanted = plan.row.values.quantity as number;
      plan.delta = wanted - onHand;
      let action: RowAction = plan.delta === 0 ? 'unchanged' : onHand === 0 ? 'create' : 'update';
      if (s.mode === 'create' && onHand > 0) action = 'unchanged';
      if (s.mode === 'update' && onHand === 0 && plan.delta !== 0) {
        plan.row.errors.push({ field: 'rack', message: msg('import_no_stock_to_update') });
        continue;
      }
      plan.action = action;
    }
    return plans;
  },

  async write(s, plans) {
    const lines = plans.filter((p) => (p.action === 'create' || p.action === 'update') && p.delta);
    if (!lines.length) return;
    let adjustment = s.memo.get('adjustment') as { id: number; lines: number } | undefined;
    if (!adjustment) {
      const [made] = await s.tx
        .insert(stockAdjustments)
        .values({ warehouse_id: lines[0].warehouseId!, reason: 'opening_stock', note: `Opening stock imported from ${s.source}`, created_by: s.actor.id })
        .returning({ id: stockAdjustments.id });
      adjustment = { id: made.id, lines: 0 };
      s.memo.set('adjustment', adjustment);
      await recordAudit(s.tx, { collection: 'stock-adjustments', recordId: made.id, action: 'import', actor: s.actor, changes: { reason: [null, 'opening_stock'], import: [null, s.source] } });
    }
    const first = adjustment.lines;
    adjustment.lines += lines.length;
    await insertRows(
      s.tx,
      stockAdjustmentLines,
      ['adjustment_id', 'line_no', 'product_id', 'rack_id', 'quantity', 'reason'],
      lines.map((p, i) => ({ adjustment_id: adjustment.id, line_no: first + i + 1, product_id: p.productId, rack_id: p.rackId, quantity: p.delta, reason: 'opening_stock' })),
    );
  },

  async finish(s) {
    const adjustment = s.memo.get('adjustment') as { id: number } | undefined;
    if (!adjustment) return;
    const draft = await getRecord(s.tx, adjustmentBinding, adjustment.id, true);
    await postAdjustmentIn(s.tx, draft, s.actor);
  },
};

export const IMPORT_HANDLERS: Record<ImportKind, KindHandler> = {
  products,
  prices,
  categories: categoryKind,
  suppliers,
  dealers,
  locations,
  'opening-stock': openingStock,
} as Record<ImportKind, KindHandler>;

/** The template of each kind: its header row and one sample row (GET /api/imports/<kind>/template.csv). */
export const IMPORT_TEMPLATES: Record<ImportKind, Record<string, string>> = {
  products: {
    sku: 'BRK-1001',
    name: 'Brake pads, front',
    category: `Brakes${PATH_SEPARATOR}Pads`,
    preferred_supplier: 'Acme Parts',
    unit: 'set',
    dealer_price: '24.90',
    cost: '12.50',
    reorder_level: '10',
    barcode: '4006381333931',
    description: '',
    image: '',
    active: 'true',
  },
  categories: { name: 'Pads', parent: 'Brakes', description: 'Brake pads and shoes' },
  suppliers: { company_name: 'Acme Parts', contact_person_name: 'Ann Smith', email: 'orders@acme.example', phone: '+44 20 7946 0000', address: '1 High Street, London', tax_id: 'GB123456789', status: 'active' },
  dealers: {
    company_name: 'City Garage',
    contact_person_name: 'Bob Jones',
    email: 'bob@citygarage.example',
    phone: '+44 161 496 0000',
    address: '2 Market Street, Manchester',
    tax_id: 'GB987654321',
    status: 'active',
    credit_limit: '5000',
  },
  locations: { warehouse_code: 'MAIN', warehouse_name: 'Main warehouse', room_code: 'A', room_name: 'Aisle A', code: 'A-01', name: 'Top shelf' },
  'opening-stock': { sku: 'BRK-1001', rack: 'MAIN / A / A-01', quantity: '40' },
  prices: { sku: 'BRK-1001', dealer_price: '24.90', cost: '12.50' },
};

