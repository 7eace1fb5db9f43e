import { spawnSync } from 'node:child_process';

// `npm test`: every stage CI runs, in order, stopping at the first that fails, with each stage's
// time printed at the end (docs/decisions.md, "Tests"). One Vitest run holds the unit, API and UI
// projects, so the API and UI tests share one PostgreSQL and one seeded template.

const STAGES: [name: string, command: string][] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['vitest (unit, api, ui)', 'npx vitest run'],
  ['build', 'npx vite build'],
  ['browser (playwright)', 'npx playwright test'],
];

const times: [string, number, string][] = [];
let failed = false;
for (const [name, command] of STAGES) {
  const start = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, (Date.now() - start) / 1000, status === 0 ? 'ok' : `failed (exit ${status})`]);
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log('\nStage times');
for (const [name, seconds, result] of times) console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  ${result}`);
console.log(`  ${'total'.padEnd(24)} ${times.reduce((sum, [, s]) => sum + s, 0).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
