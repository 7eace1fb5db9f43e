import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/db';

const root = path.resolve(import.meta.dirname, '../..');
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const checkStock = (url = database.url) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-stock.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });

describe('npm run check:stock', () => {
  it('passes on the demo data and prints each mismatch when a level disagrees with its ledger', async () => {
    const ok = checkStock();
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/every level equals the sum of its movements/);

    const [row] = (await database.pool.query(`select product_id, rack_id from stock_levels where on_hand > 0 order by 1, 2 limit 1`)).rows;
    await database.pool.query(`update stock_levels set on_hand = on_hand + 1 where product_id = $1 and rack_id = $2`, [row.product_id, row.rack_id]);
    const bad = checkStock();
    expect(bad.stdout + bad.stderr).toContain('MISMATCH');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`MISMATCH product ${row.product_id} in rack ${row.rack_id}`);
    expect(bad.stdout).toContain(`MISMATCH product ${row.product_id} total`);
    expect(bad.stdout).toMatch(/2 mismatch\(es\)/);
  }, 60_000);

  it('reports a reservation that disagrees with the confirmed and processing orders', async () => {
    const [row] = (await database.pool.query(`select id, reserved from products order by id limit 1`)).rows;
    await database.pool.query(`update products set reserved = reserved + 2 where id = $1`, [row.id]);
    const bad = checkStock();
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`MISMATCH product ${row.id} reserved ${row.reserved + 2}, confirmed and processing orders ${row.reserved}`));
  }, 60_000);

  it('issue 21: checks the stock hub’s per-warehouse totals against the racks, through a rename and a rack moving warehouse', async () => {
    // A database of its own: the tests above leave theirs broken on purpose.
    const own = await freshDatabase();
    const query = (text: string, params?: unknown[]) => own.pool.query(text, params);
    // Kept by triggers: a rename and an empty rack moving to another warehouse leave nothing to report.
    const [level] = (await query(`select product_id, rack_id from stock_levels where on_hand > 0 order by 1, 2 limit 1`)).rows;
    await query(`update products set name = name || ' (renamed)' where id = $1`, [level.product_id]);
    // An empty rack (a level row at 0 on it) moves to a room of another warehouse.
    const [room] = (await query(`select k.room_id, r.warehouse_id from racks k join rooms r on r.id = k.room_id where k.id = $1`, [level.rack_id])).rows;
    const [empty] = (await query(`insert into racks (room_id, code) values ($1, 'MOVING') returning id`, [room.room_id])).rows;
    await query(`insert into stock_levels (product_id, rack_id, on_hand) values ($1, $2, 0)`, [level.product_id, empty.id]);
    const [otherRoom] = (await query(`select id from rooms where warehouse_id <> $1 order by id limit 1`, [room.warehouse_id])).rows;
    await query(`update racks set room_id = $1 where id = $2`, [otherRoom.id, empty.id]);
    const ok = checkStock(own.url);
    expect(ok.stdout).toMatch(/every warehouse total the sum of its racks/);
    expect(ok.status).toBe(0);

    // A total that disagrees is reported with its warehouse.
    const [total] = (await query(`select warehouse_id, product_id from warehouse_stock where on_hand > 0 order by 1, 2 limit 1`)).rows;
    await query(`update warehouse_stock set on_hand = on_hand + 3 where warehouse_id = $1 and product_id = $2`, [total.warehouse_id, total.product_id]);
    const bad = checkStock(own.url);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`MISMATCH product ${total.product_id} in warehouse ${total.warehouse_id}: stock hub total`);
    await own.close();
  }, 60_000);

  it('issue 21: checks the products’ search table against the products: a missing, an extra and a stale row', async () => {
    const own = await freshDatabase();
    const query = (text: string, params?: unknown[]) => own.pool.query(text, params);
    // Kept by triggers: a rename, a new product and a deleted one leave nothing to report.
    const [first, second, third] = (await query(`select id from products order by id limit 3`)).rows.map((r: { id: number }) => r.id);
    await query(`update products set name = name || ' (renamed)', barcode = 'X-1' where id = $1`, [first]);
    const [added] = (await query(`insert into products (sku, name, category_id, dealer_price, cost) select 'CHK-1', 'Checked', min(id), 1, 1 from categories returning id`)).rows;
    await query(`delete from products where id = $1`, [added.id]);
    const ok = checkStock(own.url);
    expect(ok.stdout).toMatch(/every product its search row/);
    expect(ok.status).toBe(0);

    // Tampered rows, past the triggers: a stale text, a row gone, and one for no product.
    await query(`update product_search set doc = 'tampered' where id = $1`, [first]);
    await query(`delete from product_search where id = $1`, [second]);
    await query(`update product_search set active = not active where id = $1`, [third]);
    await query(`begin; set local session_replication_role = replica;
      insert into product_search (id, name, active, category_id, unit, doc) values (999999, 'Ghost', true, 1, 'pcs', 'ghost'); commit`);
    const bad = checkStock(own.url);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`MISMATCH product ${first} search row: differs from the product`);
    expect(bad.stdout).toContain(`MISMATCH product ${second} search row: missing`);
    expect(bad.stdout).toContain(`MISMATCH product ${third} search row: differs from the product`);
    expect(bad.stdout).toContain(`MISMATCH product 999999 search row: left after the product was deleted`);
    expect(bad.stdout).toMatch(/4 mismatch\(es\)/);
    await own.close();
  }, 60_000);
});
