import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '../contract/permissions';
import { DEFAULT_SETTINGS } from '../contract/settings';
import { migrateDatabase } from '../server/db/client';
import { syncPermissions } from '../server/seed/permissions';
import { productSearchText } from '../server/collections/products';
import { hashPassword } from '../server/services/passwords';
import { findStockMismatches } from '../server/ops/reconcile';
import { ensureSettings } from '../server/services/settings';
import { BENCH_ADMIN, BENCH_DEALERS, benchDealer, openPool, startBenchDatabase, timed } from './database';

// `npm run seed:bench -- --products 100000 --movements 1000000 --orders 50000` (issue 9 item 1):
// the scale data set, laid down by set-based SQL in its own database. The ledger is built
// first; levels and product totals are its sums, reservations the sums of open order lines,
// so `findStockMismatches` (npm run check:stock) finds nothing.

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    movements: { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '50000' },
  },
});
const count = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const PRODUCTS = count('products');
const MOVEMENTS = Math.max(count('movements'), PRODUCTS);
const ORDERS = count('orders');
const CATEGORIES = 40;
const SUPPLIERS = 200;
const DEALERS = 1000;
const WAREHOUSES = 3;
const ROOMS_PER_WAREHOUSE = 10;
const RACKS_PER_ROOM = 20;
const RACKS = WAREHOUSES * ROOMS_PER_WAREHOUSE * RACKS_PER_ROOM;
/** Each product sits on this many racks; every (product, rack) pair opens with a receipt. */
const RACKS_PER_PRODUCT = Math.min(2, Math.floor(MOVEMENTS / PRODUCTS));

const BRANDS = ['Bosch', 'Brembo', 'Mahle', 'Valeo', 'Denso', 'Febi', 'Lemforder', 'Sachs', 'Mann', 'Hella', 'Gates', 'Continental', 'NGK', 'Monroe', 'TRW', 'Delphi'];
const ITEMS = [
  'Brake pad set', 'Brake disc', 'Brake caliper', 'Brake hose', 'Timing belt', 'Water pump', 'Spark plug', 'Head gasket', 'Thermostat',
  'Oil filter', 'Air filter', 'Cabin filter', 'Fuel filter', 'Alternator', 'Starter motor', 'Battery', 'Ignition coil', 'Headlamp bulb',
  'Shock absorber', 'Coil spring', 'Control arm', 'Ball joint', 'Stabiliser link', 'Strut mount', 'Wheel bearing', 'Wiper blade',
  'Wing mirror', 'Tail lamp', 'Radiator', 'Clutch kit', 'Drive shaft', 'Exhaust clamp', 'Oxygen sensor', 'Fuel injector', 'Tie rod end',
];
const VARIANTS = ['Standard', 'Heavy duty', 'Premium', 'OEM fit', 'Sport', 'Eco'];

