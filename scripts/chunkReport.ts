import type { Plugin } from 'vite';

/** One output chunk of the SPA build: its file, what it statically imports, which sources it holds. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

export const CHUNK_REPORT = '.vite/chunks.json';

/**
 * Writes dist/.vite/chunks.json: every chunk with the source modules inside it, so tests can
 * prove what each chunk carries (DESIGN.md §4: no demo module in the business screens' chunks).
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
        });
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
