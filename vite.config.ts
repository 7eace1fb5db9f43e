import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appChunks } from './scripts/appChunks';
import { chunkReport } from './scripts/chunkReport';
import { precompress } from './scripts/precompress';
import { reactRouterProduction } from './scripts/reactRouterProduction';

const apiPort = process.env.PORT ?? '8080';
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const chunks = appChunks(root);


export default defineConfig({
  plugins: [react(), chunks.plugin, chunkReport(root), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } } },
  },
  resolve: { alias: reactRouterProduction(root) },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
