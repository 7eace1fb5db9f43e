import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl as list, type TestApp } from '../helpers/app';
import { apiRoutes, createDraftAdjustment } from '../helpers/routeTable';

// DESIGN.md §5 "Lists", and the defects of issue 17 that the stock ra-data-simple-rest client met:
// getMany cut at 25 (1), a malformed filter answered 500 on the stock hub (2), and
// GET /api/permissions ignoring range, sort and filter (6).

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  admin = new Client(t.app);
  expect((await admin.post('/api/login', ADMIN)).statusCode).toBe(200);
});
afterAll(() => t?.close());

const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((r) => r.id);

describe('getMany (filter.id, no range)', () => {
  // ra-data-simple-rest sends getMany as ?filter={"id":[...]} with no range and reads no header.
  it.each([
    ['products', 'products'],
    ['orders', 'orders'],
    ['work-orders', 'work_orders'],
    ['job-cards', 'job_cards'],
    ['stock-hub', 'products'],
  ])('%s answers every id asked for, whatever the page size', async (collection, table) => {
    const wanted = (await t.sql<{ id: number }>(`select id from ${table} order by id desc limit 40`)).map((r) => r.id);
    expect(wanted.length).toBeGreaterThan(25);
    const res = await admin.get(`/api/${collection}?filter=${encodeURIComponent(JSON.stringify({ id: wanted }))}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(ids(res).sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
    expect(res.headers['content-range']).toBe(`${collection} 0-${wanted.length - 1}/${wanted.length}`);
  });

  it('still pages when a range is given (getManyReference), and refuses more ids than a page may hold', async () => {
    const wanted = (await t.sql<{ id: number }>(`select id from products order by id limit 40`)).map((r) => r.id);
    const page = await admin.get(list('products', { filter: { id: wanted }, sort: ['id', 'ASC'], range: [10, 19] }));
    expect(ids(page)).toEqual(wanted.slice(10, 20));
    expect(page.headers['content-range']).toBe('products 10-19/40');
    const tooMany = await admin.get(`/api/products?filter=${encodeURIComponent(JSON.stringify({ id: Array.from({ length: 1001 }, (_, i) => i + 1) }))}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Filter id lists too many values');
  });
});

describe('a malformed list query', () => {
  const lists = () =>
    apiRoutes(t.app).filter((r) => r.method === 'GET' && r.schema?.querystring && (r.schema.querystring as { shape?: Record<string, unknown> }).shape?.filter);

  it('is 400 with the same message on every list and export, the stock hub included', async () => {
    const routes = lists();
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/stock-hub', '/api/stock-hub/export.csv', '/api/products', '/api/dealer/orders']));
    const dealer = new Client(t.app);
    expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['{', 'filter is not valid JSON'],
      ['null', 'filter must be a JSON object'],
      ['[]', 'filter must be a JSON object'],
      ['"x"', 'filter must be a JSON object'],
      ['{"nonsense":1}', 'Cannot filter'],
    ];
    // A list under a record (a stocktake's lines) is asked of a real one.
    const [warehouse] = await t.sql<{ id: number }>('select min(id) as id from warehouses');
    const count = (await admin.post('/api/stock-counts', { warehouse_id: warehouse.id })).json();
    const wrong: string[] = [];
    for (const route of routes.map((r) => ({ ...r, url: r.url.replace(':id', String(count.id)) }))) {
      const caller = route.access === 'dealer' ? dealer : admin;
      for (const [filter, message] of cases) {
        const res = await caller.get(`${route.url}?filter=${encodeURIComponent(filter)}`);
        if (res.statusCode !== 400 || !String(res.json().message).startsWith(message)) wrong.push(`${route.url} filter=${filter}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
      for (const [param, value] of [
        ['sort', '["nonsense","ASC"]'],
        ['range', '[5,1]'],
        ['range', '[0,"x"]'],
      ]) {
        const res = await caller.get(`${route.url}?${param}=${encodeURIComponent(value)}`);
        if (res.statusCode !== 400) wrong.push(`${route.url} ${param}=${value}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the field it cannot sort or filter by', async () => {
    for (const url of ['/api/stock-hub?filter=%7B', '/api/stock-hub/export.csv?filter=%7B']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'filter is not valid JSON', errors: { filter: 'filter is not valid JSON' } });
    }
    expect((await admin.get(list('stock-hub', { filter: { warehouse_id: 'abc' } }))).json().message).toBe('Filter warehouse_id has an invalid value');
    expect((await admin.get(list('products', { sort: ['cost_price', 'ASC'] }))).json().message).toBe('Cannot sort products by "cost_price"');
  });
});

describe('GET /api/permissions', () => {
  it('pages, sorts and filters like every other list', async () => {
    const all = await t.sql<{ id: number; name: string; area: string }>(`select id, name, area from permissions order by name desc, id desc`);
    expect(all.length).toBeGreaterThan(20);
    const page = await admin.get(list('permissions', { sort: ['name', 'DESC'], range: [0, 4] }));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(5);
    expect(page.json().map((p: { name: string }) => p.name)).toEqual(all.slice(0, 5).map((p) => p.name));
    expect(page.headers['content-range']).toBe(`permissions 0-4/${all.length}`);
    const roles = await admin.get(list('permissions', { filter: { area: 'roles' }, sort: ['name', 'ASC'] }));
    expect(roles.json()).toEqual([
      { id: expect.any(Number), name: 'manage_roles', area: 'roles', kind: 'write' },
      { id: expect.any(Number), name: 'view_roles', area: 'roles', kind: 'read' },
    ]);
    expect((await admin.get(list('permissions', { filter: { q: 'stock' } }))).headers['content-range']).toBe(
      `permissions 0-${all.filter((p) => p.name.includes('stock')).length - 1}/${all.filter((p) => p.name.includes('stock')).length}`,
    );
  });
});

describe('every list (issue 32: a search that answered 500, an id sort refused)', () => {
  // Every GET route that takes a list query or a page (histories) — from the route table, so a new
  // list is covered as soon as it exists.
  const lists = () =>
    apiRoutes(t.app).filter((r) => {
      const shape = (r.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
      return r.method === 'GET' && !!shape?.range;
    });
  let dealer: Client;
  let countId: number;

  beforeAll(async () => {
    dealer = new Client(t.app);
    expect((await dealer.post('/api/dealer/login', { email: 'dealer@example.com', password: 'Dealer#2025' })).statusCode).toBe(200);
    await createDraftAdjustment(t, admin);
    // A stocktake being counted, so its lines list has rows.
    const [warehouse] = await t.sql<{ id: number }>('select min(id) as id from warehouses');
    const count = (await admin.post('/api/stock-counts', { warehouse_id: warehouse.id })).json();
    expect((await admin.post(`/api/stock-counts/${count.id}/start`, { version: count.version })).statusCode).toBe(200);
    countId = count.id;
  });

  /** The list's URL with `:id` filled by a record that has rows under it (a history, a stocktake's lines). */
  async function urlOf(route: { url: string; recordOf?: string }): Promise<string> {
    if (!route.url.includes(':id')) return route.url;
    if (route.url === '/api/stock-counts/:id/lines') return route.url.replace(':id', String(countId));
    const table = route.recordOf!.replace(/-/g, '_');
    const [row] = await t.sql<{ id: number }>(`select min(id) as id from ${table === 'stock_hub' ? 'products' : table}`);
    return route.url.replace(':id', String(row.id));
  }

  const callerOf = (route: { access?: unknown }) => (route.access === 'dealer' ? dealer : admin);
  const query = (params: Record<string, unknown>) => new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])));
  /** How many rows an answer holds: a JSON list's length, or a CSV's lines past its header. */
  const rowsOf = (res: { body: string; headers: Record<string, unknown> }) =>
    String(res.headers['content-type']).startsWith('text/csv') ? res.body.trim().split('\r\n').length - 1 : (JSON.parse(res.body) as unknown[]).length;

  it('covers the lists the issue names', () => {
    expect(lists().map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/stock-hub', '/api/stock-levels', '/api/stock-movements', '/api/dealer/catalogue', '/api/dealer/orders', '/api/stock-counts/:id/lines', '/api/products/:id/history']),
    );
  });

  it('answers a search (filter.q) with the matches or with a 400 saying it cannot search, never a 500', async () => {
    const wrong: string[] = [];
    for (const route of lists()) {
      const url = await urlOf(route);
      for (const q of ['zq no such text zq', `%_\\'"zq`, 987654321987]) {
        const res = await callerOf(route).get(`${url}?${query({ filter: { q } })}`);
        const searched = res.statusCode === 200 && rowsOf(res) === 0;
        const refused = res.statusCode === 400 && /^Cannot search /.test(res.json().message);
        if (!searched && !refused) wrong.push(`${url} q=${q}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sorts by id, both ways (react-admin’s default sort)', async () => {
    const wrong: string[] = [];
    for (const route of lists()) {
      const url = await urlOf(route);
      for (const order of ['ASC', 'DESC'] as const) {
        const res = await callerOf(route).get(`${url}?${query({ sort: ['id', order], range: [0, 9], filter: {} })}`);
        if (res.statusCode !== 200) {
          wrong.push(`${url} sort id ${order}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        if (String(res.headers['content-type']).startsWith('text/csv')) continue;
        // A stock level's id is "<product>-<rack>": ordered by product, then rack.
        const keys = (res.json() as { id: number | string }[]).map(({ id }) => (typeof id === 'number' ? [id] : id.split('-').map(Number)));
        const inOrder = keys.every((key, i) => i === 0 || (order === 'ASC' ? compare(keys[i - 1], key) < 0 : compare(keys[i - 1], key) > 0));
        if (!inOrder) wrong.push(`${url} sort id ${order}: ${JSON.stringify(keys)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

const compare = (a: number[], b: number[]) => a.reduce((found, value, i) => found || value - b[i], 0);
