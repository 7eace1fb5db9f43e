import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRY } from '../../contract/registry';
import { areaOf, type CollectionName } from '../../contract/resources';
import { createHttpClient, type HttpClient } from '../../src/providers/httpClient';
import { ADMIN } from '../helpers/app';
import { createCookieFetch } from '../helpers/cookieFetch';
import { startTestServer } from '../helpers/testServer';

// Issue 17, item 5: the STOCK ra-data-simple-rest provider, over the app's own http client
// (cookies, XSRF), against the real server. Every answer is compared with what SQL says is in
// the database (DESIGN.md §5 "Lists", "Concurrency", "Errors"). One table entry per collection
// (CONTRACT) says what differs; the same checks run for each.

type Row = Record<string, unknown>;
type FilterValue = string | number | boolean | null | number[];

/** Real rows the sample bodies point at, and the arranged data some filters name. */
interface Refs {
  warehouse: number;
  room: number;
  rack: number;
  products: number[];
  category: number;
  supplier: number;
  dealer: number;
  order: number;
  workOrder: number;
  role: number;
  roles: number[];
  admin: number;
}

interface Writes {
  /** A valid create body (the collection's input schema), the n-th of a few. */
  sample(n: number, refs: Refs): Row;
  /** The field an update changes: [field, value of an update, value of an updateMany]. */
  edit: [string, unknown, unknown];
  /** PUT replaces the whole document (header and lines): the client sends the record it read. */
  replaces?: true;
  /** False where the records are kept by rule whatever their state. */
  deletable: boolean;
  /** A record the rules keep (SQL giving its id), and the 409's message; none where every record may go. */
  kept?: { pick: string; message: RegExp };
}

interface Contract {
  /** The collection's rows in SQL, named as the API names them (stored columns, sort and filter keys). */
  source: string;
  /** A declared sort field other than the default, a column of `source`. */
  sort: string;
  /** A declared filter key and a value that narrows the list. */
  filter: [string, FilterValue | ((refs: Refs) => FilterValue)];
  /** A declared id filter for getManyReference (the referenced id with most rows is used). */
  reference?: string;
  /** A filter.q term; the walk is repeated with it. */
  search?: string;
  /** The walk with perPage 100 passes the bounded count (X-Total-At-Least): the ledger. */
  boundedWalk?: true;
  /** Columns that must never reach a client. */
  hidden?: string[];
  /** Fields that move with the clock between two reads. */
  volatile?: string[];
  /** Absent for a read-only collection. */
  writes?: Writes;
  /** What the id sorts by, when it is not the id column itself (a stock level's "<product>-<rack>": the pair of numbers). */
  idOrder?: string;
  /** Writes that do not fit the stock client's create/update/delete cycle, and the test file that holds them instead. */
  writesTestedIn?: string;
}

const LOCATION = 'join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id';
const RACK_PATH = `w.code || ' / ' || r.code || ' / ' || k.code`;

