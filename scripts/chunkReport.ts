import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One output chunk of the SPA build: its file, what it statically imports, which sources it holds, its size. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** Bytes of the minified chunk. */
  size: number;
  /** Bytes once gzipped (level 9, as scripts/precompress.ts writes it). */
  gzipSize: number;
}

/** The staff app's report (the `client` build of vite.config.ts). */
export const CHUNK_REPORT = '.vite/chunks.json';
/** The dealer portal's report (its own build, from dealer.html). */
export const DEALER_CHUNK_REPORT = '.vite/chunks-dealer.json';

/** The chunk and every chunk it statically imports, transitively: what loading it downloads. */
export function staticClosure(chunks: ChunkInfo[], start: ChunkInfo): ChunkInfo[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  visit(start);
  return [...seen.values()];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (chunks: ChunkInfo[], key: 'size' | 'gzipSize') => chunks.reduce((sum, chunk) => sum + chunk[key], 0);

/** The table the build prints: the first loads (what the budget test guards), then the largest chunks. */
function table(chunks: ChunkInfo[], file: string): string {
  const entry = chunks.find((chunk) => chunk.isEntry);
  const staffApp = chunks.find((chunk) => chunk.facadeModuleId === 'src/App.tsx');
  const rows: [string, number, number][] = [];
  if (entry) {
    const closure = staticClosure(chunks, entry);
    rows.push([`first load: entry + static imports (${closure.length} chunks)`, total(closure, 'size'), total(closure, 'gzipSize')]);
  }
  if (staffApp) {
    const closure = staticClosure(chunks, staffApp);
    rows.push([`staff app: ${staffApp.fileName} + static imports (${closure.length} chunks)`, total(closure, 'size'), total(closure, 'gzipSize')]);
  }
  for (const chunk of [...chunks].sort((a, b) => b.size - a.size).slice(0, 12)) rows.push([chunk.fileName, chunk.size, chunk.gzipSize]);
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, size, gzip]) => `${name.padEnd(width)}  ${kB(size).padStart(10)}  ${kB(gzip).padStart(10)}`);
  return [`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`, ...lines, `(${chunks.length} chunks in all, sizes in ${file})`].join('\n');
}

/**
 * Writes dist/.vite/chunks.json (the dealer portal's build: chunks-dealer.json): every chunk
 * with the source modules inside it and its sizes, so tests can prove what each chunk carries
 * (DESIGN.md §4: no demo module in the business screens' chunks) and how big the first load is
 * (tests/e2e/budget.spec.ts); prints the sizes.
 */
export function chunkReport(root: string): Plugin {
  const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
  return {
    name: 'stockyard-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map(relative),
          size: Buffer.byteLength(output.code),
          gzipSize: gzipSync(output.code, { level: 9 }).length,
        });
      }
      const file = this.environment.name === 'dealer' ? DEALER_CHUNK_REPORT : CHUNK_REPORT;
      this.emitFile({ type: 'asset', fileName: file, source: JSON.stringify(chunks, null, 1) });
      this.info(`bundle report (${this.environment.name})\n${table(chunks, file)}`);
    },
  };
}
