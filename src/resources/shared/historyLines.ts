import type { AuditLine } from '../../../contract/access';

/** A line of a document's history: added, removed, or the same line (product and rack) changed. */
export type LineRow = { kind: 'added' | 'removed'; line: AuditLine } | { kind: 'changed'; before: AuditLine; after: AuditLine };

const productOf = (line: AuditLine) => (line.product_id !== null ? `#${line.product_id}` : `sku:${line.sku ?? ''}`);

/** Lines are the same line when they hold the same product on the same rack (the nth such, if repeated). */
function keyed(lines: readonly AuditLine[]): Map<string, AuditLine> {
  const seen = new Map<string, number>();
  const out = new Map<string, AuditLine>();
  for (const line of lines) {
    const base = `${productOf(line)}@${line.rack_id ?? ''}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.set(`${base}/${n}`, line);
  }
  return out;
}

const sameLine = (a: AuditLine, b: AuditLine) => a.quantity === b.quantity && (a.price ?? null) === (b.price ?? null) && (a.reason ?? null) === (b.reason ?? null);

/** What a change of lines did, in the order of the lines after it, removed lines last. */
export function lineRows(before: readonly AuditLine[] | null, after: readonly AuditLine[] | null): LineRow[] {
  const old = keyed(before ?? []);
  const rows: LineRow[] = [];
  for (const [key, line] of keyed(after ?? [])) {
    const was = old.get(key);
    old.delete(key);
    if (!was) rows.push({ kind: 'added', line });
    else if (!sameLine(was, line)) rows.push({ kind: 'changed', before: was, after: line });
  }
  for (const line of old.values()) rows.push({ kind: 'removed', line });
  return rows;
}

/** A side of a change that holds lines: a list, nothing, or (an old entry's) text. */
export const isLineList = (value: unknown): value is AuditLine[] | null => value === null || Array.isArray(value);