const CONTRACT: Record<CollectionName, Contract> = {
  // Prices have ties: the id must break them. 24 of 240 products come in boxes.
  products: {
    source: 'select * from products',
    sort: 'dealer_price',
    filter: ['unit', 'box'],
    reference: 'category_id',
    search: 'brake',
    writes: {
      sample: (n, r) => ({ sku: `CT-${n}`, name: `Contract product ${n}`, category_id: r.category, unit: 'pcs', dealer_price: 12.5, cost: 7.25, reorder_level: 3 }),
      edit: ['name', 'Renamed by the stock client', 'Renamed in bulk'],
      deletable: true,
      // A product with stock is referenced by the ledger.
      kept: { pick: 'select product_id as id from stock_levels where on_hand > 0 limit 1', message: /still used by other records/ },
    },
  },
  // Seeded categories are top-level (parent_id null: the "has none" filter); the fillers hang under one.
  categories: {
    // The lineage (names from the top down) and path, walked down from the top categories: the default sort is the tree.
    source: `with recursive tree(id, lineage) as (select id, array[name] from categories where parent_id is null
        union all select c.id, t.lineage || c.name from categories c join tree t on c.parent_id = t.id)
      select c.*, t.lineage, array_to_string(t.lineage, ' › ') as path from categories c join tree t using (id)`,
    sort: 'updated_at',
    filter: ['parent_id', null],
    reference: 'parent_id',
    writes: {
      sample: (n, r) => ({ name: `Contract category ${n}`, parent_id: r.category, description: null }),
      edit: ['description', 'Described by the stock client', 'Described in bulk'],
      deletable: true,
      kept: { pick: 'select category_id as id from products limit 1', message: /^Cannot delete the category ".+": it has \d+ products?/ },
    },
  },
  // Filler suppliers have no contact person: nulls sort last, then first.
  suppliers: {
    source: 'select * from suppliers',
    sort: 'contact_person_name',
    filter: ['status', 'inactive'],
    writes: {
      sample: (n) => ({ company_name: `Contract supplier ${n}`, email: `supplier${n}@contract.example`, status: 'active' }),
      edit: ['phone', '+61 2 5550 0100', '+61 2 5550 0199'],
      deletable: true,
      kept: { pick: 'select preferred_supplier_id as id from products where preferred_supplier_id is not null limit 1', message: /preferred supplier of \d+ products?/ },
    },
  },
  // A money field edited and sorted; the portal password hash must never leave the server.
  dealers: {
    source: 'select * from dealers',
    sort: 'credit_limit',
    filter: ['status', 'inactive'],
    search: 'motor',
    hidden: ['portal_password_hash'],
    writes: {
      sample: (n) => ({ company_name: `Contract dealer ${n}`, credit_limit: 1000, status: 'active' }),
      edit: ['credit_limit', 2500.5, 3000],
      deletable: true,
      kept: { pick: 'select dealer_id as id from orders limit 1', message: /still used by other records/ },
    },
  },
  // Codes are upper-cased by the input schema: the sample sends lower case.
  warehouses: {
    source: 'select * from warehouses',
    sort: 'name',
    filter: ['active', false],
    writes: {
      sample: (n) => ({ code: `ct-${n}`, name: `Contract warehouse ${n}` }),
      edit: ['name', 'Renamed by the stock client', 'Renamed in bulk'],
      deletable: true,
      kept: { pick: 'select warehouse_id as id from rooms limit 1', message: /^Cannot delete the warehouse ".+": it has \d+ rooms?/ },
    },
  },
  // The default sort is the computed path "WH / ROOM".
  rooms: {
    source: `select r.*, w.code || ' / ' || r.code as path from rooms r join warehouses w on w.id = r.warehouse_id`,
    sort: 'name',
    filter: ['warehouse_id', (r) => r.warehouse],
    reference: 'warehouse_id',
    writes: {
      sample: (n, r) => ({ warehouse_id: r.warehouse, code: `CT${n}`, name: `Contract room ${n}` }),
      edit: ['name', 'Renamed by the stock client', 'Renamed in bulk'],
      deletable: true,
      kept: { pick: `select k.room_id as id from stock_levels x join racks k on k.id = x.rack_id where x.on_hand > 0 limit 1`, message: /its racks hold stock/ },
    },
  },
  // warehouse_id is computed (the room's) yet filterable; rooms reference racks.
  racks: {
    source: `select k.*, r.warehouse_id, ${RACK_PATH} as path from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`,
    sort: 'code',
    filter: ['warehouse_id', (r) => r.warehouse],
    reference: 'room_id',
    search: 'EAST',
    writes: {
      sample: (n, r) => ({ room_id: r.room, code: `CT-${n}`, name: `Contract rack ${n}` }),
      edit: ['name', 'Renamed by the stock client', 'Renamed in bulk'],
      deletable: true,
      kept: { pick: 'select rack_id as id from stock_levels where on_hand > 0 limit 1', message: /^Cannot delete the rack ".+": it holds \d+ units?/ },
    },
  },
  // The seed has none: 30 drafts and 2 posted ones are arranged. Its PUT replaces the draft whole.
  'stock-adjustments': {
    source: 'select * from stock_adjustments',
    sort: 'reason',
    filter: ['status', 'posted'],
    reference: 'warehouse_id',
    writes: {
      sample: (n, r) => ({ warehouse_id: r.warehouse, reason: 'found', note: `Contract adjustment ${n}`, lines: [{ product_id: r.products[0], rack_id: r.rack, quantity: n + 1 }] }),
      edit: ['note', 'Noted by the stock client', 'Noted in bulk'],
      replaces: true,
      deletable: true,
      kept: { pick: `select id from stock_adjustments where status = 'posted' limit 1`, message: /^SA-\d+ is posted; only a draft can be deleted/ },
    },
  },
  // The seed has none: 30 drafts and cancelled ones are arranged.
  'stock-counts': {
    source: 'select * from stock_counts',
    sort: 'status',
    filter: ['status', 'cancelled'],
    reference: 'warehouse_id',
    writes: {
      sample: (n, r) => ({ warehouse_id: r.warehouse, room_id: r.room, note: `Contract count ${n}` }),
      edit: ['note', 'Noted by the stock client', 'Noted in bulk'],
      deletable: true,
      kept: { pick: `select id from stock_counts where status = 'cancelled' limit 1`, message: /^SC-\d+ is cancelled; only a draft can be deleted/ },
    },
  },
  // Read only. low_stock is computed (available ≤ reorder level; a reorder level of 0 is not tracked, never low).
  'stock-hub': {
    source: `select id, sku, name, barcode, category_id, on_hand, reserved, on_hand - reserved as available, reorder_level,
      reorder_level > 0 and on_hand - reserved <= reorder_level as low_stock, cost, round(on_hand * cost, 2) as value from products`,
    sort: 'on_hand',
    filter: ['low_stock', true],
    reference: 'category_id',
    search: 'brake',
  },
  // Read only; the id is "<product>-<rack>" and only racks holding stock are listed.
  'stock-levels': {
    source: `select x.product_id || '-' || x.rack_id as id, x.product_id, x.rack_id, k.room_id, r.warehouse_id, ${RACK_PATH} as path, x.on_hand
      from stock_levels x ${LOCATION} where x.on_hand > 0`,
    idOrder: '(s.product_id, s.rack_id)',
    sort: 'on_hand',
    filter: ['warehouse_id', (r) => r.warehouse],
    reference: 'product_id',
  },
  // Read only, append-only; with the arranged postings a walk of 100-row pages passes the bounded count.
  'stock-movements': {
    source: `select x.id, x.product_id, x.rack_id, r.warehouse_id, ${RACK_PATH} as path, x.delta, x.balance_after, x.kind, x.source_type,
      x.source_id, x.source_label, x.actor_name, x.created_at from stock_movements x ${LOCATION}`,
    sort: 'created_at',
    filter: ['kind', 'receipt'],
    reference: 'product_id',
    boundedWalk: true,
  },
  // Orders are never deleted (cancel instead); a pending one takes edits.
  orders: {
    source: 'select * from orders',
    sort: 'total',
    filter: ['status', 'pending'],
    reference: 'dealer_id',
    search: 'ORD-00001',
    writes: {
      sample: (n, r) => ({ dealer_id: r.dealer, notes: `Contract order ${n}`, lines: [{ product_id: r.products[0], quantity: n }, { product_id: r.products[1], quantity: 2 }] }),
      edit: ['notes', 'Noted by the stock client', 'Noted in bulk'],
      deletable: false,
      kept: { pick: 'select id from orders limit 1', message: /^Orders are kept for the record: cancel ORD-\d+ instead of deleting it\.$/ },
    },
  },
  // Seeded work orders have no due date: all ties, broken by id.
  'work-orders': {
    source: 'select * from work_orders',
    sort: 'due_date',
    filter: ['status', 'in_progress'],
    reference: 'order_id',
    writes: {
      sample: (n, r) => ({ order_id: r.order, title: `Contract work order ${n}`, priority: 'high', due_date: '2030-01-15' }),
      edit: ['title', 'Retitled by the stock client', 'Retitled in bulk'],
      deletable: true,
      kept: { pick: 'select work_order_id as id from job_cards limit 1', message: /^WO-\d+ has work recorded against it; cancel it instead of deleting it\.$/ },
    },
  },
  // A running time log moves total_minutes between two reads.
  'job-cards': {
    source: 'select * from job_cards',
    sort: 'status',
    filter: ['status', 'on_hold'],
    reference: 'work_order_id',
    volatile: ['total_minutes'],
    writes: {
      sample: (n, r) => ({ work_order_id: r.workOrder, task: `Contract task ${n}` }),
      edit: ['notes', 'Noted by the stock client', 'Noted in bulk'],
      deletable: true,
      kept: { pick: `select id from job_cards where status = 'done' limit 1`, message: /^JC-\d+ has time or parts recorded; it can no longer be deleted\.$/ },
    },
  },
  // Only a draft can be deleted; a received one is kept.
  'purchase-orders': {
    source: 'select * from purchase_orders',
    sort: 'expected_date',
    filter: ['status', 'ordered'],
    reference: 'supplier_id',
    writes: {
      sample: (n, r) => ({ supplier_id: r.supplier, warehouse_id: r.warehouse, expected_date: '2030-02-01', lines: [{ product_id: r.products[n], quantity: 5, unit_cost: 3.5 }] }),
      edit: ['notes', 'Noted by the stock client', 'Noted in bulk'],
      deletable: true,
      kept: { pick: `select id from purchase_orders where status = 'received' limit 1`, message: /^PO-\d+ is received; only a draft can be deleted\. Cancel it instead\.$/ },
    },
  },
  // Roles declare no filter but id: a list of ids ("one of") with a range.
  roles: {
    source: 'select * from roles',
    sort: 'created_at',
    filter: ['id', (r) => r.roles],
    writes: {
      sample: (n) => ({ name: `Contract role ${n}`, description: null }),
      edit: ['description', 'Described by the stock client', 'Described in bulk'],
      deletable: true,
      kept: { pick: 'select role_id as id from users where role_id is not null limit 1', message: /^Cannot delete the role ".+": \d+ users? ha(s|ve) it\./ },
    },
  },
  // Read only (no write routes), although its area, roles, has a write permission.
  permissions: {
    source: 'select * from permissions',
    sort: 'area',
    filter: ['kind', 'write'],
    search: 'manage',
  },
  // The password hash must never leave the server; the signed-in admin cannot delete itself.
  users: {
    source: 'select * from users',
    sort: 'email',
    filter: ['status', 'pending'],
    reference: 'role_id',
    hidden: ['password_hash'],
    writes: {
      sample: (n, r) => ({ full_name: `Contract user ${n}`, email: `user${n}@contract.example`, role_id: r.role, status: 'active' }),
      edit: ['full_name', 'Renamed by the stock client', 'Renamed in bulk'],
      deletable: true,
      kept: { pick: `select id from users where email = '${ADMIN.email}'`, message: /^You cannot delete your own account\.$/ },
    },
  },
  // Made once (the answer holds the secret) and revoked, never edited; the secret's hash never leaves the server.
  'api-keys': {
    source: `select k.*, u.full_name as created_by_name from api_keys k left join users u on u.id = k.created_by`,
    sort: 'name',
    filter: ['created_by', (r) => r.admin],
    hidden: ['secret_hash'],
    volatile: ['last_used_at'],
    writesTestedIn: 'tests/api/apiKeys.test.ts',
  },
  // Receivers on a public address (no name to resolve); every subscription may be deleted.
  'webhook-subscriptions': {
    source: `select w.*, u.full_name as created_by_name from webhook_subscriptions w left join users u on u.id = w.created_by`,
    sort: 'url',
    filter: ['active', true],
    search: 'filler',
    hidden: ['secret_sealed', 'exhausted_in_row'],
    writes: {
      sample: (n) => ({ url: `https://203.0.113.${n}/hooks`, events: ['order.confirmed'], active: false, description: `Contract subscription ${n}` }),
      edit: ['description', 'Described by the stock client', 'Described in bulk'],
      deletable: true,
    },
  },
};

