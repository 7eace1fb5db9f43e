import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PatchOf } from '../../../contract/api';
import { msg, type StatusName } from '../../../contract/messages';
import {
  PO_TRANSITIONS,
  purchaseOrderInput,
  purchaseOrders as poDef,
  purchaseOrderTransitionInput,
  RECEIVABLE_PO_STATUSES,
  receiveInput,
  type PurchaseOrderLine,
} from '../../../contract/purchaseOrders';
import type { Db, Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { checked, conflict, invalid, type FieldErrors } from '../../errors';
import { diff, recordAudit, type Actor } from '../../services/audit';
import { recordChanged, statusMoved } from '../../services/events';
import { assertVersion, getRecord, touch, type CollectionBinding, type Row } from '../../services/records';
import { assertTransition, auditable, historyOf, lookup, moveStatus, productsById, racksById, recordStatusChange, userName } from '../../services/documents';
import { actionDoneAt, applyStockChanges, type StockChange } from '../../services/stockLedger';
import { outer, plural } from '../../services/wording';

// DESIGN.md §6 "Purchase orders": draft → ordered → partially_received → received;
// cancelled from draft or ordered. Receiving writes receipt movements, never beyond what was ordered.

const T = 'purchase_orders';

export const purchaseOrderBinding: CollectionBinding = {
  def: poDef,
  table: purchaseOrders,
  computed: {
    supplier_name: lookup(T, 'supplier_id', 'suppliers', sql`t.company_name`, 'supplier_name'),
    warehouse_name: lookup(T, 'warehouse_id', 'warehouses', sql`t.code || ' — ' || t.name`, 'warehouse_name'),
    created_by_name: userName(T, 'created_by', 'created_by_name'),
    line_count: sql<number>`(select count(*)::int from ${purchaseOrderLines} l where l.purchase_order_id = ${outer(T)}.id)`.as('line_count'),
  },
  detail: {
    lines: sql<PurchaseOrderLine[]>`(select coalesce(json_agg(json_build_object('id', l.id, 'line_no', l.line_no, 'product_id', l.product_id,
      'sku', p.sku, 'name', p.name, 'unit', p.unit, 'quantity', l.quantity, 'unit_cost', l.unit_cost,
      'line_total', round(l.quantity * l.unit_cost, 2), 'received', l.received) order by l.line_no), '[]'::json)
      from ${purchaseOrderLines} l join products p on p.id = l.product_id where l.purchase_order_id = ${outer(T)}.id)`.as('lines'),
    history: historyOf('purchase_order', T),
  },
  async beforeDelete(_tx, record) {
    if (record.status !== 'draft') throw conflict('draft_only_delete_cancel', { number: record.number as string, status: record.status as StatusName });
  },
};

const forAudit = (row: Row) => auditable(row, ['lines'], ['supplier_name', 'warehouse_name', 'created_by_name', 'line_count', 'history']);

export type PurchaseOrderInput = z.output<typeof purchaseOrderInput>;
type Input = PurchaseOrderInput;
export type PurchaseOrderChange = PatchOf<typeof purchaseOrderInput>;

async function check(tx: Tx, input: Input) {
  const errors: FieldErrors = {};
  const { rows } = await tx.execute<{ supplier: boolean; warehouse: boolean }>(sql`select
    exists(select 1 from suppliers where id = ${input.supplier_id}) as supplier, exists(select 1 from warehouses where id = ${input.warehouse_id}) as warehouse`);
  if (!rows[0].supplier) errors.supplier_id = msg('supplier_missing');
  if (!rows[0].warehouse) errors.warehouse_id = msg('warehouse_missing');
  const products = await productsById(
    tx,
    input.lines.map((l) => l.product_id),
  );
  input.lines.forEach((l, i) => {
    if (!products.has(l.product_id)) errors[`lines.${i}.product_id`] = msg('product_missing');
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

const totalOf = (lines: Input['lines']) => Math.round(lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unit_cost * 100), 0)) / 100;

async function writeLines(tx: Tx, id: number, lines: Input['lines']) {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchase_order_id, id));
  await tx.insert(purchaseOrderLines).values(lines.map((l, i) => ({ purchase_order_id: id, line_no: i + 1, product_id: l.product_id, quantity: l.quantity, unit_cost: l.unit_cost })));
}

export async function createPurchaseOrder(tx: Tx, input: Input, actor: Actor): Promise<Row> {
  await check(tx, input);
  const [{ id }] = await tx
    .insert(purchaseOrders)
    .values({
      supplier_id: input.supplier_id,
      warehouse_id: input.warehouse_id,
      expected_date: input.expected_date ?? null,
      notes: input.notes ?? null,
      total: totalOf(input.lines),
      created_by: actor.id,
    })
    .returning({ id: purchaseOrders.id });
  await writeLines(tx, id, input.lines);
  await recordStatusChange(tx, { type: 'purchase_order', id }, null, 'draft', actor);
  const created = await getRecord(tx, purchaseOrderBinding, id);
  await recordAudit(tx, { collection: poDef.name, recordId: id, action: 'create', actor, changes: diff(null, forAudit(created)) });
  await recordChanged(tx, poDef.name, 'created', created, actor);
  return created;
}

/** Writes a draft anew from a whole input: header, lines and total, a new version and its audit entry. */
export async function rewriteDraft(tx: Tx, current: Row, input: Input, actor: Actor): Promise<Row> {
  const id = current.id as number;
  await check(tx, input);
  await tx
    .update(purchaseOrders)
    .set({
      supplier_id: input.supplier_id,
      warehouse_id: input.warehouse_id,
      expected_date: input.expected_date ?? null,
      notes: input.notes ?? null,
      total: totalOf(input.lines),
      ...touch,
    })
    .where(eq(purchaseOrders.id, id));
  await writeLines(tx, id, input.lines);
  const updated = await getRecord(tx, purchaseOrderBinding, id);
  await recordAudit(tx, { collection: poDef.name, recordId: id, action: 'update', actor, changes: diff(forAudit(current), forAudit(updated)) });
  await recordChanged(tx, poDef.name, 'updated', updated, actor);
  return updated;
}

