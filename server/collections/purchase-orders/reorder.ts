import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '../../../contract/messages';
import {
  MAX_PO_LINES,
  MAX_REORDER_LINES,
  reorderQuery,
  type ReorderInput,
  type ReorderPreview,
  type ReorderProposal,
  type ReorderResult,
} from '../../../contract/purchaseOrders';
import type { Db, Tx } from '../../db/client';
import { invalid, type FieldErrors } from '../../errors';
import type { Actor } from '../../services/audit';
import { getRecord, type Row } from '../../services/records';
import { productsById } from '../../services/documents';
import { createPurchaseOrder, linesOf, purchaseOrderBinding, rewriteDraft, type PurchaseOrderInput } from './rules';

// Issue 18 item 7 (docs/decisions.md "Reorder with a preview"): what to order per supplier and
// destination warehouse, previewed without a change, then drafted in one transaction.

const cents = (amount: number) => Math.round(amount * 100);
const lineTotal = (quantity: number, unitCost: number) => Math.round(quantity * unitCost * 100) / 100;
const OPEN_PO_STATUSES = sql.raw(`('draft', 'ordered', 'partially_received')`);
const MAX_LINE_QUANTITY = 1_000_000;

async function destination(db: Db, warehouseId: number | undefined) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    warehouseId
      ? sql`select id, code || ' — ' || name as name from warehouses where id = ${warehouseId}`
      : sql`select id, code || ' — ' || name as name from warehouses where active order by code limit 1`,
  );
  if (warehouseId && !rows[0]) throw invalid({ warehouse_id: msg('warehouse_missing') });
  return rows[0];
}

/**
 * What to order, changing nothing: per preferred (active) supplier, the active products whose
 * available stock plus what is still due on open purchase orders is at or below the reorder
 * level, each up to twice that level; a reorder level of 0 means the product is not restocked.
 * The oldest draft of that supplier and warehouse is the one the lines would join; a product
 * already on it keeps that line's cost.
 */
export async function reorderPreview(db: Db, query: z.output<typeof reorderQuery>): Promise<ReorderPreview> {
  const warehouse = await destination(db, query.warehouse_id);
  if (!warehouse) return { warehouse_id: null, warehouse_name: null, proposals: [], line_count: 0, total: 0, truncated: false };
  // The first condition on available stock alone lets the low-stock index find the candidates.
  const { rows } = await db.execute<{ supplier_id: number; supplier_name: string } & Omit<ReorderProposal['lines'][number], 'line_total'>>(sql`
    select s.id as supplier_id, s.company_name as supplier_name, p.id as product_id, p.sku, p.name, p.unit, p.on_hand,
      p.on_hand - p.reserved as available, oo.quantity as on_order, p.reorder_level,
      greatest(p.reorder_level * 2 - (p.on_hand - p.reserved + oo.quantity), 1) as quantity, coalesce(dl.unit_cost, p.cost) as unit_cost
    from products p
    join suppliers s on s.id = p.preferred_supplier_id and s.status = 'active'
    cross join lateral (select coalesce(sum(l.quantity - l.received), 0)::int as quantity from purchase_order_lines l
      join purchase_orders o on o.id = l.purchase_order_id where l.product_id = p.id and o.status in ${OPEN_PO_STATUSES}) oo
    left join lateral (select l.unit_cost from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
      where l.product_id = p.id and o.status = 'draft' and o.supplier_id = s.id and o.warehouse_id = ${warehouse.id} order by o.id limit 1) dl on true
    where p.active and p.reorder_level > 0 and p.on_hand - p.reserved <= p.reorder_level and p.on_hand - p.reserved + oo.quantity <= p.reorder_level
    order by s.company_name, s.id, p.sku
    limit ${MAX_REORDER_LINES + 1}`);
  const truncated = rows.length > MAX_REORDER_LINES;
  const shown = rows.slice(0, MAX_REORDER_LINES);
  const drafts = await draftsOf(
    db,
    [...new Set(shown.map((r) => r.supplier_id))],
    warehouse.id,
  );
  const proposals = new Map<number, ReorderProposal>();
  for (const { supplier_id, supplier_name, ...line } of shown) {
    let proposal = proposals.get(supplier_id);
    if (!proposal) {
      proposal = { supplier_id, supplier_name, warehouse_id: warehouse.id, warehouse_name: warehouse.name, draft: drafts.get(supplier_id) ?? null, lines: [], total: 0 };
      proposals.set(supplier_id, proposal);
    }
    proposal.lines.push({ ...line, line_total: lineTotal(line.quantity, line.unit_cost) });
  }
  for (const proposal of proposals.values()) proposal.total = proposal.lines.reduce((sum, l) => sum + cents(l.line_total), 0) / 100;
  const all = [...proposals.values()];
  return {
    warehouse_id: warehouse.id,
    warehouse_name: warehouse.name,
    proposals: all,
    line_count: shown.length,
    total: all.reduce((sum, p) => sum + cents(p.total), 0) / 100,
    truncated,
  };
}

