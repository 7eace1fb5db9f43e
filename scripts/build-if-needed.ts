import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

// DESIGN.md §2: `npm start` builds the SPA only when its sources are newer than the build.
const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((entry) => newestChange(path.join(p, entry))));
}

if (!fs.existsSync(built) || Math.max(...inputs.map(newestChange)) > fs.statSync(built).mtimeMs) {
  console.log('stockyard: building the web app (first start or changed sources)…');
  await build({ root, logLevel: 'warn' });
} else {
  console.log('stockyard: web app is up to date');
}
