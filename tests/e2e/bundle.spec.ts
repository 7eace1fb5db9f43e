import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { CHUNK_REPORT, DEALER_CHUNK_REPORT, staticClosure, type ChunkInfo } from '../../scripts/chunkReport';

// DESIGN.md §4 and issue 8: the demo pages are lazy chunks; none of their code is in the chunks
// the business screens load (the entry, the staff app and everything they import statically).
// Reads the report `npm run test:e2e` leaves in dist after its build.

const report = (file: string): ChunkInfo[] => JSON.parse(fs.readFileSync(path.join('dist', file), 'utf8'));
const chunks = report(CHUNK_REPORT);
const dealerChunks = report(DEALER_CHUNK_REPORT);
const isDemo = (module: string) => module.startsWith('src/demos/');

test('the entry and the staff app chunks carry no demo module', () => {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx')!;
  expect(entry).toBeTruthy();
  expect(staffApp).toBeTruthy();
  const loaded = [...staticClosure(chunks, entry), ...staticClosure(chunks, staffApp)];
  const demoModules = loaded.flatMap((chunk) => chunk.modules.filter(isDemo).map((module) => `${chunk.fileName}: ${module}`));
  expect(demoModules).toEqual([]);
});

test('the demo route table is a lazy chunk of its own, and each demo page another', () => {
  const routes = chunks.find((chunk) => chunk.facadeModuleId === 'src/demos/DemoRoutes.tsx');
  expect(routes?.isDynamicEntry).toBe(true);
  const pageChunks = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && isDemo(chunk.facadeModuleId) && chunk !== routes);
  expect(pageChunks.length).toBeGreaterThanOrEqual(10);
  // No page is bundled into the route table itself.
  expect(routes!.modules.filter((module) => isDemo(module) && !module.endsWith('routes.tsx') && !module.endsWith('DemoRoutes.tsx') && !module.endsWith('types.ts'))).toEqual([]);
});

// Issue 21: the dealer portal is its own page, built apart, so a dealer's phone downloads only
// what the portal uses: no staff screen, no react-admin UI (its theme's palette only), and no schema library before a form
// that validates with it.
test("the dealer portal's first load carries nothing of the staff app, nor Zod", () => {
  const entry = dealerChunks.find((chunk) => chunk.isEntry)!;
  expect(entry.facadeModuleId).toBe('dealer.html');
  const loaded = staticClosure(dealerChunks, entry).flatMap((chunk) => chunk.modules);
  expect(loaded).toContain('src/dealer/pages/DealerDashboardPage.tsx');
  expect(loaded).toContain('src/dealer/pages/DealerOrderFormPage.tsx');
  const foreign = loaded.filter(
    (module) =>
      module === 'src/App.tsx' ||
      isDemo(module) ||
      /^src\/(resources|layout|auth|dashboard)\//.test(module) ||
      /node_modules\/(ra-ui-materialui\/(?!dist\/theme\/)|zod\/)/.test(module),
  );
  expect(foreign).toEqual([]);
});

// Issue 21: the staff app's first screen (the entry, the staff app and their static imports)
// needs collection names and permissions, not their schemas: building every collection's Zod
// schemas was 40 % of the staff script's evaluation on a phone. Forms fetch them with their screen.
test("the staff app's first load carries neither Zod nor any collection's schemas", () => {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx')!;
  const loaded = [...staticClosure(chunks, entry), ...staticClosure(chunks, staffApp)].flatMap((chunk) => chunk.modules);
  expect(loaded).toContain('contract/resources.ts');
  expect(loaded).toContain('src/auth/LoginPage.tsx');
  const schemas = loaded.filter((module) => /node_modules\/zod\/|node_modules\/@hookform\/resolvers\//.test(module) || (module.startsWith('contract/') && /from 'zod'/.test(fs.readFileSync(module, 'utf8'))));
  expect(schemas).toEqual([]);
});

test("the staff page's chunks carry no dealer portal module", () => {
  const dealerModules = chunks.flatMap((chunk) => chunk.modules.filter((module) => module.startsWith('src/dealer/')).map((module) => `${chunk.fileName}: ${module}`));
  expect(dealerModules).toEqual([]);
});

// Issue 21: a list screen needs its collection's sortable fields and default order
// (contract/resources.ts) and the import and label buttons' constants, not the schemas: building
// the products collection's schemas was ~30 ms of a phone's main thread before the rows showed.
// The lists named here still read constants (statuses, kinds) from a module with schemas.
const LISTS_STILL_WITH_SCHEMAS = ['dealers', 'job-cards', 'orders', 'purchase-orders', 'stock-adjustments', 'stock-counts', 'stock-hub', 'suppliers', 'users', 'webhook-subscriptions', 'workorders'];

test('list screens load no Zod and no collection schemas, but for the lists named', () => {
  const lists = chunks.filter((chunk) => /^src\/resources\/[^/]+\/\w+List\.tsx$/.test(chunk.facadeModuleId ?? ''));
  expect(lists.map((chunk) => chunk.facadeModuleId)).toContain('src/resources/products/ProductList.tsx');
  const withSchemas = lists
    .filter((list) =>
      staticClosure(chunks, list)
        .flatMap((chunk) => chunk.modules)
        .some((module) => /node_modules\/zod\//.test(module) || (module.startsWith('contract/') && /from 'zod'/.test(fs.readFileSync(module, 'utf8')))),
    )
    .map((list) => list.facadeModuleId!.split('/')[2]);
  expect(withSchemas.sort()).toEqual(LISTS_STILL_WITH_SCHEMAS);
});