/** The oldest draft of each supplier for a warehouse. */
async function draftsOf(db: Db, supplierIds: number[], warehouseId: number) {
  if (!supplierIds.length) return new Map<number, { id: number; number: string }>();
  const { rows } = await db.execute<{ supplier_id: number; id: number; number: string }>(sql`
    select distinct on (supplier_id) supplier_id, id, number from purchase_orders
    where status = 'draft' and warehouse_id = ${warehouseId} and supplier_id in (${sql.join(
      supplierIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by supplier_id, id`);
  return new Map(rows.map(({ supplier_id, ...draft }) => [supplier_id, draft]));
}

interface ReorderGroup {
  supplierId: number;
  warehouseId: number;
  /** Product → quantity, and where in the request it came from (for a field error). */
  lines: Map<number, { quantity: number; at: string }>;
}

/** The proposals by supplier and warehouse (a pair sent twice is one), each product once. */
function groupsOf(input: ReorderInput): Map<string, ReorderGroup> {
  const groups = new Map<string, ReorderGroup>();
  input.proposals.forEach((proposal, i) => {
    const key = `${proposal.supplier_id}:${proposal.warehouse_id}`;
    const group = groups.get(key) ?? { supplierId: proposal.supplier_id, warehouseId: proposal.warehouse_id, lines: new Map() };
    groups.set(key, group);
    proposal.lines.forEach((line, j) => {
      const before = group.lines.get(line.product_id);
      group.lines.set(line.product_id, { quantity: (before?.quantity ?? 0) + line.quantity, at: before?.at ?? `proposals.${i}.lines.${j}` });
    });
  });
  return groups;
}

