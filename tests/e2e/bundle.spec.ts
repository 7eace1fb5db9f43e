import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHUNK_REPORT, staticClosure, type ChunkInfo } from '../../scripts/chunkReport';

// DESIGN.md §4 and issue 8: the demo pages are lazy chunks; none of their code is in the chunks
// the business screens load (the entry, the staff app and everything they import statically).
// Reads the report `npm run test:e2e` leaves in dist after its build.

const chunks: ChunkInfo[] = JSON.parse(fs.readFileSync(path.join('dist', CHUNK_REPORT), 'utf8'));
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
