import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { CHUNK_REPORT, DEALER_CHUNK_REPORT, staticClosure, type ChunkInfo } from '../../scripts/chunkReport';

// Issue 9: the first load may not grow unnoticed. Reads the sizes scripts/chunkReport.ts writes
// into the reports `npm run test:e2e` leaves in dist after its build.
//
// Budgets: gzip bytes, measured on 2026-11-27 after issue 21 (docs/performance.md), plus ~4 %:
// - the staff page's entry chunk + its static imports (every staff page, login included):
//   96.4 kB → 100 kB (100.0 kB while the entry set Zod's jitless mode itself);
// - the staff app chunk + its static imports (entry included; the login page and the dashboard
//   need nothing more): 424.9 kB → 442 kB (461.9 kB while it built every collection's schemas
//   at start; one `staff` chunk now that the dealer portal is built apart; 434.5 kB on
//   2026-11-22, before the screens of issues 12 to 20);
// - the dealer portal's page (dealer.html, built apart): its entry + static imports, everything
//   a dealer's first screen loads: 238.2 kB → 248 kB (about 400 kB when it shared the staff
//   app's chunks); 247.4 kB before issue 34, 249.3 kB with its live stream (the connection, the
//   portal's cache rules and the paused sign) → 252 kB.
// - Issue 36 (2026-11-28): the message catalogue both apps carry grew by the mails' and the
//   integrations' texts in two languages: staff 443.7 kB, portal 253.9 kB → 446 kB and 256 kB.
//   Next: the mail texts are the server's alone and could leave the client's catalogue.
const KB = 1024;
const ENTRY_BUDGET = 100 * KB;
const STAFF_APP_BUDGET = 446 * KB;
const DEALER_BUDGET = 256 * KB;

const report = (file: string): ChunkInfo[] => JSON.parse(fs.readFileSync(path.join('dist', file), 'utf8'));
const chunks = report(CHUNK_REPORT);
const dealerChunks = report(DEALER_CHUNK_REPORT);
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

test("the dealer portal's page and its static imports stay within the budget", () => {
  const entry = dealerChunks.find((chunk) => chunk.isEntry)!;
  expect(entry.facadeModuleId).toBe('dealer.html');
  const closure = staticClosure(dealerChunks, entry);
  expect(gzipOf(closure), describeClosure(closure)).toBeLessThanOrEqual(DEALER_BUDGET);
});

test('the resource screens are not in the staff app first load', () => {
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx')!;
  const loaded = staticClosure(chunks, staffApp).flatMap((chunk) => chunk.modules);
  expect(loaded.filter((module) => /^src\/resources\/(?!shared\/)[\w-]+\/\w+(List|Create|Edit|Show)\.tsx$/.test(module))).toEqual([]);
});
