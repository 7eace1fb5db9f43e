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

const checkStock = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-stock.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' });

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
});
