import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLine } from '../../contract/access';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change; written into the audit log with it. */
export interface Actor {
  kind: 'staff' | 'dealer' | 'system';
  id: number | null;
  name: string | null;
  /**
   * What a staff actor holds now (their role's permissions, read with their session): the
   * privilege rules (services/privilege.ts) give and change only within it. Never written to the log.
   */
  permissions?: ReadonlySet<string>;
  /** The API key the staff actor acts through (its name is the actor's name); never written to the log. */
  apiKeyId?: number;
}

export const SYSTEM: Actor = { kind: 'system', id: null, name: 'System' };

export type Changes = Record<string, [unknown, unknown]>;

/** Bookkeeping, not a change a person made: the entry itself says who and when. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'version', 'created_by', 'posted_by', 'posted_at']);

/** Also left out of entries written before those rules: bookkeeping and fields computed from others. */
const HIDDEN = new Set([
  ...BOOKKEEPING,
  'created_by_name',
  'posted_by_name',
  'dealer_name',
  'supplier_name',
  'warehouse_name',
  'line_count',
  'history',
  'work_orders',
  'password_hash',
  'portal_password_hash',
]);

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** field → [before, after] for every field whose value differs; bookkeeping fields left out. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (BOOKKEEPING.has(key)) continue;
    const a = comparable(before?.[key]);
    const b = comparable(after?.[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a ?? null, b ?? null];
  }
  return changes;
}

/** DESIGN.md §6 "Audit": call inside the transaction of the change it records. */
export async function recordAudit(
  tx: Tx,
  entry: { collection: string; recordId: number; action: string; actor: Actor; changes: Changes },
): Promise<void> {
  await tx.insert(auditLog).values({
    collection: entry.collection,
    record_id: entry.recordId,
    action: entry.action,
    actor_kind: entry.actor.kind,
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    changes: entry.changes,
  });
}

// ---- Reading: a history a person can read (issue 18). Entries keep ids; each page of the
// history names them (`refs`), one query per kind of record, whatever the entries' age.

/** The kinds of record a change can point at, and what people call one. */
const NAMES = {
  products: sql`select id, sku || ' — ' || name as name from products`,
  categories: sql`select id, name from categories`,
  suppliers: sql`select id, company_name as name from suppliers`,
  dealers: sql`select id, company_name as name from dealers`,
  warehouses: sql`select id, code || ' — ' || name as name from warehouses`,
  rooms: sql`select r.id, w.code || ' / ' || r.code as name from rooms r join warehouses w on w.id = r.warehouse_id`,
  racks: sql`select k.id, w.code || ' / ' || r.code || ' / ' || k.code as name from racks k join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id`,
  users: sql`select id, full_name as name from users`,
  roles: sql`select id, name from roles`,
  orders: sql`select id, number as name from orders`,
  work_orders: sql`select id, number as name from work_orders`,
} satisfies Record<string, SQL>;
type Target = keyof typeof NAMES;

/** The fields that hold the id of another record (a line's product_id and rack_id too). */
const REFERENCES: Record<string, Target> = {
  product_id: 'products',
  category_id: 'categories',
  parent_id: 'categories',
  preferred_supplier_id: 'suppliers',
  supplier_id: 'suppliers',
  dealer_id: 'dealers',
  warehouse_id: 'warehouses',
  room_id: 'rooms',
  rack_id: 'racks',
  order_id: 'orders',
  work_order_id: 'work_orders',
  assignee_id: 'users',
  technician_id: 'users',
  role_id: 'roles',
};

/** The fields that hold a document's lines. */
const LINE_FIELDS = new Set(['lines', 'parts']);

const LEGACY_LINE = /^(-?\d+) × (\S+?)(?: @ (-?\d+(?:\.\d+)?))?$/;

const numberOr = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : undefined);

function lineOf(raw: Record<string, unknown>): AuditLine {
  const line: AuditLine = { product_id: numberOr(raw.product_id) ?? null, quantity: numberOr(raw.quantity) ?? 0 };
  const rack = numberOr(raw.rack_id);
  if (rack !== undefined) line.rack_id = rack;
  const price = numberOr(raw.price ?? raw.unit_price ?? raw.unit_cost);
  if (price !== undefined) line.price = price;
  if (typeof raw.reason === 'string') line.reason = raw.reason;
  return line;
}

/**
 * A side of a change of lines as a list. Entries written before lines were lists kept them as
 * JSON text (stock adjustments) or as "2 × BRK-1001 @ 12.50; …" (orders, purchase orders);
 * text that is neither stays text.
 */
