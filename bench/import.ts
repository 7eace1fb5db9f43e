import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csvLine } from '../server/services/csvExport';
import { BENCH_ADMIN, openPool, startBenchDatabase } from './database';
import { signIn, startApiServer } from './load';

// `npm run bench:import` (issue 19 item 6): 100,000 new products imported into the scale data set
// of `npm run seed:bench`, through the real API as the SPA sends them: the check (dry run), then
// the commit. Measured in the same run: the server's memory growth and how the API answers other
// requests meanwhile. The imported products are deleted again at the end. Issue 32: a check of
// 20,000 categories first (2.3 ms a row before, one row at a time: 46 s; the target is 10× that).

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, 'category-rows': { type: 'string', default: '20000' } } });
const ROWS = Number(values.rows);
const CATEGORY_ROWS = Number(values['category-rows']);
const TARGETS = { categoriesCheckSeconds: 5, checkSeconds: 20, commitSeconds: 60, memoryMb: 200, otherP99Ms: 250 };

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** The file, written to disk a line at a time: the bench holds no more of it in memory than the server may. */
async function writeFile(file: string, tag: string, categories: string[], suppliers: string[]) {
  const out = fs.createWriteStream(file);
  const write = (line: string) => (out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
  await write('\uFEFF' + csvLine(['sku', 'name', 'category', 'preferred_supplier', 'unit', 'dealer_price', 'cost', 'reorder_level', 'barcode', 'active']));
  for (let i = 1; i <= ROWS; i++) {
    const price = 5 + (i % 400) + 0.25 * (i % 4);
    await write(csvLine([`${tag}-${i}`, `Imported part ${i}`, categories[i % categories.length], suppliers[i % suppliers.length], 'pcs', price.toFixed(2), (price / 2).toFixed(2), i % 20, String(4000000000000 + i), 'true']));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * New categories as a business's tree comes: chains of ten, each row under the one before, the
 * first of each chain under a stored category, every fifth chain at the top level.
 */
async function writeCategoriesFile(file: string, tag: string, stored: string[]) {
  const lines = ['\uFEFF' + csvLine(['name', 'parent', 'description'])];
  for (let i = 1; i <= CATEGORY_ROWS; i++) {
    const parent = i % 10 !== 1 ? `${tag} ${i - 1}` : i % 50 === 1 ? '' : stored[i % stored.length];
    lines.push(csvLine([`${tag} ${i}`, parent, `Imported category ${i}`]));
  }
  fs.writeFileSync(file, lines.join(''));
}

async function main() {
  const target = await startBenchDatabase();
  const database = openPool(target.url, 2);
  const api = await startApiServer(target.url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const tag = `IMPB${Date.now().toString(36).toUpperCase()}`;
  const lines: { name: string; measured: string; target: string; pass: boolean }[] = [];
  try {
    const { rows: size } = await database.pool.query<{ n: number }>('select count(*)::int as n from products');
    if (size[0].n < 1000) throw new Error('the bench database is nearly empty: run `npm run seed:bench` first');
    const categories = (await database.pool.query<{ name: string }>('select name from categories order by id limit 40')).rows.map((r) => r.name);
    const suppliers = (await database.pool.query<{ name: string }>('select company_name as name from suppliers order by id limit 50')).rows.map((r) => r.name);
    const file = path.join(dir, 'products.csv');
    await writeFile(file, tag, categories, suppliers);
    console.log(`bench:import: ${ROWS} products (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB) into ${size[0].n} products`);
    const categoriesFile = path.join(dir, 'categories.csv');
    await writeCategoriesFile(categoriesFile, tag, categories);

    const staff = await signIn(api.base, '/api/login', BENCH_ADMIN);
    const baseline = rssMb(api.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 100);

    // Someone else using the app meanwhile: a product read every 100 ms.
    const others: number[] = [];
    let othersFailed = 0;
    let busy = true;
    const otherUser = (async () => {
      while (busy) {
        const started = performance.now();
        const res = await fetch(`${api.base}/api/products/${1 + Math.floor(Math.random() * 1000)}`, { headers: { cookie: staff.cookie } });
        await res.arrayBuffer();
        if (!res.ok) othersFailed++;
        others.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const send = async (kind: 'products' | 'categories', source: string, rows: number, dryRun: boolean) => {
      const started = performance.now();
      const res = await fetch(`${api.base}/api/imports/${kind}?name=bench.csv${dryRun ? '&dry_run=1' : ''}`, {
        method: 'POST',
        headers: { cookie: staff.cookie, 'x-xsrf-token': staff.xsrf, 'content-type': 'text/csv' },
        body: fs.createReadStream(source) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
      const report = (await res.json()) as { rows: number; create: number; error_count: number; errors: unknown[] };
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200 || report.error_count || report.create !== rows) throw new Error(`${kind} ${dryRun ? 'check' : 'commit'} answered ${res.status}: ${JSON.stringify(report).slice(0, 500)}`);
      return seconds;
    };
    const categoriesSeconds = await send('categories', categoriesFile, CATEGORY_ROWS, true);
    console.log(`  categories check: ${categoriesSeconds.toFixed(1)} s`);
    const checkSeconds = await send('products', file, ROWS, true);
    console.log(`  check: ${checkSeconds.toFixed(1)} s`);
    const commitSeconds = await send('products', file, ROWS, false);
    console.log(`  commit: ${commitSeconds.toFixed(1)} s`);
    busy = false;
    await otherUser;
    clearInterval(sampler);
    const growth = peak - baseline;
    others.sort((a, b) => a - b);
    const p99 = others[Math.min(others.length - 1, Math.floor(others.length * 0.99))] ?? Infinity;
    const { rows: made } = await database.pool.query<{ n: number }>('select count(*)::int as n from products where sku like $1', [`${tag}-%`]);

    lines.push({
      name: `check (dry run) of ${CATEGORY_ROWS} categories`,
      measured: `${categoriesSeconds.toFixed(1)} s (${((categoriesSeconds * 1000) / CATEGORY_ROWS).toFixed(2)} ms a row)`,
      target: `≤ ${TARGETS.categoriesCheckSeconds} s`,
      pass: categoriesSeconds <= TARGETS.categoriesCheckSeconds,
    });
    lines.push({ name: `check (dry run) of ${ROWS} rows`, measured: `${checkSeconds.toFixed(1)} s (${Math.round(ROWS / checkSeconds)} rows/s)`, target: `≤ ${TARGETS.checkSeconds} s`, pass: checkSeconds <= TARGETS.checkSeconds });
    lines.push({ name: `commit of ${ROWS} rows`, measured: `${commitSeconds.toFixed(1)} s (${Math.round(ROWS / commitSeconds)} rows/s)`, target: `≤ ${TARGETS.commitSeconds} s`, pass: commitSeconds <= TARGETS.commitSeconds && made[0].n === ROWS });
    lines.push({ name: 'server memory growth', measured: `${growth.toFixed(0)} MB (${baseline.toFixed(0)} → ${peak.toFixed(0)} MB)`, target: `≤ ${TARGETS.memoryMb} MB`, pass: growth <= TARGETS.memoryMb });
    lines.push({
      name: 'other requests meanwhile',
      measured: `${others.length} answered, p99 ${p99.toFixed(0)} ms, ${othersFailed} failed`,
      target: `p99 ≤ ${TARGETS.otherP99Ms} ms`,
      pass: othersFailed === 0 && others.length > 0 && p99 <= TARGETS.otherP99Ms,
    });
  } finally {
    await database.pool.query(`delete from audit_log where collection = 'products' and record_id in (select id from products where sku like $1)`, [`${tag}-%`]);
    await database.pool.query('delete from products where sku like $1', [`${tag}-%`]);
    await api.stop();
    await database.close();
    await target.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((l) => [l.name, l.measured, l.target][i].length)));
  for (const l of lines) console.log(`| ${l.name.padEnd(widths[0])} | ${l.measured.padEnd(widths[1])} | ${l.target.padEnd(widths[2])} | ${l.pass ? 'PASS' : 'FAIL'} |`);
  const pass = lines.length > 0 && lines.every((l) => l.pass);
  console.log(`\nbench:import: ${pass ? 'PASS' : 'FAIL'}`);
  process.exitCode = pass ? 0 : 1;
}

main().catch((err) => {
  console.error(`bench:import failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
