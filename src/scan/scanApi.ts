import type { Identifier } from 'react-admin';
import { MAX_PAGE } from '../../contract/resources';
import type { ScanKind, ScanResult } from '../../contract/scan';
import type { StockAdjustment, transferInput } from '../../contract/stock';
import type { Order, orderPickInput } from '../../contract/orders';
import type { PurchaseOrder } from '../../contract/purchaseOrders';
import type { JobCard } from '../../contract/workshop';
import type { z } from 'zod';
import { API_URL, httpClient } from '../providers/httpClient';
import { fieldErrorsOf } from '../ui/forms';
import { actionMessageOf, outcomeUnknown } from '../resources/shared/actionOnce';
import { readUser } from '../providers/session';
import { floorDb, recalledCode, rememberCodes } from '../offline/floorDb';
import { floorAction, type FloorOutcome } from '../offline/floorQueue';

// Issue 20 item 3: the scan screen's and the handheld scanner's calls. The look-up and the transfer
// are collection-level (no record id), which the data provider's record actions do not cover; the
// floor flows make the same record actions as the documents' own screens.

/** What a code is (GET /api/scan/:code): 404 when nothing matches, 409 for a rack code several rooms share. */
export async function lookUpCode(code: string): Promise<ScanResult> {
  const userId = signedInId();
  try {
    const response = await httpClient(`${API_URL}/scan/${encodeURIComponent(code.trim())}`);
    const found = response.json as ScanResult;
    if (userId !== null) void rememberCodes(userId, [{ code, result: found }]).catch(() => undefined);
    return found;
  } catch (error) {
    // Without the network, what this phone found the code to be before (issue 35 item 2).
    const recalled = outcomeUnknown(error) && userId !== null ? await recalledCode(userId, code).catch(() => undefined) : undefined;
    if (recalled) return recalled;
    throw error;
  }
}

function signedInId(): number | null {
  try {
    return typeof indexedDB === 'undefined' ? null : (readUser(localStorage)?.id ?? null);
  } catch {
    return null;
  }
}

/** A rack as the phone keeps its codes: by its path, and by its own code where no other rack of `racks` shares it. */
function rackEntries(racks: readonly { id: number; path: string }[], codesAreUnique: boolean): { code: string; result: ScanResult }[] {
  const byPath = new Map(racks.map((rack) => [rack.path, rack.id]));
  const entries = [...byPath].map(([path, id]) => ({ code: path, result: { kind: 'rack' as const, id, label: path } }));
  if (!codesAreUnique) return entries;
  const sharing = new Map<string, string[]>();
  for (const path of byPath.keys()) {
    const code = path.split(' / ').at(-1)!;
    sharing.set(code, [...(sharing.get(code) ?? []), path]);
  }
  for (const [code, paths] of sharing) {
    if (paths.length === 1) entries.push({ code, result: { kind: 'rack', id: byPath.get(paths[0])!, label: paths[0] } });
  }
  return entries;
}

/**
 * When counting starts: the stocktake's products and racks, so their codes resolve on this phone
 * without the network (a product by SKU, a rack by its path and, when no other rack of the count
 * shares it, its code).
 */
export async function keepCountCodes(lines: readonly { product_id: number; sku: string; name: string; rack_id: number; path: string }[]): Promise<void> {
  const userId = signedInId();
  if (userId === null) return;
  const products = lines.map((line) => ({ code: line.sku, result: { kind: 'product' as const, id: line.product_id, label: `${line.sku} — ${line.name}` } }));
  await rememberCodes(userId, [...products, ...rackEntries(lines.map((line) => ({ id: line.rack_id, path: line.path })), true)]);
}

/** At most this many racks are kept on the phone (a large site's); their codes fit the 5,000 the phone keeps. */
export const RACKS_KEPT = 2000;
/** The racks are read again after this long (new racks, renamed paths). */
const RACKS_KEPT_FOR_MS = 12 * 60 * 60 * 1000;
const RACKS_KEPT_AT = 'racks-kept-at';

/**
 * When /scan opens online, for someone who may read racks: every rack's path (and its code where
 * no other rack shares it), so a rack label scanned where there is no network still says which
 * rack it is. People are not tied to one warehouse here, so it is all of them, up to RACKS_KEPT;
 * past that only paths, whose codes could be shared with a rack not read. Twice a day at most.
 */
