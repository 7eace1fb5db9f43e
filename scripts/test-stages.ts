import { spawn } from 'node:child_process';

// `npm test`: every stage CI runs, stopping at the first group that fails, with each stage's time
// printed at the end (docs/decisions.md, "Testing and CI"). The stages of a group do not depend on
// each other and run side by side (each one's output is printed whole when it ends, so the log
// reads stage by stage); the groups run in order. One Vitest run holds the unit, API and UI
// projects, so the API and UI tests share one PostgreSQL and one seeded template; the browser
// tests need the build.

type Stage = [name: string, command: string];
const GROUPS: Stage[][] = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'npx vite build'],
  ],
  [['vitest (unit, api, ui)', 'npx vitest run']],
  [['browser (playwright)', 'npx playwright test']],
];

interface Result {
  name: string;
  seconds: number;
  status: number;
}

function run([name, command]: Stage, alone: boolean): Promise<Result> {
  const start = Date.now();
  return new Promise((resolve) => {
    // Alone, a stage writes straight to the terminal (progress as it happens); beside others, its
    // output is kept and printed in one piece.
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n==== ${name}\n${Buffer.concat(kept).toString()}`);
      resolve({ name, seconds: (Date.now() - start) / 1000, status: code ?? 1 });
    });
  });
}

const results: Result[] = [];
const groupStart = Date.now();
for (const group of GROUPS) {
  results.push(...(await Promise.all(group.map((stage) => run(stage, group.length === 1)))));
  if (results.some((r) => r.status !== 0)) break;
}
const failed = results.some((r) => r.status !== 0);
console.log('\nStage times');
for (const { name, seconds, status } of results) {
  console.log(`  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  ${status === 0 ? 'ok' : `failed (exit ${status})`}`);
}
console.log(`  ${'total (wall)'.padEnd(24)} ${((Date.now() - groupStart) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