// Enough rows everywhere for a page 2 of 10 and a getMany of 30+ (the seed has 3 warehouses,
// 4 roles, 12 purchase orders, no stock adjustment…), in other warehouses and suppliers than the
// samples use. Users come before the filler roles: they take a seeded one.
const FILLERS = [
  `insert into categories (name, parent_id) select 'Filler category ' || g, (select min(id) from categories) from generate_series(1, 30) g`,
  `insert into suppliers (company_name, status) select 'Filler supplier ' || g, case when g % 3 = 0 then 'inactive' else 'active' end from generate_series(1, 30) g`,
  `insert into dealers (company_name, status, credit_limit) select 'Filler dealer ' || g, case when g % 4 = 0 then 'inactive' else 'active' end, g * 100 from generate_series(1, 20) g`,
  `insert into warehouses (code, name, active) select 'FILL-' || g, 'Filler warehouse ' || g, g % 3 <> 0 from generate_series(1, 35) g`,
  `insert into rooms (warehouse_id, code, name) select (select min(id) from warehouses), 'F' || g, 'Filler room ' || g from generate_series(1, 35) g`,
  `insert into racks (room_id, code) select (select min(id) from rooms), 'F-' || g from generate_series(1, 20) g`,
  `insert into users (full_name, email, role_id, status) select 'Filler user ' || g, 'filler' || g || '@contract.example', (select max(id) from roles), 'pending' from generate_series(1, 35) g`,
  `insert into roles (name) select 'Filler role ' || g from generate_series(1, 35) g`,
  `insert into stock_adjustments (warehouse_id, reason, note) select (select max(id) from warehouses), case when g % 2 = 0 then 'damage' else 'loss' end, 'Filler ' || g from generate_series(1, 30) g`,
  `insert into stock_counts (warehouse_id, status, note) select (select case when g % 2 = 0 then min(id) else max(id) end from warehouses), case when g % 3 = 0 then 'cancelled' else 'draft' end, 'Filler ' || g from generate_series(1, 30) g`,
  `insert into purchase_orders (supplier_id, warehouse_id, total) select (select max(id) from suppliers), (select min(id) from warehouses), 0 from generate_series(1, 30) g`,
  `insert into api_keys (name, prefix, secret_hash, permissions, created_by) select 'Filler key ' || g, 'sy_fill' || g, md5('filler' || g), array['view_products'], (select case when g % 3 = 0 then max(id) else min(id) end from users) from generate_series(1, 35) g`,
  `insert into webhook_subscriptions (url, events, active, description, secret_sealed) select 'https://receiver' || g || '.example.com/hooks', array['webhook_subscription.disabled'], g % 2 = 0, 'Filler ' || g, 'v1:x:x:x' from generate_series(1, 35) g`,
];

