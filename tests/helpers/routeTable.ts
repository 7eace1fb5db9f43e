import type { FastifyInstance } from 'fastify';
import type { RouteAccess, RouteEntry } from '../../server/plugins/routeAccess';
import type { TestApp } from './app';

// The routes the app really registered (server/plugins/routeAccess.ts records them as Fastify
// announces them), for tests that must cover every route without listing them by hand.

export interface ApiRoute extends RouteEntry {
  /** "METHOD /api/path/:param", the key of the few per-route tables tests keep. */
  key: string;
  /** The collection whose record fills `:id`: the path segment before it (`orders` for /api/dealer/orders/:id). */
  recordOf: string | undefined;
  dealerScoped: boolean;
}

/** Every /api route but the HEAD twins Fastify adds to GET routes (they carry the same guard). */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')))
    .map((r) => {
      const segments = r.url.split('/');
      const at = segments.indexOf(':id');
      return { ...r, key: `${r.method} ${r.url}`, recordOf: at > 0 ? segments[at - 1] : undefined, dealerScoped: r.url.startsWith('/api/dealer/') };
    });
}

export const isWrite = (route: RouteEntry) => route.method !== 'GET';

export function describeAccess(access: RouteAccess | undefined): string {
  return typeof access === 'object' ? `${access.action} ${access.collection}` : String(access);
}

/** Path parameters other than `:id`, with a value that exists in the demo data. */
const PATH_PARAMS: Record<string, string | number> = {
  // GET /api/scan/:code: a demo product's SKU.
  code: 'BRK-1001',
};

/** Fills each `:param`; a route with a parameter the tests do not know fails loudly. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  const values = { ...PATH_PARAMS, ...params };
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`No test value for :${name} in ${url}: add it to the path parameter table`);
    return encodeURIComponent(String(values[name]));
  });
}

/** The query a GET route cannot answer without (which records to print), with values of the demo data. */
export const REQUIRED_QUERY: Record<string, string> = {
  'GET /api/labels/products.pdf': '?ids=1',
  'GET /api/labels/racks.pdf': '?room_id=1',
};

/** An id no record has (and within PostgreSQL's integer). */
export const MISSING_ID = 999_999;

export interface Records {
  /** collection (path segment) → the id of an existing record */
  existing: Record<string, number | string>;
  /** dealer portal: each dealer's own order */
  dealerOrder: { a: number; b: number };
  dealerIds: { a: number; b: number };
}

type Poster = { post(url: string, body: unknown): Promise<{ statusCode: number }> };

/** The demo seed has no stock adjustment: this makes a draft one through the API. */
export async function createDraftAdjustment(t: TestApp, admin: Poster): Promise<void> {
  const [rack] = await t.sql<{ product_id: number; rack_id: number; warehouse_id: number }>(
    `select l.product_id, l.rack_id, r.warehouse_id from stock_levels l join racks k on k.id = l.rack_id join rooms r on r.id = k.room_id order by l.product_id, l.rack_id limit 1`,
  );
  const draft = await admin.post('/api/stock-adjustments', {
    warehouse_id: rack.warehouse_id,
    reason: 'found',
    lines: [{ product_id: rack.product_id, rack_id: rack.rack_id, quantity: 1 }],
  });
  if (draft.statusCode !== 201) throw new Error(`could not create a draft adjustment: ${draft.statusCode}`);
  // The demo data has no stocktake either.
  const count = await admin.post('/api/stock-counts', { warehouse_id: rack.warehouse_id });
  if (count.statusCode !== 201) throw new Error(`could not create a draft stock count: ${count.statusCode}`);
}

/** Collections whose records are not rows of the table of the same name. */
const RECORD_QUERY: Record<string, string> = {
  'stock-hub': 'select min(id) as id from products',
  'stock-levels': `select product_id || '-' || rack_id as id from stock_levels where on_hand > 0 order by product_id, rack_id limit 1`,
  // An import's progress is kept in memory, by the id its request named: any id answers.
  progress: `select 'no-such-import' as id`,
};

/** One existing record per collection the routes address by id, and each portal dealer's own order. */
export async function findRecords(t: TestApp, routes: ApiRoute[], admin: Poster): Promise<Records> {
  await createDraftAdjustment(t, admin);
  const existing: Record<string, number | string> = {};
  for (const collection of new Set(routes.map((r) => r.recordOf).filter((c): c is string => !!c))) {
    const [row] = await t.sql<{ id: number | string | null }>(RECORD_QUERY[collection] ?? `select min(id) as id from ${collection.replace(/-/g, '_')}`);
    if (!row?.id) throw new Error(`No ${collection} record to address`);
    existing[collection] = row.id;
  }
  const dealer = async (email: string) => {
    const [row] = await t.sql<{ dealer_id: number; order_id: number }>(
      `select d.id as dealer_id, min(o.id) as order_id from dealers d join orders o on o.dealer_id = d.id where d.portal_email = $1 group by d.id`,
      [email],
    );
    return row;
  };
  const [a, b] = [await dealer(DEALER_A.email), await dealer(DEALER_B.email)];
  return { existing, dealerOrder: { a: a.order_id, b: b.order_id }, dealerIds: { a: a.dealer_id, b: b.dealer_id } };
}

export const DEALER_A = { email: 'dealer@example.com', password: 'Dealer#2025' };
export const DEALER_B = { email: 'dealer2@example.com', password: 'Dealer#2025' };
