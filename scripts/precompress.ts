import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser loads; source maps are left out: only devtools fetch them, and compressing
// them at top quality would double the build time.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a `.br` and a `.gz` next to every compressible file of the build, at the highest
 * levels (paid once at build time, not per request), for @fastify/static's `preCompressed`.
 * A variant that is not smaller is not written; the server then falls back to the next one.
 * Each build (the staff app's, the dealer portal's) compresses the files it wrote.
 */
export function precompress(): Plugin {
  return {
    name: 'stockyard-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle)
        .filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'))
        .map((name) => path.join(outDir, name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