async function checkReorder(tx: Tx, input: ReorderInput) {
  const errors: FieldErrors = {};
  const ids = (pick: (p: ReorderInput['proposals'][number]) => number) => sql.join([...new Set(input.proposals.map(pick))].map((id) => sql`${id}`), sql`, `);
  const { rows: suppliers } = await tx.execute<{ id: number; status: string }>(sql`select id, status from suppliers where id in (${ids((p) => p.supplier_id)})`);
  const { rows: warehouses } = await tx.execute<{ id: number }>(sql`select id from warehouses where id in (${ids((p) => p.warehouse_id)})`);
  const products = await productsById(
    tx,
    input.proposals.flatMap((p) => p.lines.map((l) => l.product_id)),
  );
  input.proposals.forEach((proposal, i) => {
    const supplier = suppliers.find((s) => s.id === proposal.supplier_id);
    if (!supplier) errors[`proposals.${i}.supplier_id`] = msg('supplier_missing');
    else if (supplier.status !== 'active') errors[`proposals.${i}.supplier_id`] = msg('supplier_inactive');
    if (!warehouses.some((w) => w.id === proposal.warehouse_id)) errors[`proposals.${i}.warehouse_id`] = msg('warehouse_missing');
    proposal.lines.forEach((line, j) => {
      if (!products.has(line.product_id)) errors[`proposals.${i}.lines.${j}.product_id`] = msg('product_missing');
    });
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return products;
}

const summaryOf = (po: Row) => ({
  id: po.id as number,
  number: po.number as string,
  supplier_name: po.supplier_name as string,
  warehouse_name: po.warehouse_name as string,
  line_count: po.line_count as number,
  total: po.total as number,
});

/**
 * Writes the proposals as drafts, all in the caller's transaction. Lines join the drafts of their
 * supplier and warehouse: a product already on one adds to its quantity (at that line's cost),
 * a new product becomes a line (at the product's cost) on the first draft with room; only what
 * no draft can take makes a new one. Each supplier and warehouse is locked for the transaction
 * (in one order, so two requests cannot deadlock): two users drafting at once make one draft.
 */
export async function draftReorder(tx: Tx, input: ReorderInput, actor: Actor): Promise<ReorderResult> {
  const products = await checkReorder(tx, input);
  const groups = [...groupsOf(input).values()].sort((a, b) => a.supplierId - b.supplierId || a.warehouseId - b.warehouseId);
  for (const group of groups) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockyard.po-draft'), hashtext(${`${group.supplierId}:${group.warehouseId}`}))`);
  }
  const created: Row[] = [];
  const updated: Row[] = [];
  for (const group of groups) {
    const { rows: draftIds } = await tx.execute<{ id: number }>(sql`select id from purchase_orders
      where status = 'draft' and supplier_id = ${group.supplierId} and warehouse_id = ${group.warehouseId} order by id for update`);
    const drafts: { current: Row; lines: PurchaseOrderInput['lines']; changed: boolean }[] = [];
    for (const { id } of draftIds) {
      const current = await getRecord(tx, purchaseOrderBinding, id);
      drafts.push({ current, lines: linesOf(current), changed: false });
    }
    const rest: PurchaseOrderInput['lines'] = [];
    const errors: FieldErrors = {};
    for (const [productId, { quantity, at }] of group.lines) {
      const holder = drafts.find((d) => d.lines.some((l) => l.product_id === productId));
      if (holder) {
        const line = holder.lines.find((l) => l.product_id === productId)!;
        if (line.quantity + quantity > MAX_LINE_QUANTITY) {
          errors[`${at}.quantity`] = msg('reorder_line_full', { number: holder.current.number as string, n: line.quantity, max: MAX_LINE_QUANTITY.toLocaleString('en') });
        }
        line.quantity += quantity;
        holder.changed = true;
        continue;
      }
      const line = { product_id: productId, quantity, unit_cost: products.get(productId)!.cost };
      const roomy = drafts.find((d) => d.lines.length < MAX_PO_LINES);
      if (roomy) {
        roomy.lines.push(line);
        roomy.changed = true;
      } else rest.push(line);
    }
    if (Object.keys(errors).length) throw invalid(errors);
    for (const draft of drafts.filter((d) => d.changed)) {
      const { current } = draft;
      const input = { supplier_id: group.supplierId, warehouse_id: group.warehouseId, expected_date: current.expected_date as string | null, notes: current.notes as string | null, lines: draft.lines };
      updated.push(await rewriteDraft(tx, current, input, actor));
    }
    for (let i = 0; i < rest.length; i += MAX_PO_LINES) {
      const lines = rest.slice(i, i + MAX_PO_LINES);
      created.push(await createPurchaseOrder(tx, { supplier_id: group.supplierId, warehouse_id: group.warehouseId, notes: 'Reorder', lines }, actor));
    }
  }
  const numbers = (pos: Row[]) => pos.map((po) => po.number as string).join(', ');
  const message = [created.length ? `${numbers(created)} created` : '', updated.length ? `${numbers(updated)} updated` : ''].filter(Boolean).join(', ');
  return { created: created.map(summaryOf), updated: updated.map(summaryOf), message: `${message}.` };
}
