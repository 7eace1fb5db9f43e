import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHUNK_REPORT, staticClosure, type ChunkInfo } from '../../scripts/chunkReport';

// Issue 9: the first load may not grow unnoticed. Reads the sizes scripts/chunkReport.ts writes
// into the report `npm run test:e2e` leaves in dist after its build.
//
// Budgets: gzip bytes, measured on 2026-11-22 after the changes of docs/performance.md, plus ~10 %:
// - entry chunk + its static imports (every page, login included): 100.2 kB → 110 kB;
// - staff app chunk + its static imports (entry included; the login page and the dashboard
//   need nothing more): 434.5 kB → 480 kB.
const KB = 1024;
const ENTRY_BUDGET = 110 * KB;
const STAFF_APP_BUDGET = 480 * KB;

const chunks: ChunkInfo[] = JSON.parse(fs.readFileSync(path.join('dist', CHUNK_REPORT), 'utf8'));
const gzipOf = (closure: ChunkInfo[]) => closure.reduce((sum, chunk) => sum + chunk.gzipSize, 0);
const describeClosure = (closure: ChunkInfo[]) => closure.map((chunk) => `${chunk.fileName} ${(chunk.gzipSize / KB).toFixed(1)} kB`).join(', ');

test('the entry chunk and its static imports stay within the budget', () => {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const closure = staticClosure(chunks, entry);
  expect(gzipOf(closure), describeClosure(closure)).toBeLessThanOrEqual(ENTRY_BUDGET);
});

test('the staff app chunk and its static imports stay within the budget', () => {
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx')!;
  expect(staffApp).toBeTruthy();
  const closure = staticClosure(chunks, staffApp);
  expect(gzipOf(closure), describeClosure(closure)).toBeLessThanOrEqual(STAFF_APP_BUDGET);
});

test('the resource screens are not in the staff app first load', () => {
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx')!;
  const loaded = staticClosure(chunks, staffApp).flatMap((chunk) => chunk.modules);
  expect(loaded.filter((module) => /^src\/resources\/(?!shared\/)[\w-]+\/\w+(List|Create|Edit|Show)\.tsx$/.test(module))).toEqual([]);
});
