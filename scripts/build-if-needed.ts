import fs from 'node:fs';
import path from 'node:path';
import { createBuilder } from 'vite';

// DESIGN.md §2: `npm start` builds the SPA only when its sources are newer than the build.
const root = path.resolve(import.meta.dirname, '..');
// The two pages vite.config.ts builds: the staff app's and the dealer portal's.
const built = ['index.html', 'dealer.html'].map((page) => path.join(root, 'dist', page));
const inputs = ['src', 'contract', 'index.html', 'dealer.html', 'vite.config.ts', 'scripts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((entry) => newestChange(path.join(p, entry))));
}

const builtAt = () => Math.min(...built.map((page) => fs.statSync(page).mtimeMs));

if (!built.every((page) => fs.existsSync(page)) || Math.max(...inputs.map(newestChange)) > builtAt()) {
  console.log('stockyard: building the web app (first start or changed sources)…');
  // The builder runs every environment of vite.config.ts, as `vite build` does; `build()` alone would build only the staff page.
  await (await createBuilder({ root, logLevel: 'warn' })).buildApp();
} else {
  console.log('stockyard: web app is up to date');
}
