import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../server/db/client';
import { prepareData } from '../../server/seed/prepare';
import { ORDER_STATUSES } from '../../contract/orders';
import { PO_STATUSES } from '../../contract/purchaseOrders';
import { JOB_CARD_STATUSES, WORK_ORDER_STATUSES } from '../../contract/workshop';
import { findStockMismatches } from '../../server/ops/reconcile';
import { emptyDatabase, freshDatabase } from '../helpers/db';

const opened: Database[] = [];
async function migratedEmptyDatabase(): Promise<Database> {
  const database = await emptyDatabase();
  opened.push(database);
  await migrateDatabase(database);
  return database;
}
afterAll(async () => {
  for (const d of opened) await d.close();
});

const count = async (d: Database, table: string) => Number((await d.pool.query(`select count(*) from ${table}`)).rows[0].count);
const fingerprint = async (d: Database) =>
  (await d.pool.query(`select md5(string_agg(sku || name || dealer_price || cost || reorder_level || active, ',' order by sku)) as f from products`)).rows[0].f;

describe('demo seed (DESIGN.md §2)', () => {
  it('is not laid down when SEED_DEMO is 0, even on an empty database', async () => {
    const database = await migratedEmptyDatabase();
    expect(await prepareData(database, { seedDemo: false })).toEqual({ seeded: false });
    expect(await count(database, 'users')).toBe(0);
    expect(await count(database, 'permissions')).toBeGreaterThanOrEqual(25);
  });

  it('seeds an empty database once, with the demo accounts, ≥ 8 categories and ≥ 200 products, identically every time', async () => {
    const database = await migratedEmptyDatabase();
    expect(await prepareData(database, { seedDemo: true })).toEqual({ seeded: true });
    const emails = (await database.pool.query(`select email from users where password_hash is not null order by email`)).rows.map((r) => r.email);
    expect(emails).toEqual(['admin@example.com', 'store@example.com', 'tom.okafor@example.com', 'viewer@example.com']);
    expect(await count(database, `users where status = 'pending'`)).toBeGreaterThanOrEqual(1);
    expect(await count(database, 'categories')).toBeGreaterThanOrEqual(8);
    expect(await count(database, 'products')).toBeGreaterThanOrEqual(200);

    expect(await prepareData(database, { seedDemo: true })).toEqual({ seeded: false });
    expect(await count(database, 'users')).toBe(7);

    const other = await freshDatabase();
    try {
      expect(await fingerprint(database)).toBe(await fingerprint(other));
    } finally {
      await other.close();
    }
    // Seeding runs every business flow through the services: seconds, more on a busy machine.
  }, 120_000);

  it('lays down ≥ 100 orders over the last 90 days and every status of every document, with stock, reservations and ledger agreeing', async () => {
    const database = await freshDatabase();
    try {
      const statuses = async (table: string) => (await database.pool.query(`select distinct status from ${table}`)).rows.map((r) => r.status).sort();
      expect(await count(database, 'orders')).toBeGreaterThanOrEqual(100);
      const [{ oldest, newest }] = (await database.pool.query(`select extract(day from now() - min(created_at))::int as oldest, extract(day from now() - max(created_at))::int as newest from orders`)).rows;
      expect(oldest).toBeGreaterThanOrEqual(80);
      expect(oldest).toBeLessThanOrEqual(90);
      expect(newest).toBeLessThanOrEqual(1);
      expect(await statuses('orders')).toEqual([...ORDER_STATUSES].sort());
      expect(await statuses('purchase_orders')).toEqual([...PO_STATUSES].sort());
      expect(await statuses('work_orders')).toEqual([...WORK_ORDER_STATUSES].sort());
      expect(await statuses('job_cards')).toEqual([...JOB_CARD_STATUSES].sort());
      // Reservations are exactly the lines of confirmed and processing orders.
      const [{ wrong }] = (
        await database.pool.query(`select count(*)::int as wrong from products p where p.reserved <> coalesce((select sum(l.quantity) from order_lines l
          join orders o on o.id = l.order_id where l.product_id = p.id and o.status in ('confirmed', 'processing')), 0)`)
      ).rows;
      expect(wrong).toBe(0);
      expect(await findStockMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