export async function keepRackCodes(): Promise<void> {
  const userId = signedInId();
  if (userId === null || !navigator.onLine) return;
  const db = await floorDb();
  const keptAt = Number((await db.get('kv', RACKS_KEPT_AT)) ?? 0);
  if (Date.now() - keptAt < RACKS_KEPT_FOR_MS) return;
  const racks: { id: number; path: string }[] = [];
  let total = Infinity;
  // Read a page at a time (a list answers at most MAX_PAGE records).
  while (racks.length < Math.min(total, RACKS_KEPT)) {
    const range = [racks.length, Math.min(racks.length + MAX_PAGE, RACKS_KEPT) - 1];
    const query = new URLSearchParams({ range: JSON.stringify(range), sort: JSON.stringify(['path', 'ASC']) });
    const { json, headers } = await httpClient(`${API_URL}/racks?${query}`);
    const page = json as { id: number; path: string }[];
    racks.push(...page);
    total = Number(headers.get('Content-Range')?.split('/').pop() ?? racks.length);
    if (page.length === 0) break;
  }
  await rememberCodes(userId, rackEntries(racks, total <= racks.length));
  await db.put('kv', Date.now(), RACKS_KEPT_AT);
}

/** The page that shows a scanned record: the show screens of src/resources, the orders' alias of SPEC.md §2. */
const SHOW_PATHS: Record<ScanKind, (id: Identifier) => string> = {
  product: (id) => `/products/${id}/show`,
  rack: (id) => `/racks/${id}/show`,
  order: (id) => `/orders-view/${id}`,
  'purchase-order': (id) => `/purchase-orders/${id}/show`,
  'work-order': (id) => `/workorders/${id}/show`,
  'job-card': (id) => `/job-cards/${id}/show`,
  'stock-adjustment': (id) => `/stock-adjustments/${id}/show`,
  'stock-count': (id) => `/stock-counts/${id}/show`,
};

export const recordPathOf = ({ kind, id }: Pick<ScanResult, 'kind' | 'id'>): string => SHOW_PATHS[kind](id);

export type StockMove = z.infer<typeof transferInput>;

/** What a move changes on screen: the adjustment lists and every stock figure. */
export const MOVE_AFFECTS = ['stock-adjustments', 'stock-levels', 'stock-movements', 'stock-hub', 'products'] as const;

/**
 * DESIGN.md §5: a move is one request, a transfer made and posted in one transaction, carrying the
 * key made when the person pressed Move: a refusal leaves no draft, and a press again after a lost
 * answer moves nothing twice. Without the network it is kept on the phone and sent later
 * (src/offline/floorQueue.ts); `summary` is what the queue screen shows of it.
 */
export const moveStock = (move: StockMove, key: string, summary: string) =>
  floorAction<StockAdjustment>('/stock-adjustments/transfer', { ...move, post: true }, key, summary);

/**
 * A refusal as a person reads it: a 422's field messages, else the server's message (translated by
 * it), or, when no answer came, that the action may not have been done and can be pressed again.
 */
export function refusalOf(error: unknown): string {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields).join(' ') : actionMessageOf(error);
}

export type OrderPick = z.infer<typeof orderPickInput>;

/**
 * A floor flow's action, said in a sentence: the sentence itself when the server did it, or that
 * it is kept on the phone to be sent (src/offline/floorQueue.ts) when it could not be reached.
 */
export const saidOrKept = (outcome: FloorOutcome<unknown>, said: string, translate: (key: string, args?: object) => string) =>
  outcome.queued ? translate('app.offline.kept', { action: said }) : said;

/** POST /api/orders/:id/transition to dispatched, with the picks counted (the order screen's dispatch call), through the floor's queue. */
export const dispatchOrder = (order: Pick<Order, 'id' | 'version'>, picks: OrderPick[], key: string, summary: string) =>
  floorAction<Order>(`/orders/${order.id}/transition`, { to: 'dispatched', version: order.version, picks }, key, summary);

/** POST /api/purchase-orders/:id/receive for one line into one rack (the receive dialog's call), through the floor's queue. */
export const receiveIntoRack = (purchaseOrder: Pick<PurchaseOrder, 'id' | 'version'>, line: { line_id: number; rack_id: number; quantity: number }, key: string, summary: string) =>
  floorAction<PurchaseOrder>(`/purchase-orders/${purchaseOrder.id}/receive`, { version: purchaseOrder.version, lines: [line] }, key, summary);

/** POST /api/job-cards/:id/parts: a part used, taken from a rack (the job card's parts call), through the floor's queue. */
export const recordPartUsed = (jobCardId: number, part: { product_id: number; rack_id: number; quantity: number }, key: string, summary: string) =>
  floorAction<JobCard>(`/job-cards/${jobCardId}/parts`, { ...part, kind: 'use' }, key, summary);
