import { sql, type SQL } from 'drizzle-orm';
import type { AuditLine } from '../../contract/access';
import type { StatusName } from '../../contract/messages';
import { canTransition, type Transitions } from '../../contract/workflow';
import type { Tx } from '../db/client';
import { statusChanges, users } from '../db/schema';
import { conflict } from '../errors';
import { recordAudit, type Actor } from './audit';
import { statusMoved } from './events';
import { outer } from './wording';

// What the four business documents (orders, purchase orders, work orders, job cards) share:
// the state-machine check, the status history and their computed fields.

export type DocType = 'order' | 'purchase_order' | 'work_order' | 'job_card';

/** An illegal move is 409 with a message that says what is possible; nothing is changed. */
export function assertTransition<S extends string>(table: Transitions<S>, record: Record<string, unknown>, to: S): void {
  const from = record.status as S;
  if (from === to) throw conflict('already_status', { number: record.number as string, status: to as StatusName });
  if (canTransition(table, from, to)) return;
  const next = table[from] ?? [];
  const number = record.number as string;
  throw next.length
    ? conflict('cannot_move_options', { number, status: from as StatusName, status_to: to as StatusName, status_from: from as StatusName, statuses: next as readonly string[] as StatusName[] })
    : conflict('cannot_move', { number, status: from as StatusName, status_to: to as StatusName });
}

export async function recordStatusChange(tx: Tx, doc: { type: DocType; id: number }, from: string | null, to: string, actor: Actor, note?: string | null) {
  await tx.insert(statusChanges).values({
    doc_type: doc.type,
    doc_id: doc.id,
    from_status: from,
    to_status: to,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_name: actor.name,
    note: note ?? null,
  });
}

const COLLECTION: Record<DocType, { table: string; collection: string }> = {
  order: { table: 'orders', collection: 'orders' },
  purchase_order: { table: 'purchase_orders', collection: 'purchase-orders' },
  work_order: { table: 'work_orders', collection: 'work-orders' },
  job_card: { table: 'job_cards', collection: 'job-cards' },
};

/** Moves a document to `to`: its row (new version), its status history, its audit entry and its event, in the caller's transaction. */
export async function moveStatus(tx: Tx, doc: { type: DocType; record: Record<string, unknown> }, to: string, actor: Actor, opts: { note?: string | null; action?: string } = {}) {
  const { table, collection } = COLLECTION[doc.type];
  const id = doc.record.id as number;
  const from = doc.record.status as string;
  await tx.execute(sql`update ${sql.identifier(table)} set status = ${to}, version = version + 1, updated_at = now() where id = ${id}`);
  await recordStatusChange(tx, { type: doc.type, id }, from, to, actor, opts.note);
  await recordAudit(tx, { collection, recordId: id, action: opts.action ?? to, actor, changes: { status: [from, to] } });
  await statusMoved(tx, collection, doc.record, to, actor);
}

/** A document's status history, oldest first, as a computed field. */
export const historyOf = (type: DocType, table: string) =>
  sql<unknown[]>`(select coalesce(json_agg(json_build_object('id', h.id, 'from_status', h.from_status, 'to_status', h.to_status,
    'actor_kind', h.actor_kind, 'actor_name', h.actor_name, 'note', h.note, 'at', h.at) order by h.id), '[]'::json)
    from ${statusChanges} h where h.doc_type = ${type} and h.doc_id = ${outer(table)}.id)`.as('history');

/** The full name of the user a column of `table` points at. */
export const userName = (table: string, column: string, alias: string) =>
  sql<string | null>`(select u.full_name from ${users} u where u.id = ${outer(table)}.${sql.identifier(column)})`.as(alias);

/** A scalar looked up from another table by a foreign key of `table`. */
export const lookup = (table: string, column: string, target: string, field: SQL, alias: string) =>
  sql`(select ${field} from ${sql.identifier(target)} t where t.id = ${outer(table)}.${sql.identifier(column)})`.as(alias);

/** Products by id with what lines need; a missing id is simply absent from the map. */
export async function productsById(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, ProductFacts>();
  const { rows } = await tx.execute<ProductFacts>(
    sql`select id, sku, name, active, dealer_price, cost, on_hand, reserved from products where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export type ProductFacts = {
  id: number;
  sku: string;
  name: string;
  active: boolean;
  dealer_price: number;
  cost: number;
  on_hand: number;
  reserved: number;
};

/** Racks by id with their warehouse and printable path. */
export async function racksById(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, RackFacts>();
  const { rows } = await tx.execute<RackFacts>(sql`
    select k.id, r.warehouse_id, w.code || ' / ' || r.code || ' / ' || k.code as path
    from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id
    where k.id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.id, r]));
}

export type RackFacts = {
  id: number;
  warehouse_id: number;
  path: string;
};

/** A document's lines as its audit entry keeps them: product, quantity and unit price or cost; the history names the product when read. */
function auditLines(lines: unknown): AuditLine[] {
  if (!Array.isArray(lines)) return [];
  return lines.map((l: Record<string, unknown>) => ({
    product_id: l.product_id as number,
    quantity: l.quantity as number,
    price: (l.unit_price ?? l.unit_cost) as number,
  }));
}

/** What a document's audit entry compares: its lines as lists, computed fields left out. */
export function auditable(row: Record<string, unknown>, nested: string[], computed: string[]) {
  const out: Record<string, unknown> = { ...row };
  for (const key of nested) out[key] = auditLines(row[key]);
  for (const key of computed) delete out[key];
  return out;
}

/** A document made by the generic create path still records its author and its first status. */
export async function stampCreated(tx: Tx, table: 'work_orders' | 'job_cards', doc: { type: DocType; id: number }, status: string, actor: Actor) {
  if (actor.kind === 'staff') await tx.execute(sql`update ${sql.identifier(table)} set created_by = ${actor.id} where id = ${doc.id}`);
  await recordStatusChange(tx, doc, null, status, actor);
}