export const linesOf = (po: Row): Input['lines'] => (po.lines as PurchaseOrderLine[]).map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_cost: l.unit_cost }));

export async function updatePurchaseOrder(db: Db, id: number, change: PurchaseOrderChange, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, purchaseOrderBinding, id, true);
    assertVersion(change, current);
    if (current.status !== 'draft') throw conflict('draft_only_change', { number: current.number as string, status: current.status as StatusName });
    const keep = (k: 'supplier_id' | 'warehouse_id' | 'expected_date' | 'notes') => (Object.hasOwn(change, k) ? change[k] : current[k]);
    const input = checked(purchaseOrderInput, {
      supplier_id: keep('supplier_id'),
      warehouse_id: keep('warehouse_id'),
      expected_date: keep('expected_date'),
      notes: keep('notes'),
      lines: change.lines ?? linesOf(current),
    });
    return rewriteDraft(tx, current, input, actor);
  });
}

const setStatus = (tx: Tx, current: Row, to: string, actor: Actor, note?: string | null) => moveStatus(tx, { type: 'purchase_order', record: current }, to, actor, { note });

export async function transitionPurchaseOrder(tx: Tx, id: number, input: z.output<typeof purchaseOrderTransitionInput>, actor: Actor): Promise<Row> {
  const current = await getRecord(tx, purchaseOrderBinding, id, true);
  assertTransition(PO_TRANSITIONS, current, input.to);
  assertVersion(input, current);
  await setStatus(tx, current, input.to, actor, input.note);
  return getRecord(tx, purchaseOrderBinding, id);
}

/** Receipt movements into racks of the destination warehouse; the status follows what is still due. */
export async function receivePurchaseOrder(tx: Tx, id: number, input: z.output<typeof receiveInput>, actor: Actor): Promise<Row> {
  const doneAt = actionDoneAt(input.done_at);
  const current = await getRecord(tx, purchaseOrderBinding, id, true);
  assertVersion(input, current);
  if (!RECEIVABLE_PO_STATUSES.includes(current.status as never)) {
    throw conflict('receive_once_ordered', { number: current.number as string, status: current.status as StatusName });
  }
  const lines = new Map((current.lines as PurchaseOrderLine[]).map((l) => [l.id, l]));
  const racks = await racksById(
    tx,
    input.lines.flatMap((l) => (l.rack_id ? [l.rack_id] : [])),
  );
  const errors: FieldErrors = {};
  const arriving = new Map<number, number>();
  input.lines.forEach((l, i) => {
    const line = lines.get(l.line_id);
    if (!line) errors[`lines.${i}.line_id`] = msg('line_not_on', { number: current.number as string });
    if (l.quantity === 0) return;
    const rack = l.rack_id ? racks.get(l.rack_id) : undefined;
    if (!l.rack_id) errors[`lines.${i}.rack_id`] = msg('choose_destination_rack');
    else if (!rack) errors[`lines.${i}.rack_id`] = msg('rack_missing');
    else if (rack.warehouse_id !== current.warehouse_id) errors[`lines.${i}.rack_id`] = msg('rack_not_in_warehouse', { warehouse: current.warehouse_name as string });
    arriving.set(l.line_id, (arriving.get(l.line_id) ?? 0) + l.quantity);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  for (const [lineId, quantity] of arriving) {
    const line = lines.get(lineId)!;
    const due = line.quantity - line.received;
    if (quantity > due) {
      throw conflict('receive_more_than_ordered', { line: line.line_no, sku: line.sku, quantity, over: quantity - due, ordered: line.quantity, received: line.received });
    }
  }
  const source = { type: 'purchase_order', id, label: current.number as string };
  const changes: StockChange[] = input.lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({ productId: lines.get(l.line_id)!.product_id, rackId: l.rack_id!, delta: l.quantity, kind: 'receipt', source, actor, doneAt }));
  await applyStockChanges(tx, changes);
  for (const [lineId, quantity] of arriving) {
    await tx.execute(sql`update purchase_order_lines set received = received + ${quantity} where id = ${lineId}`);
  }
  const { rows } = await tx.execute<{ due: number }>(sql`select coalesce(sum(quantity - received), 0)::int as due from purchase_order_lines where purchase_order_id = ${id}`);
  const to = rows[0].due === 0 ? 'received' : 'partially_received';
  const received = [...arriving.values()].reduce((a, b) => a + b, 0);
  if (to !== current.status) await setStatus(tx, current, to, actor, `Received ${plural(received, 'unit')}`);
  else {
    await tx.update(purchaseOrders).set(touch).where(eq(purchaseOrders.id, id));
    await recordAudit(tx, { collection: poDef.name, recordId: id, action: 'receive', actor, changes: { received: [null, received] } });
    // Another receipt in the same status is still one: its event says so.
    await statusMoved(tx, poDef.name, current, to, actor);
  }
  return getRecord(tx, purchaseOrderBinding, id);
}

/** Racks of the PO's destination warehouse, for the receive dialog. */
export async function receivingRacks(db: Tx, id: number) {
  const po = await getRecord(db, purchaseOrderBinding, id);
  const { rows } = await db.execute(sql`select k.id, w.code || ' / ' || r.code || ' / ' || k.code as path
    from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
    where r.warehouse_id = ${po.warehouse_id as number} order by path`);
  return rows;
}
