import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change; written into the audit log with it. */
export interface Actor {
  kind: 'staff' | 'dealer' | 'system';
  id: number | null;
  name: string | null;
}

export const SYSTEM: Actor = { kind: 'system', id: null, name: 'System' };

export type Changes = Record<string, [unknown, unknown]>;

const IGNORED = new Set(['id', 'created_at', 'updated_at', 'version']);

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** field → [before, after] for every field whose value differs; bookkeeping fields left out. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (IGNORED.has(key)) continue;
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

export async function recordHistory(db: Db, collection: string, recordId: number, offset: number, limit: number) {
  const where = and(eq(auditLog.collection, collection), eq(auditLog.record_id, recordId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, actor_name: auditLog.actor_name, changes: auditLog.changes })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total, offset };
}