function linesOf(value: unknown): AuditLine[] | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.filter((l) => l && typeof l === 'object').map(lineOf);
  if (typeof value !== 'string') return String(value);
  if (value.trimStart().startsWith('[')) {
    try {
      return linesOf(JSON.parse(value));
    } catch {
      return value;
    }
  }
  const parsed = value.split('; ').map((part) => LEGACY_LINE.exec(part.trim()));
  if (parsed.some((match) => !match)) return value;
  return parsed.map((match) => {
    const [, quantity, sku, price] = match!;
    return { product_id: null, sku, quantity: Number(quantity), ...(price !== undefined ? { price: Number(price) } : {}) };
  });
}

/** The entry's changes a person reads: bookkeeping left out, lines as lists. */
function readableChanges(changes: unknown): Changes {
  const out: Changes = {};
  if (!changes || typeof changes !== 'object') return out;
  for (const [field, pair] of Object.entries(changes as Record<string, unknown>)) {
    if (HIDDEN.has(field) || !Array.isArray(pair)) continue;
    const [before, after] = pair as [unknown, unknown];
    out[field] = LINE_FIELDS.has(field) ? [linesOf(before), linesOf(after)] : [before ?? null, after ?? null];
  }
  return out;
}

/** Every id a change mentions, as [field, id]. */
function mentions(changes: Changes): [string, number][] {
  const found: [string, number][] = [];
  for (const [field, sides] of Object.entries(changes)) {
    for (const side of sides) {
      if (REFERENCES[field] && typeof side === 'number') found.push([field, side]);
      if (LINE_FIELDS.has(field) && Array.isArray(side)) {
        for (const line of side as AuditLine[]) {
          if (line.product_id !== null) found.push(['product_id', line.product_id]);
          if (typeof line.rack_id === 'number') found.push(['rack_id', line.rack_id]);
        }
      }
    }
  }
  return found;
}

const idList = (ids: Iterable<number | string>) => sql.join([...ids].map((id) => sql`${id}`), sql`, `);

/** Lines of old entries name their product by SKU: find the product, so that they read like new ones. */
async function resolveSkus(db: Db, entries: Changes[]): Promise<void> {
  const lines = entries.flatMap((changes) =>
    Object.entries(changes).flatMap(([field, sides]) => (LINE_FIELDS.has(field) ? sides.flatMap((s) => (Array.isArray(s) ? (s as AuditLine[]) : [])) : [])),
  );
  const skus = new Set(lines.flatMap((l) => (l.product_id === null && l.sku ? [l.sku] : [])));
  if (!skus.size) return;
  const { rows } = await db.execute<{ id: number; sku: string }>(sql`select id, sku from products where sku in (${idList(skus)})`);
  const bySku = new Map(rows.map((r) => [r.sku, r.id]));
  for (const line of lines) {
    const id = line.sku !== undefined && line.product_id === null ? bySku.get(line.sku) : undefined;
    if (id !== undefined) {
      line.product_id = id;
      delete line.sku;
    }
  }
}

/** Names of the records a page of entries points at: target → id → name, one query per target. */
async function namesOf(db: Db, wanted: Map<Target, Set<number>>): Promise<Map<Target, Map<number, string>>> {
  const found = new Map<Target, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([target, ids]) => {
      const { rows } = await db.execute<{ id: number; name: string }>(sql`select * from (${NAMES[target]}) named where id in (${idList(ids)})`);
      found.set(target, new Map(rows.map((r) => [Number(r.id), r.name])));
    }),
  );
  return found;
}

/** A page of stored entries as people read them: readable changes, and the names of what they point at. */
export async function readableEntries<E extends { changes: unknown }>(db: Db, stored: E[]): Promise<(Omit<E, 'changes'> & Pick<AuditEntry, 'changes' | 'refs'>)[]> {
  const changes = stored.map((entry) => readableChanges(entry.changes));
  await resolveSkus(db, changes);
  const wanted = new Map<Target, Set<number>>();
  for (const [field, id] of changes.flatMap(mentions)) {
    const target = REFERENCES[field];
    wanted.set(target, (wanted.get(target) ?? new Set()).add(id));
  }
  const names = await namesOf(db, wanted);
  return stored.map((entry, i) => {
    const refs: AuditEntry['refs'] = {};
    for (const [field, id] of mentions(changes[i])) {
      const name = names.get(REFERENCES[field])?.get(id);
      if (name !== undefined) (refs[field] ??= {})[String(id)] = name;
    }
    return { ...entry, changes: changes[i], refs };
  });
}

export async function recordHistory(db: Db, collection: string, recordId: number, page: { offset: number; limit: number; oldestFirst?: boolean }) {
  const { offset, limit } = page;
  const where = and(eq(auditLog.collection, collection), eq(auditLog.record_id, recordId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, actor_name: auditLog.actor_name, changes: auditLog.changes })
      .from(auditLog)
      .where(where)
      .orderBy(page.oldestFirst ? asc(auditLog.id) : desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows: await readableEntries(db, rows), total, offset };
}