let server: Awaited<ReturnType<typeof startTestServer>>;
let dp: DataProvider;
let refs: Refs;
/** Every answer the stock client got, in order; `take()` hands over those since the last call. */
const answers: { method: string; status: number; headers?: Headers }[] = [];
const inFlight = new Set<Promise<unknown>>();
const take = () => answers.splice(0);

const sql = async (query: string, params?: unknown[]) => (await server.sql(query, params)) as Row[];

/** Browser storage for the stored user, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Under createCookieFetch: keeps what a page could read of the cookies (not HttpOnly), as document.cookie would. */
function readableCookies() {
  const readable = new Map<string, string>();
  const observe: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (attributes.some((a) => a.trim().toLowerCase() === 'httponly')) continue;
      if (value) readable.set(name, value);
      else readable.delete(name);
    }
    return response;
  };
  return { fetch: observe, cookies: () => [...readable].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** The app's http client, recording each answer's status and headers for the assertions. */
function recorded(client: HttpClient): HttpClient {
  return (url, options = {}) => {
    const method = options.method ?? 'GET';
    const call = client(url, options).then(
      (response) => {
        answers.push({ method, status: response.status, headers: response.headers });
        return response;
      },
      (error: { status?: number }) => {
        answers.push({ method, status: error.status ?? 0 });
        throw error;
      },
    );
    const settled = call.catch(() => undefined);
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return call;
  };
}

/** Waits for requests still under way (the stock client's updateMany/deleteMany rejects at the first failure). */
const settle = async () => void (await Promise.all([...inFlight]));

/** The stock client's rejection: the status and the body the server answered. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: { message: string; errors?: Record<string, string> } }> {
  try {
    await call;
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the server to refuse, it accepted');
}

// ---- What SQL says.

const def = (name: CollectionName) => REGISTRY.find((e) => e.name === name)!.def;
const valueOf = (v: Contract['filter'][1]) => (typeof v === 'function' ? v(refs) : v);

/** A filter as SQL over `source` (s): exact match, "one of", null, and q over the declared search fields. */
function where(name: CollectionName, filter: Row): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = Object.entries(filter).map(([key, value]) => {
    if (key === 'q') {
      params.push(`%${String(value)}%`);
      return `(${def(name).searchFields.map((f) => `coalesce(s.${f}::text, '')`).join(` || ' ' || `)}) ilike $${params.length}`;
    }
    if (value === null) return `s.${key} is null`;
    params.push(value);
    return Array.isArray(value) ? `s.${key} = any($${params.length})` : `s.${key} = $${params.length}`;
  });
  return { text: conditions.join(' and ') || 'true', params };
}

