import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { canAccess } from '../../contract/resources';
import { SCAN_COLLECTIONS, type ScanKind, type ScanResult } from '../../contract/scan';
import type { Db } from '../db/client';
import { dealers, jobCards, orders, products, purchaseOrders, racks, rooms, stockAdjustments, stockCounts, warehouses, workOrders } from '../db/schema';
import { conflict, notFound } from '../errors';
import { searchCondition } from './listing/query';

// Issue 20 item 2: what a scanned code is. Precedence: a document number by its prefix, a
// product's barcode, its SKU, a rack's path, a rack's code. A kind the caller may not view is not
// looked up at all, so it is neither found nor in the way of another kind (DESIGN.md §3).

type Found = { id: number; label: string } | undefined;

const PREFIXES = { ORD: 'order', PO: 'purchase-order', WO: 'work-order', JC: 'job-card', SA: 'stock-adjustment', SC: 'stock-count' } as const;
type DocumentKind = (typeof PREFIXES)[keyof typeof PREFIXES];

/** "ord-12" → "ORD-000012", the form the number sequences write (server/db/schema/columns.ts `numbered`). */
function documentNumber(code: string): { kind: DocumentKind; number: string } | undefined {
  const match = /^(ORD|PO|WO|JC|SA|SC)-0*(\d+)$/i.exec(code);
  if (!match) return undefined;
  const prefix = match[1].toUpperCase() as keyof typeof PREFIXES;
  return { kind: PREFIXES[prefix], number: `${prefix}-${match[2].padStart(6, '0')}` };
}

const numbered = (table: typeof purchaseOrders | typeof workOrders | typeof jobCards | typeof stockAdjustments | typeof stockCounts) => async (db: Db, number: string) => {
  const [row] = await db.select({ id: table.id, label: table.number }).from(table).where(eq(table.number, number));
  return row;
};

const DOCUMENTS: Record<DocumentKind, (db: Db, number: string) => Promise<Found>> = {
  order: async (db, number) => {
    const [row] = await db
      .select({ id: orders.id, number: orders.number, dealer: dealers.company_name })
      .from(orders)
      .innerJoin(dealers, eq(dealers.id, orders.dealer_id))
      .where(eq(orders.number, number));
    return row && { id: row.id, label: `${row.number} — ${row.dealer}` };
  },
  'purchase-order': numbered(purchaseOrders),
  'work-order': numbered(workOrders),
  'job-card': numbered(jobCards),
  'stock-adjustment': numbered(stockAdjustments),
  'stock-count': numbered(stockCounts),
};

async function productWhere(db: Db, where: SQL | undefined): Promise<Found> {
  const [row] = await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(where).orderBy(asc(products.id)).limit(1);
  return row && { id: row.id, label: `${row.sku} — ${row.name}` };
}

/**
 * The barcode has no index of its own: the products' search trigram index (sku, name, barcode)
 * narrows to the products whose text contains the code, then the barcode must equal it.
 */
const byBarcode = (db: Db, code: string) => productWhere(db, sql`${searchCondition([products.sku, products.name, products.barcode], code)} and ${products.barcode} = ${code}`);
const bySku = (db: Db, code: string) => productWhere(db, sql`lower(${products.sku}) = lower(${code})`);

const rackPath = sql<string>`${warehouses.code} || ' / ' || ${rooms.code} || ' / ' || ${racks.code}`;
const racksWhere = (db: Db, where: SQL) =>
  db
    .select({ id: racks.id, label: rackPath })
    .from(racks)
    .innerJoin(rooms, eq(rooms.id, racks.room_id))
    .innerJoin(warehouses, eq(warehouses.id, rooms.warehouse_id))
    .where(where)
    .limit(2);

/** Codes are stored in capitals (contract/locations.ts), so any case is found through the unique indexes. */
async function rackByCode(db: Db, code: string): Promise<Found> {
  const parts = code.split('/').map((part) => part.trim().toUpperCase());
  if (parts.length === 3) {
    const [warehouse, room, rack] = parts;
    const [row] = await racksWhere(db, sql`${warehouses.code} = ${warehouse} and ${rooms.code} = ${room} and ${racks.code} = ${rack}`);
    return row;
  }
  if (parts.length !== 1) return undefined;
  // Codes are unique per room only: a code alone that several racks share names none of them.
  const rows = await racksWhere(db, eq(racks.code, parts[0]));
  if (rows.length > 1) throw conflict('scan_several_racks', { code: parts[0] });
  return rows[0];
}

/** The first kind, by precedence, that has a record with this code the caller may view; 404 when none has. */
export async function scanCode(db: Db, code: string, held: Set<string>): Promise<ScanResult> {
  const mayView = (kind: ScanKind) => canAccess(held, SCAN_COLLECTIONS[kind], 'read');
  const document = documentNumber(code);
  if (document && mayView(document.kind)) {
    const found = await DOCUMENTS[document.kind](db, document.number);
    if (found) return { kind: document.kind, ...found };
  }
  if (mayView('product')) {
    const found = (await byBarcode(db, code)) ?? (await bySku(db, code));
    if (found) return { kind: 'product', ...found };
  }
  if (mayView('rack')) {
    const found = await rackByCode(db, code);
    if (found) return { kind: 'rack', ...found };
  }
  throw notFound('scan_no_match', { code });
}