const textArray = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`);

async function main() {
  const started = performance.now();
  console.log(`seed:bench: ${PRODUCTS} products, ${MOVEMENTS} movements, ${ORDERS} orders`);
  const target = await startBenchDatabase();
  console.log(`seed:bench: database ${target.describe}`);
  const database = openPool(target.url, 2);
  const { db } = database;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  try {
    await timed('reset schema and migrate', async () => {
      await run(sql`drop schema if exists public cascade`);
      await run(sql`drop schema if exists drizzle cascade`);
      await run(sql`create schema public`);
      await migrateDatabase(database);
      await syncPermissions(db);
      await ensureSettings(db);
    });
    // Bulk load: no per-row foreign-key and append-only trigger calls (needs a superuser;
    // the embedded cluster's user is one). The data is built consistent by construction.
    await run(sql`set session_replication_role = replica`).catch(() => console.log('  (not a superuser: triggers stay on, the load is slower)'));
    await run(sql`set work_mem = '256MB'`);
    await run(sql`set maintenance_work_mem = '512MB'`);

    await timed('staff admin and dealer portal login', async () => {
      const hash = await hashPassword(BENCH_ADMIN.password);
      await run(sql`insert into roles (name, description) values ('Administrator', 'Every permission')`);
      await run(sql`insert into role_permissions (role_id, permission_id) select 1, id from permissions where name in ${sql.raw(`(${ALL_PERMISSIONS.map((p) => `'${p}'`).join(', ')})`)}`);
      await run(sql`insert into users (full_name, email, password_hash, role_id, status) values ('Bench Administrator', ${BENCH_ADMIN.email}, ${hash}, 1, 'active')`);
    });
    await timed(`${CATEGORIES} categories, ${SUPPLIERS} suppliers, ${DEALERS} dealers`, async () => {
      await run(sql`insert into categories (name, description) select 'Category ' || lpad(g::text, 3, '0'), 'Bench category ' || g from generate_series(1, ${CATEGORIES}) g`);
      await run(sql`insert into suppliers (company_name, contact_person_name, email, phone, tax_id)
        select 'Supplier ' || lpad(g::text, 4, '0') || ' Ltd', 'Contact ' || g, 'supplier' || g || '@bench.example', '+44 20 7946 ' || lpad(g::text, 4, '0'), 'GB' || (100000000 + g)
        from generate_series(1, ${SUPPLIERS}) g`);
      const dealerHash = await hashPassword(benchDealer(1).password);
      await run(sql`insert into dealers (company_name, contact_person_name, email, phone, tax_id, credit_limit, portal_email, portal_password_hash)
        select 'Dealer ' || lpad(g::text, 4, '0') || ' Motors', 'Buyer ' || g, 'dealer' || g || '@bench.example', '+44 161 496 ' || lpad(g::text, 4, '0'), 'GB' || (200000000 + g), 0,
          (${textArray(Array.from({ length: BENCH_DEALERS }, (_, i) => benchDealer(i + 1).email))})[g], case when g <= ${BENCH_DEALERS} then ${dealerHash} end
        from generate_series(1, ${DEALERS}) g`);
    });
    await timed(`${WAREHOUSES} warehouses, ${WAREHOUSES * ROOMS_PER_WAREHOUSE} rooms, ${RACKS} racks`, async () => {
      await run(sql`insert into warehouses (code, name) select 'W' || g, 'Warehouse ' || g from generate_series(1, ${WAREHOUSES}) g`);
      await run(sql`insert into rooms (warehouse_id, code, name) select w, 'R' || lpad(r::text, 2, '0'), 'Room ' || r
        from generate_series(1, ${WAREHOUSES}) w, generate_series(1, ${ROOMS_PER_WAREHOUSE}) r order by w, r`);
      await run(sql`insert into racks (room_id, code) select room, 'K' || lpad(k::text, 2, '0')
        from generate_series(1, ${WAREHOUSES * ROOMS_PER_WAREHOUSE}) room, generate_series(1, ${RACKS_PER_ROOM}) k order by room, k`);
    });
    await timed(`${PRODUCTS} products`, () =>
      run(sql`insert into products (sku, name, category_id, preferred_supplier_id, unit, dealer_price, cost, reorder_level, barcode, description, active)
        select 'BN-' || lpad(g::text, 7, '0'),
          (${textArray(BRANDS)})[1 + (g * 7) % ${BRANDS.length}] || ' ' || (${textArray(ITEMS)})[1 + (g * 13) % ${ITEMS.length}] || ' ' ||
            (${textArray(VARIANTS)})[1 + (g * 3) % ${VARIANTS.length}] || ' ' || (1000 + g % 9000),
          1 + g % ${CATEGORIES}, 1 + (g * 11) % ${SUPPLIERS}, 'pcs',
          round((5 + (g * 37) % 500)::numeric + 0.99, 2), round((3 + (g * 37) % 500)::numeric * 0.6, 2), (g * 17) % 50,
          lpad((4000000000000 + g * 7919)::text, 13, '0'), null, g % 50 <> 0
        from generate_series(1, ${PRODUCTS}) g`),
    );
    // The products' search table (issue 21), which the bulk load's disabled triggers did not keep
    // (with triggers on, the rows are there already): the same rows, in the same name order, as
    // migration 0014's backfill, and its indexes rebuilt whole as that migration builds them.
    await timed('products search table', async () => {
      await run(sql`insert into product_search (id, name, active, category_id, preferred_supplier_id, unit, doc)
        select id, name, active, category_id, preferred_supplier_id, unit, ${productSearchText}
        from products order by name, id on conflict do nothing`);
      await run(sql`reindex table product_search`);
    });
    const pairs = PRODUCTS * RACKS_PER_PRODUCT;
    await timed(`${MOVEMENTS} stock movements (balance_after by window)`, async () => {
      // Movement g belongs to pair (g-1) % pairs; a pair's first movement opens it with 100-499
      // units, later ones move -5..+9, so no balance ever drops below zero.
      await run(sql`insert into stock_movements (id, product_id, rack_id, delta, balance_after, kind, actor_kind, actor_name, created_at, done_at)
        select g, product_id, rack_id, delta, sum(delta) over (partition by product_id, rack_id order by g), kind, 'system', 'Bench seed', at, at
        from (select *, now() - interval '365 days' + (g::float8 / ${MOVEMENTS}) * interval '364 days' as at from (
          select g, product_id, 1 + ((product_id - 1) * 7 + slot * ${Math.floor(RACKS / Math.max(RACKS_PER_PRODUCT, 1))}) % ${RACKS} as rack_id, delta,
            case when g <= ${pairs} then 'opening' when delta > 0 then 'receipt' else 'issue' end as kind
          from (
            select g, 1 + ((g - 1) % ${pairs}) % ${PRODUCTS} as product_id, ((g - 1) % ${pairs}) / ${PRODUCTS} as slot,
              case when g <= ${pairs} then 100 + (g * 37) % 400 else coalesce(nullif((g * 7919) % 15 - 5, 0), 3) end as delta
            from generate_series(1::bigint, ${MOVEMENTS}) g
          ) s
        ) m) timed order by g`);
      await run(sql`select setval(pg_get_serial_sequence('stock_movements', 'id'), ${MOVEMENTS})`);
    });
    await timed('stock levels and product totals from the ledger', async () => {
      await run(sql`insert into stock_levels (product_id, rack_id, on_hand) select product_id, rack_id, sum(delta) from stock_movements group by product_id, rack_id`);
      await run(sql`update products p set on_hand = s.total from (select product_id, sum(on_hand)::int as total from stock_levels group by product_id) s where s.product_id = p.id`);
      // The stock hub's per-warehouse totals (issue 21), which the bulk load's disabled triggers did not keep
      // (with triggers on, the rows are there already).
      await run(sql`insert into warehouse_stock (warehouse_id, product_id, name, on_hand)
        select r.warehouse_id, sl.product_id, p.name, sum(sl.on_hand)::int from stock_levels sl join racks k on k.id = sl.rack_id
        join rooms r on r.id = k.room_id join products p on p.id = sl.product_id group by 1, 2, 3 on conflict do nothing`);
    });
    await timed(`${ORDERS} orders with lines`, async () => {
      const { tax_rate } = DEFAULT_SETTINGS;
      // Status spread: 15% pending, 10% confirmed, 10% processing, 10% dispatched, 45% delivered, 10% cancelled.
      await run(sql`insert into orders (dealer_id, status, tax_rate, subtotal, tax, total, placed_by, created_at, updated_at)
        select 1 + (g * 31) % ${DEALERS},
          case when g % 20 < 3 then 'pending' when g % 20 < 5 then 'confirmed' when g % 20 < 7 then 'processing'
               when g % 20 < 9 then 'dispatched' when g % 20 < 18 then 'delivered' else 'cancelled' end,
          ${tax_rate}, 0, 0, 0, case when g % 3 = 0 then 'staff' else 'dealer' end,
          now() - interval '365 days' + (g::float8 / ${ORDERS}) * interval '364 days', now()
        from generate_series(1, ${ORDERS}) g`);
      await run(sql`insert into order_lines (order_id, line_no, product_id, quantity, unit_price, line_total)
        select o.id, n, p.id, q, p.dealer_price, p.dealer_price * q
        from orders o, generate_series(1, 4) n, lateral (select 1 + (o.id * 7 + n) % 5 as q) qq,
          lateral (select id, dealer_price from products where id = 1 + (o.id * 7919 + n * 104729) % ${PRODUCTS}) p
        where n <= 1 + o.id % 4`);
      await run(sql`update orders o set subtotal = t.subtotal, tax = round(t.subtotal * o.tax_rate / 100, 2), total = t.subtotal + round(t.subtotal * o.tax_rate / 100, 2)
        from (select order_id, sum(line_total) as subtotal from order_lines group by order_id) t where t.order_id = o.id`);
      await run(sql`insert into status_changes (doc_type, doc_id, from_status, to_status, actor_kind, actor_name, at)
        select 'order', id, null, status, 'system', 'Bench seed', created_at from orders`);
      await run(sql`select setval('order_number_seq', ${ORDERS})`);
      await run(sql`update products p set reserved = r.total from (select l.product_id, sum(l.quantity)::int as total from order_lines l join orders o on o.id = l.order_id
        where o.status in ('confirmed', 'processing') group by l.product_id) r where r.product_id = p.id`);
    });
    await run(sql`set session_replication_role = origin`).catch(() => {});
    await timed('vacuum analyze', () => run(sql`vacuum analyze`));
    await timed('ledger check (npm run check:stock)', async () => {
      const mismatches = await findStockMismatches(db);
      if (mismatches.length) throw new Error(`${mismatches.length} stock mismatches, e.g. ${JSON.stringify(mismatches[0])}`);
    });
    console.log(`seed:bench: done in ${((performance.now() - started) / 1000).toFixed(1)} s; staff ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}, dealers ${benchDealer(1).email} … ${benchDealer(BENCH_DEALERS).email} / ${benchDealer(1).password}`);
  } finally {
    await database.close();
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`seed:bench failed: ${(err as Error).stack ?? err}${(err as { cause?: Error }).cause ? `\ncause: ${(err as { cause: Error }).cause.message}` : ""}`);
  process.exit(1);
});