/** The rows the API should answer, in its order (ties broken by id), as JSON values. */
async function expected(name: CollectionName, opts: { filter?: Row; sort?: [string, string]; offset?: number; limit?: number } = {}): Promise<Row[]> {
  const [field, order] = opts.sort ?? def(name).defaultSort;
  const { text, params } = where(name, opts.filter ?? {});
  const id = CONTRACT[name].idOrder ?? 's.id';
  const orderBy = field === 'id' ? `${id} ${order}` : `s.${field} ${order}, ${id} ${order}`;
  const page = `limit ${opts.limit ?? 'all'} offset ${opts.offset ?? 0}`;
  const rows = await sql(`select to_jsonb(s) as r from (${CONTRACT[name].source}) s where ${text} order by ${orderBy} ${page}`, params);
  return rows.map((row) => row.r as Row);
}

async function countOf(name: CollectionName, filter: Row = {}): Promise<number> {
  const { text, params } = where(name, filter);
  const [{ n }] = await sql(`select count(*)::int as n from (${CONTRACT[name].source}) s where ${text}`, params);
  return n as number;
}

async function rowsById(name: CollectionName, ids: unknown[]): Promise<Map<unknown, Row>> {
  const rows = await sql(`select to_jsonb(s) as r from (${CONTRACT[name].source}) s where s.id::text = any($1)`, [ids.map(String)]);
  return new Map(rows.map(({ r }) => [(r as Row).id, r as Row]));
}

const TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const comparable = (v: unknown) => (typeof v === 'string' && TIME.test(v) && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : v);

/** The fields both sides have, times as instants (the API sends milliseconds, PostgreSQL microseconds). */
function shared(record: Row, other: Row, skip: readonly string[] = []): [Row, Row] {
  const keys = Object.keys(other).filter((k) => k in record && !skip.includes(k));
  expect(keys.length).toBeGreaterThan(2);
  const pick = (row: Row) => Object.fromEntries(keys.map((k) => [k, comparable(row[k])]));
  return [pick(record), pick(other)];
}

