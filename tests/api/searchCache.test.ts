import { afterAll, beforeAll, expect, it } from 'vitest';
import { productBinding } from '../../server/collections/products';
import { listRecords } from '../../server/services/listing/bindingList';
import { SearchCache } from '../../server/services/searchCache';
import { freshDatabase } from '../helpers/db';

// Issue 21: a products search keeps what it found (server/services/searchCache.ts). Here no
// notification ever reaches the cache, so what keeps a change from being missed is the version
// the page's own statement reads: a change is seen by the very next search, as its writer expects.

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

const WORD = 'versioned';
const cache = new SearchCache(() => true);
const names = async () =>
  (await listRecords(database.db, productBinding, { filter: { q: WORD }, sort: ['name', 'ASC'], range: [0, 24] } as never, { bounded: true, cache })).rows.map(
    (row) => row.name,
  );
const rename = (id: number, name: string) => database.pool.query('update products set name = $1 where id = $2', [name, id]);

it('keeps what a search found, and a change to the products is seen by the next search without any notification', async () => {
  const [first, second] = (await database.pool.query<{ id: number }>('select id from products order by id limit 2')).rows.map((row) => row.id);
  await rename(first, `Alpha ${WORD}`);
  expect(await names()).toEqual([`Alpha ${WORD}`]);

  // Kept: a change that moves no version (the search table written with its triggers off) is not seen.
  const client = await database.pool.connect();
  await client.query(`begin; set local session_replication_role = replica; update product_search set doc = 'hidden' where id = ${first}; commit`);
  expect(await names()).toEqual([`Alpha ${WORD}`]);
  await client.query(`update product_search s set doc = lower(p.sku || ' ' || p.name || ' ' || coalesce(p.barcode, '')) from products p where s.id = p.id and p.id = $1`, [first]);
  client.release();

  // A product renamed into the search, then out of it: each next search says so.
  await rename(second, `Beta ${WORD}`);
  expect(await names()).toEqual([`Alpha ${WORD}`, `Beta ${WORD}`]);
  await rename(first, 'Gamma');
  expect(await names()).toEqual([`Beta ${WORD}`]);
});

it('keeps nothing while the notification channel is not heard', async () => {
  const deaf = new SearchCache(() => false);
  const search = () => listRecords(database.db, productBinding, { filter: { q: 'gamma' }, sort: ['name', 'ASC'], range: [0, 24] } as never, { bounded: true, cache: deaf });
  const before = (await search()).rows.length;
  const client = await database.pool.connect();
  const [{ id }] = (await client.query<{ id: number }>(`select id from product_search where doc not like '%gamma%' order by id limit 1`)).rows;
  await client.query(`begin; set local session_replication_role = replica; update product_search set doc = 'gamma by hand' where id = ${id}; commit`);
  client.release();
  expect((await search()).rows.length).toBe(before + 1);
});