/** The API's records are SQL's rows: same ids in the same order, same stored values. */
function expectRecords(name: CollectionName, records: RaRecord[], rows: Row[]) {
  expect(records.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  records.forEach((record, i) => {
    const [api, db] = shared(record, rows[i], CONTRACT[name].volatile);
    expect(api).toEqual(db);
    for (const column of CONTRACT[name].hidden ?? []) expect(record).not.toHaveProperty(column);
  });
}

/** A document's lines keep their content across an edit, not their row ids: the server writes them anew. */
function withoutLineIds(record: Row): Row {
  const { lines } = record;
  return Array.isArray(lines) ? { ...record, lines: lines.map(({ id: _id, ...line }: Row) => line) } : record;
}

/** The X-Total-At-Least of the last list answer, if the count was bounded. */
const atLeastOf = (taken: typeof answers) => taken.at(-1)?.headers?.get('X-Total-At-Least') ?? null;

// ---- The session: the app's http client, signed in as the admin.

beforeAll(async () => {
  server = await startTestServer();
  const apiUrl = `${server.baseUrl}/api`;
  const cookies = readableCookies();
  const app = createHttpClient({
    apiUrl,
    fetch: createCookieFetch(cookies.fetch).fetch,
    cookies: cookies.cookies,
    storage: memoryStorage(),
    navigate: () => undefined,
    notify: () => undefined,
  });
  // The client logs every refusal; the tests assert them instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const login = await app(`${apiUrl}/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  dp = simpleRestProvider(apiUrl, recorded(app));

  const [location] = await sql(`select r.warehouse_id as warehouse, r.id as room, k.id as rack from racks k join rooms r on r.id = k.room_id order by k.id limit 1`);
  const one = async (query: string) => (await sql(query))[0].id as number;
  const products = (await sql('select id from products where active order by id limit 200')).map((r) => r.id as number);
  refs = {
    warehouse: location.warehouse as number,
    room: location.room as number,
    rack: location.rack as number,
    products,
    category: await one('select min(id) as id from categories'),
    supplier: await one(`select min(id) as id from suppliers where status = 'active'`),
    dealer: await one(`select min(id) as id from dealers where status = 'active'`),
    order: await one(`select min(id) as id from orders where status <> 'cancelled'`),
    workOrder: await one(`select min(id) as id from work_orders where status in ('open', 'in_progress')`),
    role: await one(`select min(id) as id from roles where name <> 'Administrator'`),
    roles: [],
    admin: await one(`select id from users where email = '${ADMIN.email}'`),
  };
  for (const filler of FILLERS) await sql(filler);
  refs.roles = (await sql('select id from roles order by id desc limit 3')).map((r) => r.id as number);

  // Two posted adjustments of 200 lines: 400 more movements through the ledger, so that walking
  // the ledger by 100 rows passes its bounded count (500 rows past the page).
  for (const quantity of [3, 2]) {
    const lines = products.map((product_id) => ({ product_id, rack_id: refs.rack, quantity }));
    const draft = await app(`${apiUrl}/stock-adjustments`, { method: 'POST', body: JSON.stringify({ warehouse_id: refs.warehouse, reason: 'found', lines }) });
    const { id, version } = draft.json as Row;
    expect((await app(`${apiUrl}/stock-adjustments/${id}/post`, { method: 'POST', body: JSON.stringify({ version }) })).status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

it('the table covers every collection: read-only exactly where nobody may write, declared sort and filter keys', () => {
  expect(Object.keys(CONTRACT).sort()).toEqual(REGISTRY.map((e) => e.name).sort());
  for (const { name, def: d } of REGISTRY) {
    const c = CONTRACT[name];
    // permissions belongs to the roles area (which has a write permission) but has no write route.
    expect(!!c.writes, d.name).toBe(areaOf(d.name)!.write !== null && d.name !== 'permissions' && !c.writesTestedIn);
    expect(d.sortable, d.name).toContain(c.sort);
    expect(c.sort).not.toBe(d.defaultSort[0]);
    expect(Object.keys(d.filters), d.name).toContain(c.filter[0]);
    if (c.reference) expect(d.filters[c.reference as keyof typeof d.filters], d.name).toBe('id');
  }
});

describe.each(REGISTRY.map((e) => e.name))('%s through the stock client', (name) => {
  const c = CONTRACT[name];
  const defaultSort = () => ({ field: def(name).defaultSort[0], order: def(name).defaultSort[1] });

  /** Walks every page of 100 until a short one, checking the total on each; the ids seen. */
  async function walk(filter: Row): Promise<{ ids: unknown[]; bounded: boolean }> {
    const ids: unknown[] = [];
    let bounded = false;
    let endClaimed = false;
    for (let page = 1; ; page++) {
      take();
      const { data, total } = await dp.getList(name, { pagination: { page, perPage: 100 }, sort: defaultSort(), filter });
      bounded ||= atLeastOf(take()) !== null;
      expect(Number.isInteger(total), `total of page ${page}`).toBe(true);
      if (endClaimed) expect(data, `rows past page ${page - 1}, whose total said it was the last`).toHaveLength(0);
      ids.push(...data.map((r) => r.id));
      if (data.length < 100) {
        expect(total, 'the last page gives the exact total').toBe(ids.length);
        return { ids, bounded };
      }
      // react-admin shows a next page while page × perPage < total: it must while rows remain.
      expect(total!, `page ${page}'s total`).toBeGreaterThanOrEqual(page * 100);
      endClaimed = total === page * 100;
    }
  }

  it('getList: the default sort, its first page and its total', async () => {
    const rows = await expected(name, { limit: 25 });
    expect(rows).toHaveLength(25);
    take();
    const { data, total } = await dp.getList(name, { pagination: { page: 1, perPage: 25 }, sort: defaultSort(), filter: {} });
    expectRecords(name, data, rows);
    const count = await countOf(name);
    const atLeast = atLeastOf(take());
    // A bounded count sends what it counted: a lower bound past this page.
    if (atLeast) expect([total, total! > 25, total! < count]).toEqual([Number(atLeast), true, true]);
    else expect(total).toBe(count);
  });

  it(`getList: sorted by ${c.sort} both ways (ties broken by id)`, async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const rows = await expected(name, { sort: [c.sort, order], limit: 10 });
      expect(rows).toHaveLength(10);
      const { data } = await dp.getList(name, { pagination: { page: 1, perPage: 10 }, sort: { field: c.sort, order }, filter: {} });
      expectRecords(name, data, rows);
    }
  });

  it(`getList: filtered by ${c.filter[0]}`, async () => {
    const filter = { [c.filter[0]]: valueOf(c.filter[1]) };
    const rows = await expected(name, { filter });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(await countOf(name));
    const { data, total } = await dp.getList(name, { pagination: { page: 1, perPage: 1000 }, sort: defaultSort(), filter });
    expectRecords(name, data, rows);
    expect(total).toBe(rows.length);
  });

  it('getList: page 2 of 10 is SQL’s offset 10', async () => {
    const rows = await expected(name, { offset: 10, limit: 10 });
    expect(rows).toHaveLength(10);
    const { data } = await dp.getList(name, { pagination: { page: 2, perPage: 10 }, sort: defaultSort(), filter: {} });
    expectRecords(name, data, rows);
  });

  it(`getList: walking every page of 100 reaches every row once${c.search ? `, also searching "${c.search}"` : ''}`, async () => {
    for (const filter of c.search ? [{}, { q: c.search }] : [{}]) {
      const count = await countOf(name, filter);
      expect(count).toBeGreaterThan(0);
      const { ids, bounded } = await walk(filter);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(count);
      if (c.boundedWalk && !('q' in filter)) expect(bounded, 'the walk went past a bounded count').toBe(true);
    }
  });

  it('getOne: the record the list gave', async () => {
    const { data: listed } = await dp.getList(name, { pagination: { page: 1, perPage: 3 }, sort: defaultSort(), filter: {} });
    expect(listed).toHaveLength(3);
    for (const row of listed) {
      const { data } = await dp.getOne(name, { id: row.id });
      const [one, fromList] = shared(data, row, c.volatile);
      expect(one).toEqual(fromList);
    }
  });

  it('getMany: more than 25 ids, each answered once', async () => {
    // Every id (up to the 1000 a getMany may ask for), scattered by md5: not a page of any order.
    const ids = (await sql(`select s.id from (${c.source}) s order by md5(s.id::text) limit 1000`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(25);
    expect(ids.length).toBeGreaterThanOrEqual(Math.min(30, await countOf(name)));
    const { data } = await dp.getMany(name, { ids: ids as RaRecord['id'][] });
    expect(data.map((r) => r.id).sort()).toEqual([...ids].sort());
    const rows = await rowsById(name, ids);
    for (const record of data) {
      const [api, db] = shared(record, rows.get(record.id)!, c.volatile);
      expect(api).toEqual(db);
    }
  });

  if (c.reference) {
    const target = c.reference;
    it(`getManyReference: by ${target}`, async () => {
      const [top] = await sql(`select s.${target} as id, count(*)::int as n from (${c.source}) s where s.${target} is not null group by 1 order by 2 desc, 1 limit 1`);
      const filter = { [target]: top.id };
      const rows = await expected(name, { filter, limit: 100 });
      expect(rows.length).toBeGreaterThan(0);
      expect(top.n).toBeLessThan(await countOf(name));
      const { data, total } = await dp.getManyReference(name, { target, id: top.id as number, pagination: { page: 1, perPage: 100 }, sort: defaultSort(), filter: {} });
      expectRecords(name, data, rows);
      expect(total).toBe(top.n);
    });
  }

  if (c.writes) writeContract(name, c.writes);
  else if (!c.writesTestedIn) readOnlyContract(name);
});

function writeContract(name: CollectionName, w: Writes) {
  const [field, once, bulk] = w.edit;
  let created: RaRecord[] = [];
  const stored = async (ids: unknown[]) => rowsById(name, ids);

  it('create: three records from valid bodies, as SQL stores them', async () => {
    created = [];
    for (const n of [1, 2, 3]) {
      const body = w.sample(n, refs);
      const parsed = def(name).input.parse(body) as Row;
      const { data } = await dp.create(name, { data: body });
      const { lines, ...header } = parsed;
      expect(data).toMatchObject(header);
      if (Array.isArray(lines)) expect(data.lines).toMatchObject(lines.map((l: Row) => ({ product_id: l.product_id, quantity: l.quantity })));
      const [api, db] = shared(data, (await stored([data.id])).get(data.id)!);
      expect(api).toEqual(db);
      created.push(data);
    }
  });

  it(`update: ${field} changed at the version read; the rest kept`, async () => {
    const [first] = created;
    expect(first).toBeDefined();
    const { data: before } = await dp.getOne(name, { id: first.id });
    // A document whose PUT replaces it whole gets what an edit form sends: the record read, changed.
    const change = w.replaces ? { ...before, [field]: once } : { [field]: once, version: before.version };
    const { data } = await dp.update(name, { id: first.id, data: change, previousData: before });
    expect(data).toMatchObject({ id: first.id, [field]: once, version: before.version + 1 });
    const { data: after } = await dp.getOne(name, { id: first.id });
    const skip = ['version', 'updated_at', 'server_now', field];
    const [kept, was] = shared(withoutLineIds(after), withoutLineIds(before), skip);
    expect(kept).toEqual(was);
    const [api, db] = shared(after, (await stored([first.id])).get(first.id)!);
    expect(api).toEqual(db);
  });

  it('update: a stale version is refused (409, with the current record) and nothing changes', async () => {
    const { data: current } = await dp.getOne(name, { id: created[0].id });
    expect(current.version).toBeGreaterThan(1);
    const stale = current.version - 1;
    const before = await stored([current.id]);
    const change = w.replaces ? { ...current, [field]: bulk, version: stale } : { [field]: bulk, version: stale };
    const { status, body } = await refusal(dp.update(name, { id: current.id, data: change, previousData: current }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: expect.stringMatching(/changed this record after you opened it/), current: { id: current.id, version: current.version } });
    expect(await stored([current.id])).toEqual(before);
  });

  it('updateMany: without a version every PUT is refused (422) and nothing changes', async () => {
    const ids = created.slice(1).map((r) => r.id);
    expect(ids).toHaveLength(2);
    const before = await stored(ids);
    take();
    const { status, body } = await refusal(dp.updateMany(name, { ids, data: { [field]: bulk } }));
    await settle();
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('version');
    expect(take().map((a) => `${a.method} ${a.status}`)).toEqual(['PUT 422', 'PUT 422']);
    expect(await stored(ids)).toEqual(before);
  });

  if (w.replaces) {
    it('updateMany: one partial body for every record cannot replace a document: 422, nothing changes', async () => {
      const ids = created.slice(1).map((r) => r.id);
      const before = await stored(ids);
      take();
      const { status, body } = await refusal(dp.updateMany(name, { ids, data: { [field]: bulk, version: created[1].version } }));
      await settle();
      expect(status).toBe(422);
      expect(body.errors).toHaveProperty('lines');
      expect(take().map((a) => `${a.method} ${a.status}`)).toEqual(['PUT 422', 'PUT 422']);
      expect(await stored(ids)).toEqual(before);
    });
  } else {
    it('updateMany: with the version the records share, every record changes', async () => {
      const ids = created.slice(1).map((r) => r.id);
      const before = await stored(ids);
      const versions = [...before.values()].map((r) => r.version);
      expect(new Set(versions).size).toBe(1);
      const { data } = await dp.updateMany(name, { ids, data: { [field]: bulk, version: versions[0] } });
      expect(data).toEqual(ids);
      const after = await stored(ids);
      for (const id of ids) expect(after.get(id)).toMatchObject({ [field]: bulk, version: (versions[0] as number) + 1 });
    });
  }

  if (w.deletable) {
    it('delete and deleteMany: the created records are gone', async () => {
      const [first, ...rest] = created.map((r) => r.id);
      const { data } = await dp.delete(name, { id: first, previousData: created[0] });
      expect(data.id).toBe(first);
      expect((await stored([first])).size).toBe(0);
      expect((await stored(rest)).size).toBe(2);
      const { data: ids } = await dp.deleteMany(name, { ids: rest });
      expect(ids).toEqual(rest);
      expect((await stored(rest)).size).toBe(0);
    });
  } else {
    it('delete and deleteMany: refused (409, saying why), nothing deleted', async () => {
      const ids = created.map((r) => r.id);
      take();
      const one = await refusal(dp.delete(name, { id: ids[0], previousData: created[0] }));
      expect([one.status, one.body.message]).toEqual([409, expect.stringMatching(w.kept!.message)]);
      const many = await refusal(dp.deleteMany(name, { ids: ids.slice(1) }));
      await settle();
      expect([many.status, many.body.message]).toEqual([409, expect.stringMatching(w.kept!.message)]);
      expect(take().map((a) => `${a.method} ${a.status}`)).toEqual(['DELETE 409', 'DELETE 409', 'DELETE 409']);
      expect((await stored(ids)).size).toBe(3);
    });
  }

  const rule = w.kept;
  if (rule) it('delete: a record the rules keep is refused with 409 and a message, and stays', async () => {
    const [kept] = await sql(rule.pick);
    expect(kept).toBeDefined();
    const { status, body } = await refusal(dp.delete(name, { id: kept.id as number }));
    expect(status).toBe(409);
    expect(body.message).toMatch(rule.message);
    expect((await stored([kept.id])).size).toBe(1);
  });
}

function readOnlyContract(name: CollectionName) {
  it('create, update, updateMany, delete and deleteMany: no route (404), nothing written', async () => {
    const rows = await expected(name, { limit: 2 });
    expect(rows).toHaveLength(2);
    const [a, b] = rows.map((r) => r.id as RaRecord['id']);
    const count = await countOf(name);
    const attempts = [
      () => dp.create(name, { data: { ...rows[0], id: undefined } }),
      () => dp.update(name, { id: a, data: { ...rows[0], version: 1 }, previousData: rows[0] as RaRecord }),
      () => dp.updateMany(name, { ids: [a, b], data: { version: 1 } }),
      () => dp.delete(name, { id: a, previousData: rows[0] as RaRecord }),
      () => dp.deleteMany(name, { ids: [a, b] }),
    ];
    take();
    for (const attempt of attempts) {
      const { status, body } = await refusal(attempt());
      expect(status).toBe(404);
      expect(body.message).toMatch(new RegExp(`^No route (POST|PUT|DELETE) /api/${name}`));
    }
    await settle();
    expect(take().map((r) => `${r.method} ${r.status}`).sort()).toEqual(['DELETE 404', 'DELETE 404', 'DELETE 404', 'POST 404', 'PUT 404', 'PUT 404', 'PUT 404']);
    expect(await countOf(name)).toBe(count);
    expect(await expected(name, { limit: 2 })).toEqual(rows);
  });
}
